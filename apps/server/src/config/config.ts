import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findGeodataDir } from '@sitescout/geodata';
import { type JobsConfig, loadJobsConfig } from '../infra/jobs/jobs-config.js';
import { loadPaymentsConfig, type PaymentsConfig } from '../infra/payments/payments-config.js';
import { type BasemapConfig, loadBasemapConfig } from '../plugins/basemap/basemap-config.js';
import { type GeodataConfig, loadGeodataConfig } from '../plugins/geodata/geodata-config.js';
import { type IncomingConfig, loadIncomingConfig } from '../plugins/incoming/incoming-config.js';
import { loadMetricsConfig, type MetricsConfig } from '../plugins/metrics/metrics-config.js';
import { defaultRenderThreads } from '../plugins/reports/render-pool.js';
import { ConfigError } from './config-error.js';
import {
  type Env,
  emailList,
  oneOf,
  optionalString,
  port,
  positiveInt,
  stringWithDefault,
  trustProxy,
  url,
} from './env-parsers.js';

export interface Config {
  /** TCP port the HTTP server listens on. */
  port: number;
  host: string;
  /**
   * Whether X-Forwarded-For is believed (true, or a hop count). Off by default: a client reaching the
   * server directly could otherwise fake its IP and slip past per-IP rate limits.
   */
  trustProxy: false | number | string[];
  /** Folder for embedded state: the PGlite database, outbox, data packs. */
  dataDir: string;
  /** Real PostgreSQL when set; embedded PGlite under `dataDir` otherwise. */
  databaseUrl: string | undefined;
  /** REDIS_URL: rate limits count in Redis when set (else PostgreSQL with DATABASE_URL, else memory). */
  redisUrl: string | undefined;
  /**
   * DATABASE_POOL_SIZE: connections one process may open to PostgreSQL (at least 2). A process that also works
   * jobs opens more when its JOB_CONCURRENCY needs them: see {@link databasePoolSize}.
   */
  databasePoolSize: number;
  /** Absolute origin users reach the site at; used in canonical links and e-mails. */
  publicUrl: string;
  /** Folder of public source data (see shared/data/README.md); undefined when none is present. */
  geodataDir: string | undefined;
  /** Built web app (Vite output with prerendered pages). */
  webDist: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Worker threads drawing PDF reports (REPORT_THREADS); default all cores but one, at least 2. */
  reportThreads: number;
  /** Worker threads running the analysis engine (ANALYSIS_THREADS), each with its own copy of the data pack. */
  analysisThreads: number;
  mail: {
    /** smtp:// or smtps:// URL; mails go to the outbox folder when unset. */
    smtpUrl: string | undefined;
    from: string;
    /** Where form submissions and leads are sent. */
    teamEmail: string;
  };
  /** Card payments: PAYMENTS_PROVIDER local (test-mode checkout page) or stripe. */
  payments: PaymentsConfig;
  /** Data pack location and the online geocoders / Overpass / Census API (see plugins/geodata). */
  geodata: GeodataConfig;
  /** Outside map tiles for the dashboard map (MAP_TILES_URL); our own outlines are drawn without them. */
  basemap: BasemapConfig;
  /** Incoming analyses: WEBHOOK_SECRET and INCOMING_ALLOWED_ORIGINS (see plugins/incoming). */
  incoming: IncomingConfig;
  /** Background jobs (analyses on pg-boss): JOB_WORKER, JOB_CONCURRENCY, retries, timeout (see infra/jobs). */
  jobs: JobsConfig;
  /** Who may read `GET /metrics`: METRICS_TOKEN's bearer, else loopback only (see plugins/metrics). */
  metrics: MetricsConfig;
  /** Public forms: how often unsent form mails are retried and how many submissions one IP may make per hour. */
  forms: { mailRetrySeconds: number; rateLimitPerHour: number };
  /** The "Where should I open?" finder: free searches one signed-in account may run per UTC day. */
  finder: { searchesPerDay: number };
  /** What the account holder controls: deletion's grace period, the e-mail change's undo window. */
  account: {
    /** ACCOUNT_DELETION_GRACE_SECONDS: how long a deleted account can still be kept (default 14 days). */
    deletionGraceSeconds: number;
    /** EMAIL_CHANGE_UNDO_SECONDS: how long the old address may revert a confirmed change (default 7 days). */
    emailChangeUndoSeconds: number;
  };
  /** ADMIN_EMAILS: the accounts (by e-mail, lower-cased) that may use the admin page and `/api/admin`. */
  adminEmails: readonly string[];
  /** Accounts (GoTrue-compatible `/auth/v1`). */
  auth: {
    /** HS256 key for access tokens; when unset one is generated and kept in DATA_DIR. Never logged. */
    jwtSecret: string | undefined;
    /** Access-token lifetime in seconds. */
    jwtExpirySeconds: number;
    /** Failed sign-ins allowed per account and per IP within 15 minutes. */
    signInAttemptsPer15Min: number;
    /** Requests of any kind to `/auth/v1` one IP address may make per minute (a flood guard). */
    requestsPerMinute: number;
    /** HTTP SMS provider endpoint; SMS codes go to DATA_DIR/sms-outbox when unset. */
    smsUrl: string | undefined;
    /** Bearer token for the SMS provider. */
    smsApiKey: string | undefined;
  };
}

const here = dirname(fileURLToPath(import.meta.url));

function defaultWebDist(): string {
  // Works from both src/config (tests) and dist/config (built server).
  return resolve(here, '../../../web/dist');
}

/**
 * Reads and validates the configuration from environment variables.
 * Throws a {@link ConfigError} naming the first bad variable.
 */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const listenPort = port(env, 'PORT', 3000);
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const publicUrl = url(env, 'PUBLIC_URL', ['http:', 'https:']);
  const smtpUrl = url(env, 'SMTP_URL', ['smtp:', 'smtps:']);
  const geodataExplicit = optionalString(env, 'GEODATA_DIR');
  const geodataDir = findGeodataDir(geodataExplicit, cwd);
  if (geodataExplicit && (!geodataDir || !existsSync(geodataDir))) {
    throw new ConfigError('GEODATA_DIR', `folder "${geodataExplicit}" does not exist`);
  }
  return {
    port: listenPort,
    host: stringWithDefault(env, 'HOST', '0.0.0.0'),
    trustProxy: trustProxy(env, 'TRUST_PROXY'),
    dataDir: resolve(cwd, stringWithDefault(env, 'DATA_DIR', './.data')),
    databaseUrl: databaseUrl?.toString(),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:'])?.toString(),
    databasePoolSize: poolSize(env),
    publicUrl: (publicUrl?.toString() ?? `http://localhost:${listenPort}`).replace(/\/$/, ''),
    geodataDir,
    webDist: resolve(cwd, stringWithDefault(env, 'WEB_DIST', defaultWebDist())),
    logLevel: oneOf(env, 'LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info'),
    reportThreads: positiveInt(env, 'REPORT_THREADS', defaultRenderThreads()),
    analysisThreads: positiveInt(env, 'ANALYSIS_THREADS', 1),
    mail: {
      smtpUrl: smtpUrl?.toString(),
      from: stringWithDefault(env, 'MAIL_FROM', 'SiteScout <no-reply@sitescout.local>'),
      teamEmail: stringWithDefault(env, 'TEAM_EMAIL', 'team@sitescout.local'),
    },
    payments: loadPaymentsConfig(env),
    geodata: loadGeodataConfig(env, cwd),
    basemap: loadBasemapConfig(env),
    incoming: loadIncomingConfig(env),
    jobs: loadJobsConfig(env),
    metrics: loadMetricsConfig(env),
    forms: {
      mailRetrySeconds: positiveInt(env, 'FORM_MAIL_RETRY_SECONDS', 60),
      rateLimitPerHour: positiveInt(env, 'FORM_RATE_LIMIT_PER_HOUR', 20),
    },
    finder: {
      searchesPerDay: positiveInt(env, 'FINDER_SEARCHES_PER_DAY', 30),
    },
    account: {
      deletionGraceSeconds: positiveInt(env, 'ACCOUNT_DELETION_GRACE_SECONDS', 14 * 24 * 3600),
      emailChangeUndoSeconds: positiveInt(env, 'EMAIL_CHANGE_UNDO_SECONDS', 7 * 24 * 3600),
    },
    adminEmails: emailList(env, 'ADMIN_EMAILS'),
    auth: {
      jwtSecret: authSecret(env),
      jwtExpirySeconds: positiveInt(env, 'JWT_EXPIRY_SECONDS', 3600),
      signInAttemptsPer15Min: positiveInt(env, 'SIGN_IN_ATTEMPTS_PER_15_MIN', 10),
      requestsPerMinute: positiveInt(env, 'AUTH_RATE_LIMIT_PER_MINUTE', 120),
      smsUrl: url(env, 'SMS_URL', ['http:', 'https:'])?.toString(),
      smsApiKey: optionalString(env, 'SMS_API_KEY'),
    },
  };
}

/** Connections a pool needs at the least: start-up migrations pin one for their lock and apply them on another. */
const MIN_POOL_SIZE = 2;

function poolSize(env: Env): number {
  const size = positiveInt(env, 'DATABASE_POOL_SIZE', 10);
  if (size < MIN_POOL_SIZE) {
    throw new ConfigError(
      'DATABASE_POOL_SIZE',
      `must be at least ${MIN_POOL_SIZE} (migrations hold one connection for their lock and run on another)`,
    );
  }
  return size;
}

/**
 * Connections this process may open to PostgreSQL. A process that works the analysis queue (every worker; the
 * server with JOB_WORKER=inline) gets at least JOB_CONCURRENCY + 4: one per work loop (JOB_CONCURRENCY analysis
 * loops and the dead-letter refund loop; a loop either fetches or runs its job, whose statements and
 * transactions run one after another, so it holds at most one connection at a time), one for pg-boss's own
 * timers (maintenance, monitoring, cron clock), and two spare (at start-up the migration lock pins one while
 * the migration runs on another; later requests on an inline server). Jobs then never queue for a connection,
 * whatever DATABASE_POOL_SIZE says; a larger DATABASE_POOL_SIZE still wins.
 */
export function databasePoolSize(config: Pick<Config, 'databasePoolSize' | 'jobs'>, worksJobs: boolean): number {
  return worksJobs ? Math.max(config.databasePoolSize, config.jobs.concurrency + 4) : config.databasePoolSize;
}

/** JWT_SECRET must be long enough for HS256 to mean anything (32 bytes, RFC 7518 §3.2). */
function authSecret(env: Env): string | undefined {
  const secret = optionalString(env, 'JWT_SECRET');
  if (secret !== undefined && secret.length < 32) {
    throw new ConfigError('JWT_SECRET', 'must be at least 32 characters long');
  }
  return secret;
}
