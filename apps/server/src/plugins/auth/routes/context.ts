import type { AccessTokens } from '../access-token.js';
import type { Accounts } from '../accounts.js';
import type { AttemptLimiter } from '../attempt-limiter.js';
import type { Sessions } from '../sessions.js';
import type { SignInLimits } from '../sign-in.js';

/** What the `/auth/v1` route modules share. */
export interface AuthRouteContext {
  tokens: AccessTokens;
  sessions: Sessions;
  accounts: Accounts;
  limiter: AttemptLimiter;
  signInLimits: SignInLimits;
}
