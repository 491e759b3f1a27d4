import type { AttemptLimiter } from './attempt-limiter.js';
import { AuthError, authErrors } from './auth-error.js';
import { present } from './identifiers.js';
import { verifyPassword } from './password-hash.js';
import type { SignInLimits } from './sign-in.js';
import type { UserRow } from './user-json.js';

/**
 * Who may change a password through `PUT /user`: whoever proves the current one (`current_password`, as auth-js
 * sends it), or an account that has no password yet (created for a received or free analysis: its session came
 * from a link e-mailed to the address). Without the current password the way is a fresh recovery link, which sets
 * the new password itself (`POST /verify`). So a stolen access token alone cannot lock the owner out. Wrong
 * current passwords count against the per-account limit like failed sign-ins.
 */
export async function assertMayChangePassword(
  user: UserRow,
  currentPassword: string | undefined,
  limiter: AttemptLimiter,
  limits: SignInLimits,
): Promise<void> {
  if (!user.passwordHash) return;
  const given = present(currentPassword);
  if (!given) {
    throw new AuthError(
      400,
      'reauthentication_needed',
      'current_password: enter your current password to choose a new one (or use "Forgot password")',
      { field: 'current_password' },
    );
  }
  const key = `account:id:${user.id}`;
  await limiter.check([{ key, limit: limits.perAccount }]);
  if (!(await verifyPassword(given, user.passwordHash))) {
    await limiter.record([key]);
    throw authErrors.invalidCredentials();
  }
}
