import type { AccessTokens } from '../access-token.js';
import type { Accounts } from '../accounts.js';
import type { AttemptLimiter } from '../attempt-limiter.js';
import type { KnownDevices } from '../known-devices.js';
import type { Sessions } from '../sessions.js';
import type { SignInLimits } from '../sign-in.js';
import type { SignInBackoff } from '../sign-in-backoff.js';

/** What the `/auth/v1` route modules share. */
export interface AuthRouteContext {
  tokens: AccessTokens;
  sessions: Sessions;
  accounts: Accounts;
  limiter: AttemptLimiter;
  /** Failed sign-ins per account: growing waits, never a lock. */
  backoff: SignInBackoff;
  signInLimits: SignInLimits;
  /** Browsers that signed in before: the right password passes the account-wide backoff there. */
  devices: KnownDevices;
  /** Requests that send an e-mail or SMS, per client IP (mail bombing, SMS pumping). */
  sendLimiter: AttemptLimiter;
}

/** Requests that may send a message, per IP and hour. */
export const SENDS_PER_IP_PER_HOUR = 20;

/** Counts a request that may send an e-mail or SMS; 429 once the IP has used its hourly allowance. */
export async function countSend(ctx: AuthRouteContext, ip: string): Promise<void> {
  const key = `ip:${ip}`;
  await ctx.sendLimiter.check([{ key, limit: SENDS_PER_IP_PER_HOUR }]);
  await ctx.sendLimiter.record([key]);
}
