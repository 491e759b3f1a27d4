import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.js';
import { ErrorBody } from '../../lib/http/common-schemas.js';
import { perRouteRateLimit } from '../../lib/rate-limit.js';
import { createBasemapCache, snapBox } from './basemap-cache.js';
import { basemapSteps } from './basemap-layers.js';
import { BasemapQuery, BasemapResponse } from './basemap-schema.js';
import { basemapJsonSteps, createDrawingQueue, drawInSlices } from './basemap-slices.js';
import { parseBbox } from './parse-bbox.js';

/**
 * `GET /api/basemap?bbox=`: GeoJSON drawn from the loaded data pack, so the dashboard map works with no tile
 * server; the outside tile URL is passed along only when MAP_TILES_URL is configured. The box is widened to a grid
 * and each drawing kept (as JSON text), so nearby and repeated views are served without drawing again.
 */
const plugin: FastifyPluginAsyncTypebox = async (app) => {
  // In its own (encapsulated) context, so its rate limiter touches no other route.
  await app.register(async (scope) => {
    const routes = scope.withTypeProvider<TypeBoxTypeProvider>();
    await routes.register(rateLimit, perRouteRateLimit('map requests', app.counters, 'basemap'));
    const cache = createBasemapCache();
    const oneAtATime = createDrawingQueue();
    const { tilesUrl, tilesAttribution } = app.config.basemap;
    const tiles = tilesUrl
      ? {
          kind: /\.json(\?|$)/.test(tilesUrl) ? ('style' as const) : ('raster' as const),
          url: tilesUrl,
          attribution: tilesAttribution,
        }
      : null;

    routes.get(
      '/api/basemap',
      {
        config: { rateLimit: { max: app.config.basemap.requestsPerMinute, timeWindow: '1 minute' } },
        schema: {
          tags: ['geodata'],
          summary:
            'Map background for a box (widened to a 0.01° grid, 0.1° past 0.5°): streets, parks, the lake, area outlines, zoning, tract income, bike routes, transit stops, with sources',
          querystring: BasemapQuery,
          response: { 200: BasemapResponse, 400: ErrorBody, 429: ErrorBody, 503: ErrorBody },
        },
      },
      async (request, reply) => {
        const bbox = snapBox(parseBbox(request.query.bbox));
        if (app.geodata.status().state === 'failed')
          throw new AppError(
            503,
            'geodata_unavailable',
            'The location data is not loaded yet; please try again shortly.',
          );
        const zoning = request.query.zoning === true;
        // With state shards, the base and the states the box meets (read now when not loaded).
        const view = await app.geodata.viewIn(bbox);
        // The pack's content in the key: once a county overlay is added, its boxes are drawn again with it.
        const key = `${view.manifest.contentHash}:${bbox.join(',')}${zoning ? '+zoning' : ''}`;
        let json = cache.get(key);
        reply.header('server-timing', json === undefined ? 'basemap;desc="drawn"' : 'basemap;desc="cached"');
        if (json === undefined) {
          // Drawn in short slices (the pack lives on this thread): other requests get the thread between them.
          // One drawing at a time; a box drawn while this one waited is taken from the cache.
          json = await oneAtATime(async () => {
            const kept = cache.get(key);
            if (kept !== undefined) return kept;
            const basemap = await drawInSlices(basemapSteps(view, bbox, { zoning }));
            const drawn = await drawInSlices(basemapJsonSteps(basemap, tiles));
            cache.set(key, drawn);
            return drawn;
          });
        }
        // A box changes only when a county is added to the pack (its first analysis): let the browser reuse it a while.
        reply.header('cache-control', 'private, max-age=600');
        // Already JSON text: Fastify sends a string as it is (the schema's serializer is for objects).
        return reply.type('application/json; charset=utf-8').send(json as never);
      },
    );
  });
};

export const basemapPlugin = fp(plugin, { name: 'basemap', dependencies: ['geodata'] });
