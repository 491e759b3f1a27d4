import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Config } from './config/config.js';
import type { Database } from './db/database.js';
import { createCounterStore } from './infra/counters/index.js';
import type { Mailer } from './infra/mail/index.js';
import { AccountEvents } from './lib/account-events.js';
import './lib/fastify-types.js';
import { registerCommonSchemas } from './lib/http/common-schemas.js';
import { redactQuerySecrets } from './lib/redact-query-secrets.js';
import { accountPlugin } from './plugins/account/index.js';
import { adminPlugin } from './plugins/admin/index.js';
import { analysesPlugin } from './plugins/analyses/index.js';
import { authPlugin } from './plugins/auth/index.js';
import { basemapPlugin } from './plugins/basemap/index.js';
import { batchesPlugin } from './plugins/batches/index.js';
import { billingPlugin } from './plugins/billing/index.js';
import { clientEventsPlugin } from './plugins/client-events/index.js';
import { errorsPlugin } from './plugins/errors.js';
import { finderPlugin } from './plugins/finder/index.js';
import { formsPlugin } from './plugins/forms/index.js';
import { geocodePlugin } from './plugins/geocode/index.js';
import { geodataPlugin } from './plugins/geodata/index.js';
import { healthPlugin } from './plugins/health/index.js';
import { incomingPlugin } from './plugins/incoming/index.js';
import { inputGuardPlugin } from './plugins/input-guard.js';
import { metricsPlugin } from './plugins/metrics/index.js';
import { openapiPlugin } from './plugins/openapi/index.js';
import { reportsPlugin } from './plugins/reports/index.js';
import { securityPlugin } from './plugins/security/index.js';
import { webPlugin } from './plugins/web/index.js';

export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** Where the log's JSON lines go (standard output when unset): tests read what an operator would. */
  logStream?: { write(line: string): void };
}

/** Never logged: credentials and tokens, wherever they appear in a request. */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["stripe-signature"]',
  'req.headers["x-sitescout-signature"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.access_token',
  '*.refresh_token',
  '*.token',
];

function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactQuerySecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fastify takes a hop count as a function (trust the nearest `hops` proxies); an address list as it is. */
function trustProxyOption(value: false | number | string[]) {
  const hops = value;
  return typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : hops;
}

/**
 * Assembles the HTTP application: one plugin per domain, registered once.
 * The database and mailer are opened by the caller, so tests can hand in their own real instances.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: deps.config.logLevel,
      redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
      // Fastify's request fields, with secrets in the query string (`?access_token=…`) redacted.
      serializers: { req: requestForLog },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    // `discriminator`: a union tagged by `kind` reports the error of the branch the client chose.
    ajv: { customOptions: { discriminator: true } },
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: trustProxyOption(deps.config.trustProxy),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', deps.config);
  app.decorate('database', deps.database);
  app.decorate('mailer', deps.mailer);
  app.decorate('accountEvents', new AccountEvents());
  const counters = createCounterStore({ redisUrl: deps.config.redisUrl, database: deps.database });
  app.decorate('counters', counters);
  app.addHook('onClose', () => counters.close());

  await app.register(errorsPlugin);
  // Early: its hook times every request, and the plugins after it time their work on app.metrics.
  await app.register(metricsPlugin);
  await app.register(securityPlugin);
  await app.register(inputGuardPlugin);
  await app.register(openapiPlugin);
  // The error bodies every plugin's routes refer to by $ref: added to the root, before any plugin's routes.
  registerCommonSchemas(app);
  await app.register(healthPlugin);
  // Before every domain plugin: it provides app.authenticate.
  await app.register(authPlugin);
  await app.register(billingPlugin);
  await app.register(clientEventsPlugin);
  await app.register(formsPlugin);
  await app.register(geodataPlugin);
  await app.register(geocodePlugin);
  await app.register(basemapPlugin);
  await app.register(reportsPlugin);
  await app.register(incomingPlugin);
  await app.register(analysesPlugin);
  await app.register(finderPlugin);
  await app.register(batchesPlugin);
  // After analyses and batches: its worker starts on listen after theirs. On embedded PGlite (one connection, no
  // advisory lock) two job queues installing pg-boss's schema at once would leave the connection in an aborted
  // transaction; the analyses queue installs it first, as before.
  await app.register(accountPlugin);
  await app.register(adminPlugin);
  // Last: it owns the not-found handler and serves the web app.
  await app.register(webPlugin);
  return app;
}
