import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../config/config.js';
import type { Database } from '../db/database.js';
import type { CounterStore } from '../infra/counters/index.js';
import type { EnginePool } from '../infra/engine/engine-pool.js';
import type { Mailer } from '../infra/mail/index.js';
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
    /** The engine's worker threads (analyses, the finder and batch scoring share them; accounts take turns). Analyses plugin. */
    analysisEngine: EnginePool;
  }
  interface FastifyRequest {
    authUser?: AuthUser;
  }
}
