import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import fp from 'fastify-plugin';
import { readQueueDepths } from '../../infra/jobs/queue-depths.js';
import { AppError } from '../../lib/app-error.js';
import { mayReadMetrics } from './metrics-access.js';
import type { ServiceMetrics } from './service-metrics.js';
import { createServiceMetrics } from './service-metrics.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus metrics: request latency, timed work, failures (`GET /metrics`). */
    metrics: ServiceMetrics;
  }
}

const MetricsError = Type.Object(
  { code: Type.String(), message: Type.String() },
  { description: 'Not allowed: without METRICS_TOKEN only loopback, with it only its bearer' },
);

/**
 * Prometheus metrics (prom-client): `app.metrics` for the plugins that time their work (analyses, PDF reports,
 * batches), every request's latency by route pattern, and `GET /metrics` in Prometheus' text format. Readable from
 * loopback only, or by the bearer of METRICS_TOKEN (see docs/operations/monitoring.md).
 */
const plugin: FastifyPluginAsyncTypebox = async (app) => {
  const metrics = createServiceMetrics({
    queueDepths: () => readQueueDepths(app.database.sql),
    // Registered after this plugin; read at scrape time.
    upstreams: () => (app.hasDecorator('geocoding') ? app.geocoding.reachability.status() : undefined),
  });
  app.decorate('metrics', metrics);

  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the URL (ids would make a series each); an unmatched URL counts as one route.
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });

  app.get(
    '/metrics',
    {
      schema: {
        tags: ['system'],
        summary:
          'Prometheus metrics (text exposition format): request latency by route, job queue depths, analysis and PDF durations, failures, upstream episodes',
        produces: ['text/plain'],
        response: { 200: Type.String({ description: 'Prometheus text format 0.0.4' }), 403: MetricsError },
      },
    },
    async (request, reply) => {
      if (!mayReadMetrics(request, app.config.metrics.token)) {
        throw new AppError(
          403,
          'metrics_forbidden',
          app.config.metrics.token
            ? 'Send the METRICS_TOKEN as Authorization: Bearer <token>.'
            : 'Metrics are served to loopback only; set METRICS_TOKEN to scrape them from elsewhere.',
        );
      }
      // prom-client prints a not-a-number value as "Nan" (the event-loop lag before its first sample); the text
      // format's canonical spelling is "NaN", the one every scraper and the OpenMetrics parser accept.
      const text = (await metrics.registry.metrics()).replace(/ Nan$/gm, ' NaN');
      return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(text);
    },
  );
};

export const metricsPlugin = fp(plugin, { name: 'metrics' });
