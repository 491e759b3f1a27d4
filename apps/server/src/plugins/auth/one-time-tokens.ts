import { timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { authOneTimeTokens } from '../../db/schema/index.js';
import { authErrors } from './auth-error.js';

export type OneTimePurpose = 'signup' | 'recovery' | 'sms';

/** How long each kind of one-time secret lives. */
export const ONE_TIME_TTL_SECONDS: Record<OneTimePurpose, number> = {
  signup: 24 * 3600,
  recovery: 3600,
  sms: 10 * 60,
};

/** Wrong guesses allowed on one SMS code before it is burnt and a new one must be requested. */
export const MAX_CODE_ATTEMPTS = 5;

type Tx = Pick<Db, 'insert' | 'delete'>;

/** Stores a new secret (its hash) for a user and purpose; any older unused one of that purpose stops working. */
export async function issueOneTimeToken(tx: Tx, userId: string, purpose: OneTimePurpose, tokenHash: string) {
  await tx
    .delete(authOneTimeTokens)
    .where(and(eq(authOneTimeTokens.userId, userId), eq(authOneTimeTokens.purpose, purpose)));
  await tx.insert(authOneTimeTokens).values({
    userId,
    purpose,
    tokenHash,
    expiresAt: new Date(Date.now() + ONE_TIME_TTL_SECONDS[purpose] * 1000),
  });
}

/** Uses up an e-mailed link token (high entropy, looked up by hash); returns its user or throws `otp_expired`. */
export async function consumeLinkToken(db: Db, purpose: OneTimePurpose, tokenHash: string): Promise<string> {
  const [row] = await db
    .update(authOneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authOneTimeTokens.tokenHash, tokenHash),
        eq(authOneTimeTokens.purpose, purpose),
        isNull(authOneTimeTokens.usedAt),
        gt(authOneTimeTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: authOneTimeTokens.userId });
  if (!row) throw authErrors.otpExpired();
  return row.userId;
}

/** The user an unused, unexpired link token is for, without using it up; undefined otherwise. */
export async function peekLinkToken(db: Db, purpose: OneTimePurpose, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: authOneTimeTokens.userId })
    .from(authOneTimeTokens)
    .where(
      and(
        eq(authOneTimeTokens.tokenHash, tokenHash),
        eq(authOneTimeTokens.purpose, purpose),
        isNull(authOneTimeTokens.usedAt),
        gt(authOneTimeTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row?.userId;
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Checks a short code typed by the user against the latest one issued. Wrong guesses are counted; after
 * {@link MAX_CODE_ATTEMPTS} the code is burnt even if the next guess would be right.
 */
export async function consumeCode(db: Db, userId: string, purpose: OneTimePurpose, codeHash: string): Promise<void> {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(authOneTimeTokens)
      .where(
        and(
          eq(authOneTimeTokens.userId, userId),
          eq(authOneTimeTokens.purpose, purpose),
          isNull(authOneTimeTokens.usedAt),
        ),
      )
      .orderBy(desc(authOneTimeTokens.createdAt))
      .limit(1)
      .for('update');
    if (!row || row.expiresAt <= new Date() || row.failedAttempts >= MAX_CODE_ATTEMPTS) return 'invalid';
    if (!sameHash(row.tokenHash, codeHash)) {
      await tx
        .update(authOneTimeTokens)
        .set({ failedAttempts: sql`${authOneTimeTokens.failedAttempts} + 1` })
        .where(eq(authOneTimeTokens.id, row.id));
      return 'invalid';
    }
    await tx.update(authOneTimeTokens).set({ usedAt: new Date() }).where(eq(authOneTimeTokens.id, row.id));
    return 'ok';
  });
  if (outcome !== 'ok') throw authErrors.otpExpired();
}
