import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import fp from 'fastify-plugin';
import { createGeodataService } from './geodata-service.js';

const DatasetInfo = Type.Object({
  id: Type.String(),
  source: Type.String(),
  vintage: Type.String(),
  licence: Type.String(),
  attribution: Type.String(),
  coverage: Type.String(),
  rows: Type.Integer(),
});

const GeodataStatus = Type.Object({
  state: Type.Union([
    Type.Literal('idle'),
    Type.Literal('building'),
    Type.Literal('loading'),
    Type.Literal('ready'),
    Type.Literal('failed'),
  ]),
  error: Type.Union([Type.String(), Type.Null()]),
  contentHash: Type.Union([Type.String(), Type.Null()]),
  datasets: Type.Array(DatasetInfo),
  coverage: Type.Array(Type.Object({ layer: Type.String(), name: Type.String() })),
});

/**
 * Decorates `app.geodata`: the data pack, loaded once. A listening server starts loading (building the
 * pack first if DATA_DIR has none) as soon as it starts; in-process uses (tests, scripts) load on first use.
 */
const plugin: FastifyPluginAsyncTypebox = async (app) => {
  const service = createGeodataService({
    packDir: app.config.geodata.packDir,
    geodataDir: app.config.geodataDir,
    log: app.log,
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
        summary: 'Data pack status: datasets with source, vintage and licence, and covered areas',
        response: { 200: GeodataStatus },
      },
    },
    async () => {
      const { state, error, manifest } = service.status();
      const view = service.current()?.view;
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
        coverage: (view?.coverage() ?? []).map((c) => ({ layer: c.layer, name: c.name })),
      };
    },
  );
};

export const geodataPlugin = fp(plugin, { name: 'geodata' });
