import type { authUsers } from '../../db/schema/index.js';
import type { GoTrueUser } from './routes/schemas.js';

export type UserRow = typeof authUsers.$inferSelect;

function iso(date: Date | null): string | undefined {
  return date ? date.toISOString() : undefined;
}

/** The providers an account can sign in with, as GoTrue lists them in `app_metadata`. */
export function appMetadata(user: Pick<UserRow, 'email' | 'phone'>): Record<string, unknown> {
  const providers = [user.email ? 'email' : undefined, user.phone ? 'phone' : undefined].filter(Boolean);
  return { provider: providers[0] ?? 'email', providers };
}

/** An account in GoTrue's `User` shape (what auth-js returns from getUser, signUp and sessions). */
export function toGoTrueUser(user: UserRow): GoTrueUser {
  const identities = [];
  const created = user.createdAt.toISOString();
  const updated = user.updatedAt.toISOString();
  if (user.email) {
    identities.push({
      identity_id: user.id,
      id: user.id,
      user_id: user.id,
      identity_data: {
        sub: user.id,
        email: user.email,
        email_verified: !!user.emailConfirmedAt,
        phone_verified: false,
      },
      provider: 'email',
      email: user.email,
      last_sign_in_at: iso(user.lastSignInAt) ?? created,
      created_at: created,
      updated_at: updated,
    });
  }
  if (user.phone) {
    identities.push({
      identity_id: user.id,
      id: user.phone,
      user_id: user.id,
      identity_data: {
        sub: user.id,
        phone: user.phone,
        email_verified: false,
        phone_verified: !!user.phoneConfirmedAt,
      },
      provider: 'phone',
      last_sign_in_at: iso(user.lastSignInAt) ?? created,
      created_at: created,
      updated_at: updated,
    });
  }
  const confirmedAt = user.emailConfirmedAt ?? user.phoneConfirmedAt;
  return {
    id: user.id,
    aud: 'authenticated',
    role: user.role,
    email: user.email ?? '',
    email_confirmed_at: iso(user.emailConfirmedAt),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phoneConfirmedAt),
    confirmation_sent_at: iso(user.confirmationSentAt),
    confirmed_at: iso(confirmedAt),
    recovery_sent_at: iso(user.recoverySentAt),
    last_sign_in_at: iso(user.lastSignInAt),
    app_metadata: appMetadata(user),
    user_metadata: user.userMetadata,
    identities,
    factors: [],
    created_at: created,
    updated_at: updated,
    is_anonymous: false,
  };
}
