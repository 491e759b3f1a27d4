import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { authSessions, authUsers } from '../../db/schema/index.js';
import type { Mailer } from '../../infra/mail/index.js';
import type { SmsSender } from '../../infra/sms/index.js';
import type { AccountEvents } from '../../lib/account-events.js';
import { AuthError, authErrors } from './auth-error.js';
import { confirmationMail, recoveryMail } from './auth-mails.js';
import { normalizeEmail, normalizePhone, present } from './identifiers.js';
import { consumeCode, consumeLinkToken, issueOneTimeToken } from './one-time-tokens.js';
import { hashPassword } from './password-hash.js';
import { checkPasswordStrength } from './password-strength.js';
import { safeRedirect } from './redirect.js';
import type { GoTrueUser } from './routes/schemas.js';
import { hashCode, hashToken, randomCode, randomToken } from './secret-token.js';
import { toGoTrueUser, type UserRow } from './user-json.js';

/** A new confirmation or recovery message is sent at most this often per account (GoTrue's default). */
const RESEND_INTERVAL_MS = 60_000;

export interface SignUpInput {
  email?: string | undefined;
  phone?: string | undefined;
  password?: string | undefined;
  data?: Record<string, unknown> | undefined;
  redirectTo?: string | undefined;
}

export interface AccountsDeps {
  db: Db;
  mailer: Mailer;
  sms: SmsSender;
  events: AccountEvents;
  publicUrl: string;
  /** Server key, used to bind SMS code hashes to the server. */
  secret: Uint8Array;
  log: FastifyBaseLogger;
}

/** What other domains may ask of accounts (the `app.accounts` decorator). */
export interface AccountDirectory extends Pick<Accounts, 'findOrCreateByEmail'> {
  /**
   * For someone who just followed a link e-mailed to the account's address: marks the address confirmed, starts
   * a session and answers the URL fragment that signs them in on the page the link lands on (auth-js reads it).
   */
  signInFromEmailLink(userId: string, userAgent: string | undefined): Promise<string>;
}

/** Creating, confirming and recovering accounts. Sessions are {@link Sessions}' business. */
export class Accounts {
  constructor(private readonly deps: AccountsDeps) {}

  async findById(id: string): Promise<UserRow | undefined> {
    const [user] = await this.deps.db.select().from(authUsers).where(eq(authUsers.id, id));
    return user;
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [user] = await this.deps.db.select().from(authUsers).where(eq(authUsers.email, email));
    return user;
  }

  async findByPhone(phone: string): Promise<UserRow | undefined> {
    const [user] = await this.deps.db.select().from(authUsers).where(eq(authUsers.phone, phone));
    return user;
  }

  /**
   * The account for an e-mail address, created unconfirmed and with no password when there is none (spec §4:
   * a received analysis creates the account). Nothing is sent; the owner takes the account over by signing up
   * with this address (which sets the password once the e-mailed link confirms it) or by password recovery.
   * Throws a validation error when the address is not one.
   */
  async findOrCreateByEmail(rawEmail: string): Promise<{ id: string; email: string; created: boolean }> {
    const email = normalizeEmail(rawEmail);
    const [created] = await this.deps.db
      .insert(authUsers)
      .values({ email, passwordHash: null })
      .onConflictDoNothing({ target: authUsers.email })
      .returning();
    if (created) {
      this.deps.log.info({ userId: created.id, via: 'received analysis' }, 'account created');
      await this.publishCreated(created);
      return { id: created.id, email, created: true };
    }
    const existing = await this.findByEmail(email);
    if (!existing) throw new Error('account for an existing address vanished');
    return { id: existing.id, email, created: false };
  }

  /**
   * Registers an account with e-mail or phone and sends the confirmation (link or SMS code). For an address
   * that already has a confirmed account it answers like GoTrue: an obfuscated user with no identities and no
   * message sent, so sign-up cannot be used to find out who has an account.
   */
  async signUp(input: SignUpInput): Promise<GoTrueUser> {
    const rawEmail = present(input.email);
    const rawPhone = present(input.phone);
    if ((!rawEmail && !rawPhone) || !present(input.password)) throw authErrors.missingCredentials();
    const password = input.password as string;
    const email = rawEmail ? normalizeEmail(rawEmail) : undefined;
    const phone = email ? undefined : normalizePhone(rawPhone as string);
    const metadata = input.data ?? {};
    await checkPasswordStrength(password, [email ?? '', phone ?? '', ...metadataWords(metadata)].filter(Boolean));

    const existing = email ? await this.findByEmail(email) : await this.findByPhone(phone as string);
    if (existing) {
      const confirmed = email ? existing.emailConfirmedAt : existing.phoneConfirmedAt;
      if (confirmed) return obfuscatedUser(existing);
      // Unconfirmed: the owner may have lost the message. Whoever confirms now sets the password, so an
      // account pre-registered by someone else with this address cannot be taken over after confirmation.
      const fresh = await this.restartSignUp(existing, password, metadata, input.redirectTo);
      return toGoTrueUser(fresh);
    }

    const passwordHash = await hashPassword(password);
    let user: UserRow;
    try {
      user = await this.deps.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(authUsers)
          .values({
            email: email ?? null,
            phone: phone ?? null,
            passwordHash,
            userMetadata: metadata,
            confirmationSentAt: new Date(),
          })
          .returning();
        if (!created) throw new Error('user insert returned nothing');
        // Sent inside the transaction: if the message cannot be sent, no account is left that nobody can confirm.
        await this.sendConfirmation(tx, created, input.redirectTo);
        return created;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw authErrors.userAlreadyExists();
      throw error;
    }
    this.deps.log.info({ userId: user.id, via: email ? 'email' : 'phone' }, 'account created');
    await this.publishCreated(user);
    return toGoTrueUser(user);
  }

  /**
   * Tells other domains about the account. Delivered at sign-up and again at confirmation (handlers are
   * idempotent), so a handler that failed once, e.g. billing's free-analysis grant, gets a second chance
   * instead of failing the sign-up of an account that is already stored.
   */
  private async publishCreated(user: UserRow): Promise<void> {
    try {
      await this.deps.events.accountCreated({ userId: user.id, email: user.email, phone: user.phone });
    } catch (error) {
      this.deps.log.error({ err: error, userId: user.id }, 'account-created handler failed; retried at confirmation');
    }
  }

  /** Follows an e-mailed confirmation link: marks the address confirmed and returns the account. */
  async confirmEmail(token: string): Promise<UserRow> {
    const userId = await consumeLinkToken(this.deps.db, 'signup', hashToken(token));
    const [user] = await this.deps.db
      .update(authUsers)
      .set({ emailConfirmedAt: new Date(), updatedAt: new Date() })
      .where(eq(authUsers.id, userId))
      .returning();
    if (!user) throw authErrors.otpExpired();
    await this.publishCreated(user);
    return user;
  }

  /**
   * The owner of the address proved it by following a link we e-mailed (not a sign-up link). A password set
   * before the address was confirmed was set by someone who never proved it, so it is cleared, as at sign-up.
   */
  async confirmEmailOwner(userId: string): Promise<UserRow> {
    const [confirmed] = await this.deps.db
      .update(authUsers)
      .set({ emailConfirmedAt: new Date(), passwordHash: null, updatedAt: new Date() })
      .where(and(eq(authUsers.id, userId), isNull(authUsers.emailConfirmedAt)))
      .returning();
    const user = confirmed ?? (await this.findById(userId));
    if (!user) throw authErrors.otpExpired();
    return user;
  }

  /** Follows an e-mailed recovery link: the account it is for (the caller starts a session). */
  async redeemRecoveryLink(token: string): Promise<UserRow> {
    const userId = await consumeLinkToken(this.deps.db, 'recovery', hashToken(token));
    const user = await this.findById(userId);
    if (!user) throw authErrors.otpExpired();
    // Opening the link proves control of the mailbox, so an unconfirmed address counts as confirmed now.
    if (!user.emailConfirmedAt) {
      const [updated] = await this.deps.db
        .update(authUsers)
        .set({ emailConfirmedAt: new Date() })
        .where(eq(authUsers.id, user.id))
        .returning();
      return updated ?? user;
    }
    return user;
  }

  /** Checks the SMS code sent at phone sign-up; confirms the phone and returns the account. */
  async verifySmsCode(rawPhone: string, code: string): Promise<UserRow> {
    const phone = normalizePhone(rawPhone);
    const user = await this.findByPhone(phone);
    if (!user) throw authErrors.otpExpired();
    await consumeCode(this.deps.db, user.id, 'sms', hashCode(this.deps.secret, user.id, code.trim()));
    const [updated] = await this.deps.db
      .update(authUsers)
      .set({ phoneConfirmedAt: user.phoneConfirmedAt ?? new Date(), updatedAt: new Date() })
      .where(eq(authUsers.id, user.id))
      .returning();
    await this.publishCreated(updated ?? user);
    return updated ?? user;
  }

  /**
   * Sends a password-recovery link when the address has an account. Answers the same either way, so the
   * endpoint does not reveal who has an account.
   */
  async requestRecovery(rawEmail: string, redirectTo: string | undefined): Promise<void> {
    const email = normalizeEmail(rawEmail);
    const user = await this.findByEmail(email);
    if (!user) return;
    if (user.recoverySentAt && Date.now() - user.recoverySentAt.getTime() < RESEND_INTERVAL_MS) {
      throw resendTooSoon();
    }
    const token = randomToken();
    const link = this.verifyLink(token, 'recovery', safeRedirect(this.deps.publicUrl, redirectTo, '/reset-password'));
    await this.deps.db.transaction(async (tx) => {
      await issueOneTimeToken(tx, user.id, 'recovery', hashToken(token));
      await tx.update(authUsers).set({ recoverySentAt: new Date() }).where(eq(authUsers.id, user.id));
      await this.deps.mailer.send(recoveryMail(email, link));
    });
  }

  /** Applies a `PUT /user`: new password and/or merged user metadata. */
  async update(
    user: UserRow,
    changes: {
      password?: string | undefined;
      data?: Record<string, unknown> | undefined;
      email?: string;
      phone?: string;
    },
  ): Promise<UserRow> {
    const wantsEmail = present(changes.email) && normalizeEmail(changes.email as string) !== user.email;
    const wantsPhone = present(changes.phone) && normalizePhone(changes.phone as string) !== user.phone;
    if (wantsEmail || wantsPhone) {
      throw new AuthError(
        422,
        'validation_failed',
        'The e-mail address and phone number of an account cannot be changed here. Please contact support.',
      );
    }
    const set: Partial<typeof authUsers.$inferInsert> = { updatedAt: new Date() };
    if (changes.password !== undefined) {
      await checkPasswordStrength(changes.password, [user.email ?? '', user.phone ?? ''].filter(Boolean));
      set.passwordHash = await hashPassword(changes.password);
    }
    if (changes.data) set.userMetadata = mergeMetadata(user.userMetadata, changes.data);
    const [updated] = await this.deps.db.update(authUsers).set(set).where(eq(authUsers.id, user.id)).returning();
    return updated ?? user;
  }

  private async restartSignUp(
    user: UserRow,
    password: string,
    metadata: Record<string, unknown>,
    redirectTo: string | undefined,
  ): Promise<UserRow> {
    if (user.confirmationSentAt && Date.now() - user.confirmationSentAt.getTime() < RESEND_INTERVAL_MS) {
      throw resendTooSoon();
    }
    const passwordHash = await hashPassword(password);
    return this.deps.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(authUsers)
        .set({ passwordHash, userMetadata: metadata, confirmationSentAt: new Date(), updatedAt: new Date() })
        .where(eq(authUsers.id, user.id))
        .returning();
      await tx.delete(authSessions).where(eq(authSessions.userId, user.id));
      await this.sendConfirmation(tx, updated ?? user, redirectTo);
      return updated ?? user;
    });
  }

  private async sendConfirmation(
    tx: Pick<Db, 'insert' | 'delete'>,
    user: UserRow,
    redirectTo: string | undefined,
  ): Promise<void> {
    if (user.email) {
      const token = randomToken();
      await issueOneTimeToken(tx, user.id, 'signup', hashToken(token));
      const link = this.verifyLink(token, 'signup', safeRedirect(this.deps.publicUrl, redirectTo));
      await this.deps.mailer.send(confirmationMail(user.email, link));
      return;
    }
    if (user.phone) {
      const code = randomCode();
      await issueOneTimeToken(tx, user.id, 'sms', hashCode(this.deps.secret, user.id, code));
      await this.deps.sms.send({
        to: user.phone,
        body: `Your SiteScout code is ${code}. It expires in 10 minutes.`,
      });
    }
  }

  private verifyLink(token: string, type: 'signup' | 'recovery', redirectTo: string): string {
    const url = new URL(`${this.deps.publicUrl}/auth/v1/verify`);
    url.searchParams.set('token', token);
    url.searchParams.set('type', type);
    url.searchParams.set('redirect_to', redirectTo);
    return url.toString();
  }
}

function resendTooSoon(): AuthError {
  return new AuthError(
    429,
    'over_email_send_rate_limit',
    'For security purposes, you can only request this after 60 seconds.',
  );
}

/** GoTrue merges top-level metadata keys; a null value removes the key. */
function mergeMetadata(current: Record<string, unknown>, changes: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

function metadataWords(data: Record<string, unknown>): string[] {
  return Object.values(data).filter((v): v is string => typeof v === 'string');
}

/** What GoTrue answers for an existing confirmed address: a user that looks new, with no identities. */
function obfuscatedUser(existing: UserRow): GoTrueUser {
  const now = new Date();
  return {
    ...toGoTrueUser({
      ...existing,
      id: randomUUID(),
      userMetadata: {},
      createdAt: now,
      updatedAt: now,
      lastSignInAt: null,
    }),
    email_confirmed_at: undefined,
    phone_confirmed_at: undefined,
    confirmed_at: undefined,
    confirmation_sent_at: now.toISOString(),
    identities: [],
  };
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}
