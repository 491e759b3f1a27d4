import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { authOneTimeTokens, authSessions, authUsers } from '../../db/schema/index.js';
import type { Mailer } from '../../infra/mail/index.js';
import type { SmsSender } from '../../infra/sms/index.js';
import type { AccountEvents } from '../../lib/account-events.js';
import { AuthError, authErrors } from './auth-error.js';
import { claimMail, confirmationMail, passwordChangedMail, recoveryMail } from './auth-mails.js';
import { normalizeEmail, normalizePhone, present } from './identifiers.js';
import { consumeCode, consumeLinkToken, issueOneTimeToken, peekLinkToken } from './one-time-tokens.js';
import { hashPassword } from './password-hash.js';
import { checkPasswordStrength } from './password-strength.js';
import { safeRedirect } from './redirect.js';
import type { GoTrueUser } from './routes/schemas.js';
import { hashCode, hashToken, randomCode, randomToken } from './secret-token.js';
import { toGoTrueUser, type UserRow } from './user-json.js';
import { assertMetadataSize, mergeMetadata, metadataWords } from './user-metadata.js';

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
   * Undefined when the account signed out everywhere (or changed its password) after `linkSentAt`: such a link
   * no longer signs anyone in. The caller lets each link sign in once.
   */
  signInFromEmailLink(userId: string, userAgent: string | undefined, linkSentAt: Date): Promise<string | undefined>;
  /**
   * For a link e-mailed to the account's address that is followed: the address is proved (confirmed, and a
   * password set before by someone who never proved it is cleared), without signing anyone in. Other domains
   * hear of the confirmed account (billing grants the person's free first analysis).
   */
  proveEmailOwner(userId: string, linkSentAt: Date): Promise<void>;
  /** The account's confirmed e-mail address (where receipts go), or null (phone-only, unconfirmed, unknown). */
  confirmedEmailOf(userId: string): Promise<string | null>;
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
   * The account for an e-mail address, created unconfirmed and with no password when there is none (a
   * received analysis creates the account, so the report waits for its owner). Nothing is sent; the owner takes the account over by signing up
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
   * Registers an account with e-mail or phone and sends the confirmation (link or SMS code). Whether or not the
   * address already has an account, the answer looks the same (a new, unconfirmed user) and costs the same work,
   * so sign-up cannot be used to find out who has an account:
   * - a confirmed address: nothing is sent;
   * - an unconfirmed one (an earlier sign-up, or an account created for a received analysis): the stored
   *   password is kept, never replaced by this request; the owner of the mailbox gets a link where they choose
   *   the password (an SMS code for a phone), so nobody who pre-registered an address keeps a way in.
   */
  async signUp(input: SignUpInput): Promise<GoTrueUser> {
    const rawEmail = present(input.email);
    const rawPhone = present(input.phone);
    if ((!rawEmail && !rawPhone) || !present(input.password)) throw authErrors.missingCredentials();
    const password = input.password as string;
    const email = rawEmail ? normalizeEmail(rawEmail) : undefined;
    const phone = email ? undefined : normalizePhone(rawPhone as string);
    const metadata = input.data ?? {};
    assertMetadataSize(metadata);
    await checkPasswordStrength(password, [email ?? '', phone ?? '', ...metadataWords(metadata)].filter(Boolean));

    const passwordHash = await hashPassword(password);
    const existing = email ? await this.findByEmail(email) : await this.findByPhone(phone as string);
    if (existing) {
      const confirmed = email ? existing.emailConfirmedAt : existing.phoneConfirmedAt;
      if (!confirmed && !email) await this.forgetContestedPassword(existing);
      if (!confirmed) await this.resendToUnconfirmed(existing, input.redirectTo);
      return lookalikeUser(email, phone, metadata);
    }

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
      // Someone signed up with the same address a moment earlier: answer as for any existing address.
      if (isUniqueViolation(error)) return lookalikeUser(email, phone, metadata);
      throw error;
    }
    this.deps.log.info({ userId: user.id, via: email ? 'email' : 'phone' }, 'account created');
    await this.publishCreated(user);
    return toGoTrueUser(user);
  }

  /**
   * A second sign-up for a phone number nobody has confirmed yet: two people claim the number, and the stored
   * password may be either's. A code is typed wherever the SMS arrives, and a standard client (auth-js's
   * `verifyOtp({ phone, token, type: 'sms' })`) sends it without a password, so the code alone must not confirm
   * a password chosen by whoever signed up first. The stored password is dropped: the code's holder then gets a
   * session with no password and chooses one (`PUT /user` needs no current password when there is none), or
   * sends the password with the code, as SiteScout's own page does. Nobody can sign in before confirmation, so
   * dropping it takes nothing from anyone.
   */
  private async forgetContestedPassword(user: UserRow): Promise<void> {
    if (!user.passwordHash) return;
    await this.deps.db
      .update(authUsers)
      .set({ passwordHash: null, updatedAt: new Date() })
      .where(and(eq(authUsers.id, user.id), isNull(authUsers.phoneConfirmedAt)));
    this.deps.log.info({ userId: user.id }, 'second sign-up for an unconfirmed phone: stored password dropped');
  }

  /**
   * A sign-up for an address whose account is not confirmed yet. The stored password stays as it is (this
   * request may come from anyone); the earlier confirmation link stops working and the mailbox gets a link where
   * its owner chooses the password, which confirms the address. A phone gets a fresh code instead. At most one
   * message a minute; a request within the minute is answered the same way and sends nothing.
   */
  private async resendToUnconfirmed(user: UserRow, redirectTo: string | undefined): Promise<void> {
    if (user.confirmationSentAt && Date.now() - user.confirmationSentAt.getTime() < RESEND_INTERVAL_MS) return;
    await this.deps.db.transaction(async (tx) => {
      await tx.update(authUsers).set({ confirmationSentAt: new Date() }).where(eq(authUsers.id, user.id));
      if (!user.email) {
        await this.sendConfirmation(tx, user, redirectTo);
        return;
      }
      await tx
        .delete(authOneTimeTokens)
        .where(and(eq(authOneTimeTokens.userId, user.id), eq(authOneTimeTokens.purpose, 'signup')));
      const token = randomToken();
      await issueOneTimeToken(tx, user.id, 'recovery', hashToken(token));
      const link = this.verifyLink(token, 'recovery', safeRedirect(this.deps.publicUrl, undefined, '/reset-password'));
      await this.deps.mailer.send(claimMail(user.email, link));
    });
  }

  /**
   * Tells other domains about the account. Delivered at sign-up and again at confirmation (handlers are
   * idempotent), so a handler that failed once, e.g. billing's free-analysis grant, gets a second chance
   * instead of failing the sign-up of an account that is already stored.
   */
  private async publishCreated(user: UserRow): Promise<void> {
    try {
      await this.deps.events.accountCreated({
        userId: user.id,
        email: user.email,
        phone: user.phone,
        confirmed: Boolean(user.emailConfirmedAt ?? user.phoneConfirmedAt),
      });
    } catch (error) {
      this.deps.log.error({ err: error, userId: user.id }, 'account-created handler failed; retried at confirmation');
    }
  }

  /**
   * The owner of the address proved it by following a link we e-mailed (not a sign-up link). A password set
   * before the address was confirmed was set by someone who never proved it, so it is cleared. A link sent
   * before the account last signed out everywhere (or changed its password) no longer signs in: undefined.
   */
  async confirmEmailOwner(userId: string, linkSentAt: Date): Promise<UserRow | undefined> {
    const current = await this.findById(userId);
    if (!current) throw authErrors.otpExpired();
    if (current.signedOutAt && current.signedOutAt >= linkSentAt) return undefined;
    const [confirmed] = await this.deps.db
      .update(authUsers)
      .set({ emailConfirmedAt: new Date(), passwordHash: null, updatedAt: new Date() })
      .where(and(eq(authUsers.id, userId), isNull(authUsers.emailConfirmedAt)))
      .returning();
    const user = confirmed ?? (await this.findById(userId));
    if (!user) throw authErrors.otpExpired();
    if (confirmed) await this.publishCreated(confirmed);
    return user;
  }

  /** Whether an e-mailed recovery link is still good (not used, not expired); does not use it up. */
  async recoveryLinkIsValid(token: string): Promise<boolean> {
    return (await peekLinkToken(this.deps.db, 'recovery', hashToken(token))) !== undefined;
  }

  /** Whether an e-mailed sign-up confirmation link is still good (not used, not expired); does not use it up. */
  async confirmationLinkIsValid(token: string): Promise<boolean> {
    return (await peekLinkToken(this.deps.db, 'signup', hashToken(token))) !== undefined;
  }

  /**
   * Redeems a recovery link together with the new password chosen on the page it led to: the link never signs
   * anyone in by itself. See {@link redeemLinkWithPassword}.
   */
  async redeemRecoveryLink(token: string, password: string | undefined): Promise<UserRow> {
    return this.redeemLinkWithPassword('recovery', token, password);
  }

  /**
   * Confirms a sign-up with its e-mailed link together with the password typed on the page it led to. Following
   * the link alone confirms nothing: whoever signed up first with someone else's address chose a password the
   * owner never saw, and it must not survive the owner's confirmation. See {@link redeemLinkWithPassword}.
   */
  async confirmSignUp(token: string, password: string | undefined): Promise<UserRow> {
    return this.redeemLinkWithPassword('signup', token, password);
  }

  /**
   * Uses up an e-mailed link (sign-up confirmation or recovery) with the password chosen on the page it led to.
   * The password replaces any earlier one (also one set before the address was confirmed, by whoever
   * pre-registered it), the address counts as confirmed (the link proves the mailbox), and every session, refresh
   * token and other e-mailed link of the account stops working. Without a password the link stays unused. The
   * caller starts a session.
   */
  private async redeemLinkWithPassword(
    purpose: 'signup' | 'recovery',
    token: string,
    password: string | undefined,
  ): Promise<UserRow> {
    const tokenHash = hashToken(token);
    const pending = await peekLinkToken(this.deps.db, purpose, tokenHash);
    if (!pending) throw authErrors.otpExpired();
    const owner = await this.findById(pending);
    if (!owner) throw authErrors.otpExpired();
    if (!present(password)) {
      throw authErrors.validation(
        purpose === 'signup'
          ? 'password: enter the password you chose (or a new one) to finish'
          : 'password: choose a new password to finish',
      );
    }
    await checkPasswordStrength(password as string, [owner.email ?? '', owner.phone ?? ''].filter(Boolean));
    const passwordHash = await hashPassword(password as string);
    const userId = await consumeLinkToken(this.deps.db, purpose, tokenHash);
    const now = new Date();
    const user = await this.deps.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(authUsers)
        .set({
          passwordHash,
          emailConfirmedAt: owner.emailConfirmedAt ?? now,
          signedOutAt: now,
          updatedAt: now,
        })
        .where(eq(authUsers.id, userId))
        .returning();
      await tx.delete(authSessions).where(eq(authSessions.userId, userId));
      await tx.delete(authOneTimeTokens).where(eq(authOneTimeTokens.userId, userId));
      return updated;
    });
    if (!user) throw authErrors.otpExpired();
    this.deps.log.info(
      { userId },
      purpose === 'signup'
        ? 'address confirmed with the password typed on the link page; every session ended'
        : 'password set through a recovery link; every session ended',
    );
    if (!owner.emailConfirmedAt) await this.publishCreated(user);
    return user;
  }

  /**
   * Checks the SMS code sent at phone sign-up; confirms the phone and returns the account. When the page that
   * asked for the code sends the password chosen in the same flow, that password is the account's from now on
   * (so a password someone else set by signing up with this number first does not survive). A code without a
   * password keeps the stored one only when a single sign-up was made for the number: a second sign-up already
   * dropped it (see {@link forgetContestedPassword}).
   */
  async verifySmsCode(rawPhone: string, code: string, password?: string): Promise<UserRow> {
    const phone = normalizePhone(rawPhone);
    const user = await this.findByPhone(phone);
    if (!user) throw authErrors.otpExpired();
    const chosen = present(password);
    if (chosen) await checkPasswordStrength(chosen, [phone]);
    const passwordHash = chosen ? await hashPassword(chosen) : undefined;
    await consumeCode(this.deps.db, user.id, 'sms', hashCode(this.deps.secret, user.id, code.trim()));
    const [updated] = await this.deps.db
      .update(authUsers)
      .set({
        phoneConfirmedAt: user.phoneConfirmedAt ?? new Date(),
        updatedAt: new Date(),
        ...(passwordHash ? { passwordHash } : {}),
      })
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
    // Within the minute nothing more is sent, but the answer is the same: a 429 would tell the account exists.
    if (user.recoverySentAt && Date.now() - user.recoverySentAt.getTime() < RESEND_INTERVAL_MS) return;
    const token = randomToken();
    const link = this.verifyLink(token, 'recovery', safeRedirect(this.deps.publicUrl, redirectTo, '/reset-password'));
    await this.deps.db.transaction(async (tx) => {
      await issueOneTimeToken(tx, user.id, 'recovery', hashToken(token));
      await tx.update(authUsers).set({ recoverySentAt: new Date() }).where(eq(authUsers.id, user.id));
      await this.deps.mailer.send(recoveryMail(email, link));
    });
  }

  /**
   * Applies a `PUT /user`: new password and/or merged user metadata. A new password (the caller has checked the
   * current one, see password-change.ts) ends every other session of the account, with its refresh tokens and
   * e-mailed links, and the owner is told by e-mail.
   */
  async update(
    user: UserRow,
    changes: {
      password?: string | undefined;
      data?: Record<string, unknown> | undefined;
      email?: string;
      phone?: string;
    },
    keepSessionId: string,
  ): Promise<UserRow> {
    const wantsEmail = present(changes.email) && normalizeEmail(changes.email as string) !== user.email;
    const wantsPhone = present(changes.phone) && normalizePhone(changes.phone as string) !== user.phone;
    if (wantsEmail || wantsPhone) {
      throw new AuthError(
        422,
        'validation_failed',
        wantsEmail
          ? 'email: change the address from your account page (POST /api/account/email-change): it asks for your password and confirms at both addresses'
          : 'The phone number of an account cannot be changed here. Please contact support.',
      );
    }
    const now = new Date();
    const set: Partial<typeof authUsers.$inferInsert> = { updatedAt: now };
    if (changes.data) {
      set.userMetadata = mergeMetadata(user.userMetadata, changes.data);
      assertMetadataSize(set.userMetadata);
    }
    const newPassword = changes.password !== undefined;
    if (newPassword) {
      await checkPasswordStrength(changes.password as string, [user.email ?? '', user.phone ?? ''].filter(Boolean));
      set.passwordHash = await hashPassword(changes.password as string);
      set.signedOutAt = now;
    }
    const updated = await this.deps.db.transaction(async (tx) => {
      const [row] = await tx.update(authUsers).set(set).where(eq(authUsers.id, user.id)).returning();
      if (newPassword) {
        await tx.delete(authSessions).where(and(eq(authSessions.userId, user.id), ne(authSessions.id, keepSessionId)));
        await tx.delete(authOneTimeTokens).where(eq(authOneTimeTokens.userId, user.id));
      }
      return row;
    });
    if (newPassword && user.email) {
      try {
        await this.deps.mailer.send(passwordChangedMail(user.email, this.deps.publicUrl));
      } catch (error) {
        this.deps.log.error({ err: error, userId: user.id }, 'password-changed notice not sent');
      }
    }
    return updated ?? user;
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

/**
 * The answer to a sign-up for an address that already has an account: what a brand-new unconfirmed account
 * looks like (a fresh id, the metadata just sent, one identity), so the two cannot be told apart.
 */
function lookalikeUser(
  email: string | undefined,
  phone: string | undefined,
  metadata: Record<string, unknown>,
): GoTrueUser {
  const now = new Date();
  return toGoTrueUser({
    id: randomUUID(),
    email: email ?? null,
    phone: phone ?? null,
    passwordHash: null,
    role: 'authenticated',
    userMetadata: metadata,
    emailConfirmedAt: null,
    phoneConfirmedAt: null,
    confirmationSentAt: now,
    recoverySentAt: null,
    lastSignInAt: null,
    signedOutAt: null,
    createdAt: now,
    updatedAt: now,
  });
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}
