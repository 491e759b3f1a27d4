import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import fp from 'fastify-plugin';
import type { GeodataService } from './geodata-service.js';
import { createGeodataService, type GeodataState } from './geodata-service.js';
import { summariseLayers } from './layer-summary.js';
import { NO_GEODATA_MESSAGE, PREPARING_MESSAGE } from './no-geodata.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The data pack (places, areas, transit …), loaded once. */
    geodata: GeodataService;
  }
}

const DatasetInfo = Type.Object({
  id: Type.String(),
  source: Type.String(),
  vintage: Type.String(),
  licence: Type.String(),
  attribution: Type.String(),
  coverage: Type.String(),
  rows: Type.Integer(),
});

const LayerInfo = Type.Object({
  layer: Type.String({ description: 'e.g. demographics, places, transit, zoning' }),
  areas: Type.Array(
    Type.Object({
      name: Type.String(),
      bbox: Type.Array(Type.Number(), { minItems: 4, maxItems: 4, description: 'west, south, east, north' }),
    }),
  ),
  vintages: Type.Array(Type.String()),
  sources: Type.Array(Type.String()),
});

const GeodataStatus = Type.Object({
  state: Type.Union([
    Type.Literal('none'),
    Type.Literal('idle'),
    Type.Literal('fetching'),
    Type.Literal('building'),
    Type.Literal('loading'),
    Type.Literal('ready'),
    Type.Literal('failed'),
  ]),
  error: Type.Union([Type.String(), Type.Null()]),
  contentHash: Type.Union([Type.String(), Type.Null()]),
  datasets: Type.Array(DatasetInfo),
  coverage: Type.Array(Type.Object({ layer: Type.String(), name: Type.String() })),
  layers: Type.Array(LayerInfo, { description: 'Each loaded layer with the areas it covers and its vintages' }),
  message: Type.Union([Type.String(), Type.Null()], { description: 'What users should know, e.g. no data loaded' }),
});

/** What users should read for each state: nothing once the data is there. */
function statusMessage(state: GeodataState, progressLine: string | null): string | null {
  if (state === 'none') return NO_GEODATA_MESSAGE;
  if (state === 'fetching') return progressLine ?? PREPARING_MESSAGE;
  return state === 'building' ? PREPARING_MESSAGE : null;
}

/**
 * Decorates `app.geodata`: the data pack, loaded once. A listening server starts loading (building the
 * pack first if DATA_DIR has none) as soon as it starts; in-process uses (tests, scripts) load on first use.
 */
const plugin: FastifyPluginAsyncTypebox = async (app) => {
  const service = createGeodataService({
    packDir: app.config.geodata.packDir,
    geodataDir: app.config.geodataDir,
    log: app.log,
    firstStart: app.config.geodata.firstStart,
  });
  app.decorate('geodata', service);
  app.addHook('onClose', async () => service.close());
  app.addHook('onListen', async () => {
    service.get().catch((error: unknown) => app.log.error({ err: error }, 'geodata pack could not be loaded'));
  });

  app.get(
    '/api/geodata/status',
    {
      schema: {
        tags: ['geodata'],
        summary: 'Data pack status: each loaded layer with its areas and vintages, datasets with source and licence',
        response: { 200: GeodataStatus },
      },
    },
    async () => {
      const { state, error, manifest } = service.status();
      const view = service.current()?.view;
      const coverage = view?.coverage() ?? [];
      return {
        state,
        error,
        contentHash: manifest?.contentHash ?? null,
        datasets: (manifest?.datasets ?? []).map((d) => ({
          id: d.id,
          source: d.source,
          vintage: d.vintage,
          licence: d.licence,
          attribution: d.attribution,
          coverage: d.coverage,
          rows: d.rowsKept,
        })),
        coverage: coverage.map((c) => ({ layer: c.layer, name: c.name })),
        layers: summariseLayers(coverage, manifest?.datasets ?? []),
        message: statusMessage(state, service.progressLine()),
      };
    },
  );
};

export const geodataPlugin = fp(plugin, { name: 'geodata' });
