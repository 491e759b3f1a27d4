import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Accounts, shaped after GoTrue's `auth.users` so the wire format maps one to one.
 * E-mail is stored lower-cased; phone in E.164 without the leading plus (as GoTrue does).
 */
export const authUsers = pgTable(
  'auth_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email'),
    phone: text('phone'),
    /**
     * scrypt hash in PHC-like form (`scrypt$N$r$p$salt$hash`); never the password itself. Null for an account
     * created on someone's behalf (a received analysis): no password exists until the owner sets one by
     * signing up (confirmed by e-mail) or through password recovery, so nobody can sign in to it before that.
     */
    passwordHash: text('password_hash'),
    role: text('role').notNull().default('authenticated'),
    userMetadata: jsonb('user_metadata').$type<Record<string, unknown>>().notNull().default({}),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    phoneConfirmedAt: timestamp('phone_confirmed_at', { withTimezone: true }),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    recoverySentAt: timestamp('recovery_sent_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /**
     * When every session was last ended (global sign-out, a password change or recovery): a sign-in link
     * e-mailed before this moment no longer signs anyone in.
     */
    signedOutAt: timestamp('signed_out_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('auth_users_email_key').on(table.email), uniqueIndex('auth_users_phone_key').on(table.phone)],
);

/** A signed-in device: one refresh-token family. Deleting it signs that device out. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    /** How the session began (password, otp, email link), for the `amr` claim. */
    method: text('method').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
  },
  (table) => [index('auth_sessions_user_idx').on(table.userId)],
);

/**
 * Rotating refresh tokens, stored as SHA-256 hashes. A token is used once; presenting a used one again
 * means it leaked, so the whole session (family) is revoked.
 */
export const authRefreshTokens = pgTable(
  'auth_refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('auth_refresh_tokens_hash_key').on(table.tokenHash),
    index('auth_refresh_tokens_session_idx').on(table.sessionId),
  ],
);

/**
 * One-time secrets sent to the user: e-mail confirmation and recovery links, SMS codes.
 * Only a hash is kept; each has an expiry and (for short codes) a count of wrong guesses.
 */
export const authOneTimeTokens = pgTable(
  'auth_one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['signup', 'recovery', 'sms'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('auth_one_time_tokens_hash_idx').on(table.tokenHash),
    index('auth_one_time_tokens_user_idx').on(table.userId, table.purpose),
  ],
);
