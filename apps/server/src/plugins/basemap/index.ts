import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.js';
import { basemapWithin } from './basemap-layers.js';
import { BasemapQuery, BasemapResponse, ErrorBody } from './basemap-schema.js';
import { parseBbox } from './parse-bbox.js';

/**
 * `GET /api/basemap?bbox=`: GeoJSON drawn from the loaded data pack, so the dashboard map works with no tile
 * server; the outside tile URL is passed along only when MAP_TILES_URL is configured.
 */
const plugin: FastifyPluginAsyncTypebox = async (app) => {
  const { tilesUrl, tilesAttribution } = app.config.basemap;
  const tiles = tilesUrl
    ? {
        kind: /\.json(\?|$)/.test(tilesUrl) ? ('style' as const) : ('raster' as const),
        url: tilesUrl,
        attribution: tilesAttribution,
      }
    : null;

  app.get(
    '/api/basemap',
    {
      schema: {
        tags: ['geodata'],
        summary:
          'Map background for a box: streets, parks, the lake, area outlines, zoning, tract income, bike routes, transit stops, with sources',
        querystring: BasemapQuery,
        response: { 200: BasemapResponse, 400: ErrorBody, 503: ErrorBody },
      },
    },
    async (request, reply) => {
      const bbox = parseBbox(request.query.bbox);
      if (app.geodata.status().state === 'failed')
        throw new AppError(
          503,
          'geodata_unavailable',
          'The location data is not loaded yet; please try again shortly.',
        );
      const { view } = await app.geodata.get();
      const basemap = basemapWithin(view, bbox, { zoning: request.query.zoning === true });
      // The pack changes only when the server restarts with a new one: let the browser reuse a box for a while.
      reply.header('cache-control', 'private, max-age=600');
      return { type: 'FeatureCollection' as const, ...basemap, tiles };
    },
  );
};

export const basemapPlugin = fp(plugin, { name: 'basemap', dependencies: ['geodata'] });
