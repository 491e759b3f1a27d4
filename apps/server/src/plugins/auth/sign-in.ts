import type { Accounts } from './accounts.js';
import type { AttemptLimiter } from './attempt-limiter.js';
import { authErrors } from './auth-error.js';
import { normalizeEmail, normalizePhone, present } from './identifiers.js';
import { verifyAgainstDummy, verifyPassword } from './password-hash.js';
import type { UserRow } from './user-json.js';

export interface SignInLimits {
  /** Failed attempts per account in the window. */
  perAccount: number;
  /** Failed attempts per client IP in the window (several people may share one address). */
  perIp: number;
}

/**
 * Password sign-in: checks the rate limits, then the password in constant time (also for unknown accounts),
 * and only then whether the account is confirmed, so the answer never tells a stranger an account exists.
 */
export async function signInWithPassword(
  accounts: Accounts,
  limiter: AttemptLimiter,
  limits: SignInLimits,
  input: { email?: string | undefined; phone?: string | undefined; password?: string | undefined },
  ip: string,
): Promise<UserRow> {
  const rawEmail = present(input.email);
  const rawPhone = present(input.phone);
  if ((!rawEmail && !rawPhone) || !present(input.password)) throw authErrors.missingCredentials();
  const password = input.password as string;
  const email = rawEmail ? normalizeEmail(rawEmail) : undefined;
  const phone = email ? undefined : normalizePhone(rawPhone as string);
  const accountKey = email ? `account:email:${email}` : `account:phone:${phone}`;
  const ipKey = `ip:${ip}`;
  limiter.check([
    { key: accountKey, limit: limits.perAccount },
    { key: ipKey, limit: limits.perIp },
  ]);

  const user = email ? await accounts.findByEmail(email) : await accounts.findByPhone(phone as string);
  // An account without a password (created for a received analysis) costs the same time as an unknown one.
  const ok = user?.passwordHash
    ? await verifyPassword(password, user.passwordHash)
    : await verifyAgainstDummy(password);
  if (!user || !ok) {
    limiter.record([accountKey, ipKey]);
    throw authErrors.invalidCredentials();
  }
  limiter.reset(accountKey);
  if (email && !user.emailConfirmedAt) throw authErrors.emailNotConfirmed();
  if (!email && !user.phoneConfirmedAt) throw authErrors.phoneNotConfirmed();
  return user;
}
