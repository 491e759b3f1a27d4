import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSmsSender } from '../../infra/sms/index.js';
import { AccessTokens } from './access-token.js';
import type { AccountDirectory } from './accounts.js';
import { Accounts } from './accounts.js';
import { AttemptLimiter } from './attempt-limiter.js';
import { createAuthenticate } from './authenticate.js';
import { resolveJwtSecret } from './jwt-secret.js';
import { KnownDevices } from './known-devices.js';
import { authRoutes } from './routes/index.js';
import { Sessions, sessionFragment } from './sessions.js';
import { SignInBackoff } from './sign-in-backoff.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Finds an account by e-mail or creates it with no password (received analyses). */
    accounts: AccountDirectory;
  }
}

/** Failed sign-ins are counted over this window. */
const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** The longest a failed sign-in makes the next attempt wait. */
const MAX_BACKOFF_MS = 60 * 1000;
/** Several people may share one IP (an office, a carrier NAT): it gets more attempts than one account. */
const IP_ALLOWANCE_FACTOR = 5;

/**
 * Accounts: a GoTrue-compatible API under `/auth/v1` (so `@supabase/auth-js` works unchanged) and the
 * `app.authenticate` preHandler other domains put in front of their routes. Register before them.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const { config, database } = app;
    const secret = resolveJwtSecret(config.auth.jwtSecret, config.dataDir);
    const tokens = new AccessTokens(secret, `${config.publicUrl}/auth/v1`, config.auth.jwtExpirySeconds);
    const sessions = new Sessions(database.db, tokens);
    const accounts = new Accounts({
      db: database.db,
      mailer: app.mailer,
      sms: createSmsSender(config),
      events: app.accountEvents,
      publicUrl: config.publicUrl,
      secret,
      log: app.log,
    });
    app.decorate('authenticate', createAuthenticate(database.db, tokens));
    app.decorate('accounts', {
      findOrCreateByEmail: (email: string) => accounts.findOrCreateByEmail(email),
      confirmedEmailOf: async (userId: string) => {
        const user = await accounts.findById(userId);
        return user?.email && user.emailConfirmedAt ? user.email : null;
      },
      proveEmailOwner: async (userId: string, linkSentAt: Date) => {
        await accounts.confirmEmailOwner(userId, linkSentAt);
      },
      signInFromEmailLink: async (userId: string, userAgent: string | undefined, linkSentAt: Date) => {
        const user = await accounts.confirmEmailOwner(userId, linkSentAt);
        if (!user) return undefined;
        return sessionFragment(await sessions.start(user, 'email/link', userAgent), 'magiclink');
      },
    });
    await app.register(authRoutes, {
      prefix: '/auth/v1',
      tokens,
      sessions,
      accounts,
      // Counted in the shared store (memory, PostgreSQL or Redis), so the limits hold across API processes.
      limiter: new AttemptLimiter(app.counters, 'sign-in', SIGN_IN_WINDOW_MS),
      backoff: new SignInBackoff(app.counters, SIGN_IN_WINDOW_MS, MAX_BACKOFF_MS),
      sendLimiter: new AttemptLimiter(app.counters, 'send', 60 * 60 * 1000),
      devices: new KnownDevices(secret, config.publicUrl),
      requestsPerMinute: config.auth.requestsPerMinute,
      signInLimits: {
        perAccount: config.auth.signInAttemptsPer15Min,
        perIp: config.auth.signInAttemptsPer15Min * IP_ALLOWANCE_FACTOR,
      },
    });
  },
  { name: 'auth' },
);
