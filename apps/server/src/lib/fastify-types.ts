import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../config/config.js';
import type { Database } from '../db/database.js';
import type { CounterStore } from '../infra/counters/index.js';
import type { EnginePool } from '../infra/engine/engine-pool.js';
import type { Mailer } from '../infra/mail/index.js';
import type { AccountJobs } from '../plugins/account/index.js';
import type { AnalysisJobs } from '../plugins/analyses/index.js';
import type { AnalysisDesk } from '../plugins/analyses/operator-desk.js';
import type { AccountDirectory } from '../plugins/auth/accounts.js';
import type { BatchJobs } from '../plugins/batches/index.js';
import type { CreditService } from '../plugins/billing/credit-ledger.js';
import type { ProService } from '../plugins/billing/pro-memberships.js';
import type { GeocodingService } from '../plugins/geocode/geocoding-service.js';
import type { GeodataService } from '../plugins/geodata/geodata-service.js';
import type { ServiceMetrics } from '../plugins/metrics/service-metrics.js';
import type { ReportService } from '../plugins/reports/report-input.js';
import type { AccountEvents } from './account-events.js';

/** The signed-in account a request acts for, set by `app.authenticate`. */
export interface AuthUser {
  id: string;
  email: string | null;
  phone: string | null;
  role: string;
  /** Session (refresh-token family) the access token belongs to. */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    mailer: Mailer;
    accountEvents: AccountEvents;
    /** Where rate limits and sign-in limits count: memory, or PostgreSQL/Redis shared by every process. */
    counters: CounterStore;
    /**
     * preHandler that requires a valid `Authorization: Bearer <access token>` and sets `request.authUser`;
     * answers 401 otherwise. Provided by the auth plugin.
     */
    authenticate: preHandlerAsyncHookHandler;
    /** Finds an account by e-mail or creates it with no password (received analyses). Auth plugin. */
    accounts: AccountDirectory;
    /** Credit ledger: balance, spend (can join a caller's transaction), refund, grant. Billing plugin. */
    credits: CreditService;
    /** Pro Monthly status (unlocks multi-location comparison). Billing plugin. */
    pro: ProService;
    /** The data pack (places, areas, transit …), loaded once. Geodata plugin. */
    geodata: GeodataService;
    /** Offline-first geocoding with the online providers and the cache table. Geocode plugin. */
    geocoding: GeocodingService;
    /** The analysis worker of this process (started on listen with JOB_WORKER=inline, or by the worker entry). */
    analysisJobs: AnalysisJobs;
    /** An administrator's view of an account's analyses and the report mail's resending. Analyses plugin. */
    analysisDesk: AnalysisDesk;
    /** The engine's worker threads (analyses, the finder and batch scoring share them; accounts take turns). Analyses plugin. */
    analysisEngine: EnginePool;
    /** The erasure worker of this process (deleted accounts after their grace period). Account plugin. */
    accountJobs: AccountJobs;
    /** The batch-scoring worker of this process (started like `analysisJobs`). Batches plugin. */
    batchJobs: BatchJobs;
    /** PDF analysis reports: `renderAnalysisPdf(input)` → PDF bytes. Reports plugin. */
    reports: ReportService;
    /** Prometheus metrics: request latency, timed work, failures (`GET /metrics`). Metrics plugin. */
    metrics: ServiceMetrics;
  }
  interface FastifyRequest {
    authUser?: AuthUser;
  }
}
