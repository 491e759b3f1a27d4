import type { Accounts } from './accounts.js';
import type { AttemptLimiter } from './attempt-limiter.js';
import { authErrors } from './auth-error.js';
import { normalizeEmail, normalizePhone, present } from './identifiers.js';
import { verifyAgainstDummy, verifyPassword } from './password-hash.js';
import type { SignInBackoff } from './sign-in-backoff.js';
import type { UserRow } from './user-json.js';

export interface SignInLimits {
  /** Failed attempts per account (from one IP) before each further one must wait longer (backoff). */
  perAccount: number;
  /** Failed attempts per client IP in the window (several people may share one address); then 429 until it ends. */
  perIp: number;
}

/** Backoff from all addresses together starts after this many times `perAccount` failures (a botnet's guesses). */
const ACCOUNT_WIDE_FACTOR = 5;

/**
 * Password sign-in: checks the limits, then the password in constant time (also for unknown accounts), and only
 * then whether the account is confirmed, so the answer never tells a stranger an account exists.
 * Limits: failures per IP end in a hard 429 for the window (one guesser, many accounts); failures on an account
 * slow further attempts down (backoff with Retry-After), per IP and, more gently, from everywhere, so a guesser
 * elsewhere delays the owner by seconds at most and never locks the right password out.
 */
export async function signInWithPassword(
  accounts: Accounts,
  limiter: AttemptLimiter,
  backoff: SignInBackoff,
  limits: SignInLimits,
  input: { email?: string | undefined; phone?: string | undefined; password?: string | undefined },
  ip: string,
  /** Whether this browser signed in to the account (as it is now: `user`) before (see known-devices.ts). */
  knownDevice: (accountKey: string, user: UserRow | undefined) => boolean = () => false,
): Promise<{ user: UserRow; accountKey: string }> {
  const rawEmail = present(input.email);
  const rawPhone = present(input.phone);
  if ((!rawEmail && !rawPhone) || !present(input.password)) throw authErrors.missingCredentials();
  const password = input.password as string;
  const email = rawEmail ? normalizeEmail(rawEmail) : undefined;
  const phone = email ? undefined : normalizePhone(rawPhone as string);
  const accountKey = email ? `account:email:${email}` : `account:phone:${phone}`;
  const fromHereKey = `${accountKey}:ip:${ip}`;
  const ipKey = `ip:${ip}`;
  await limiter.check([{ key: ipKey, limit: limits.perIp }]);
  // The account-wide backoff is what guesses from many addresses can keep up; a browser that signed in to the
  // account before is let through it (its own address's backoff still applies), so the owner is never locked out.
  // The account is read first: a device cookie counts only for the password and sessions it was issued under.
  const user = email ? await accounts.findByEmail(email) : await accounts.findByPhone(phone as string);
  await backoff.check(knownDevice(accountKey, user) ? [fromHereKey] : [fromHereKey, accountKey]);

  // An account without a password (created for a received analysis) costs the same time as an unknown one.
  const ok = user?.passwordHash
    ? await verifyPassword(password, user.passwordHash)
    : await verifyAgainstDummy(password);
  if (!user || !ok) {
    await limiter.record([ipKey]);
    await backoff.recordFailure([
      { key: fromHereKey, freeFailures: limits.perAccount },
      { key: accountKey, freeFailures: limits.perAccount * ACCOUNT_WIDE_FACTOR },
    ]);
    throw authErrors.invalidCredentials();
  }
  await backoff.reset(fromHereKey);
  await backoff.reset(accountKey);
  if (email && !user.emailConfirmedAt) throw authErrors.emailNotConfirmed();
  if (!email && !user.phoneConfirmedAt) throw authErrors.phoneNotConfirmed();
  return { user, accountKey };
}
