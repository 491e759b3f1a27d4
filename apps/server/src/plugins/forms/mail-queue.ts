import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { formMails } from '../../db/schema/index.js';
import type { Mailer } from '../../infra/mail/index.js';

export interface MailQueueOptions {
  database: Database;
  mailer: Mailer;
  /** Base delay between attempts; doubles after each failure up to 32 times this. */
  retrySeconds: number;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

/** How long a claimed mail is reserved for the process sending it, so two workers never send it twice. */
const CLAIM_SECONDS = 120;
const BATCH = 20;

/** Seconds to wait before the next try after `attempts` failed ones: retrySeconds × 2^(attempts−1), capped. */
export function retryDelaySeconds(attempts: number, retrySeconds: number): number {
  return retrySeconds * 2 ** Math.min(Math.max(attempts - 1, 0), 5);
}

/**
 * Sends the form mails that are due. Each row is claimed first (its next attempt pushed out), so
 * concurrent servers on one PostgreSQL skip each other's work; a failure records the error and the
 * next attempt time, and the row stays until it is sent. Returns how many were sent.
 */
export async function deliverDueMails(options: MailQueueOptions, onlyIds?: string[]): Promise<number> {
  const { database, mailer, retrySeconds, log } = options;
  const { db } = database;
  const due = db
    .select({ id: formMails.id })
    .from(formMails)
    .where(
      and(
        isNull(formMails.sentAt),
        lte(formMails.nextAttemptAt, sql`now()`),
        onlyIds ? inArray(formMails.id, onlyIds) : undefined,
      ),
    )
    .orderBy(asc(formMails.createdAt))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(formMails)
    .set({ nextAttemptAt: sql`now() + make_interval(secs => ${CLAIM_SECONDS})` })
    .where(inArray(formMails.id, due))
    .returning();
  let sent = 0;
  for (const mail of claimed) {
    try {
      await mailer.send({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      });
      await db
        .update(formMails)
        .set({ sentAt: sql`now()`, attempts: mail.attempts + 1, lastError: null })
        .where(eq(formMails.id, mail.id));
      sent += 1;
    } catch (error) {
      const attempts = mail.attempts + 1;
      const delay = retryDelaySeconds(attempts, retrySeconds);
      const reason = error instanceof Error ? error.message : String(error);
      await db
        .update(formMails)
        .set({ attempts, lastError: reason.slice(0, 500), nextAttemptAt: sql`now() + make_interval(secs => ${delay})` })
        .where(eq(formMails.id, mail.id));
      log.warn({ mailId: mail.id, attempts, retryInSeconds: delay, reason }, 'form mail not sent; will retry');
    }
  }
  if (sent > 0) log.info({ sent }, 'form mails sent');
  return sent;
}

/** Runs {@link deliverDueMails} every `retrySeconds` until stopped; one run at a time. */
export function startMailWorker(options: MailQueueOptions): { stop(): Promise<void>; kick(ids?: string[]): void } {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const run = (ids?: string[]) => {
    if (stopped) return;
    running = running
      .then(() => deliverDueMails(options, ids))
      .catch((error: unknown) => options.log.warn({ err: error }, 'form mail worker failed; will retry'));
  };
  const timer = setInterval(() => run(), options.retrySeconds * 1000);
  timer.unref();
  return {
    kick: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
