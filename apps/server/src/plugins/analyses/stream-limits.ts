import type { SqlRunner } from '../../db/database.js';
import type { CounterStore } from '../../infra/counters/index.js';
import { AppError } from '../../lib/app-error.js';

/** Progress streams one account may hold open at once on one API process (a few tabs; each polls the database). */
export const STREAMS_PER_ACCOUNT = 6;
/** Progress streams one account may open per minute, over every process (shared counters). */
export const STREAM_OPENS_PER_MINUTE = 60;

function tooManyStreams(message: string): AppError {
  return new AppError(429, 'too_many_streams', message);
}

/**
 * Admits progress streams: at most {@link STREAMS_PER_ACCOUNT} open per account in this process, and at most
 * {@link STREAM_OPENS_PER_MINUTE} opened per account and minute across processes. `open` returns the function
 * that gives the place back when the stream ends.
 */
export function createStreamLimits(counters: CounterStore) {
  const open = new Map<string, number>();
  return {
    async admit(userId: string): Promise<() => void> {
      if ((open.get(userId) ?? 0) >= STREAMS_PER_ACCOUNT)
        throw tooManyStreams(
          `${STREAMS_PER_ACCOUNT} progress streams are already open for your account; close a tab or wait for one to finish.`,
        );
      const { count } = await counters.increment(`progress-streams:${userId}`, 60_000);
      if (count > STREAM_OPENS_PER_MINUTE)
        throw tooManyStreams('Progress was asked for too often; please wait a minute and reload the page.');
      open.set(userId, (open.get(userId) ?? 0) + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (open.get(userId) ?? 1) - 1;
        if (left > 0) open.set(userId, left);
        else open.delete(userId);
      };
    },
  };
}

const UNDEFINED_TABLE = '42P01';

/**
 * Whether a job for analysis `id` is still queued, running or waiting to retry (the job id is the analysis id):
 * a finished analysis whose report or e-mail says "pending" with no such job will not change any more, so its
 * progress stream ends. Reads pg-boss's job table directly (one indexed row).
 */
export async function jobPending(sql: SqlRunner, id: string): Promise<boolean> {
  try {
    const { rows } = await sql.query("select 1 from pgboss.job where id = $1 and state < 'completed' limit 1", [id]);
    return rows.length > 0;
  } catch (error) {
    if ((error as { code?: string }).code === UNDEFINED_TABLE) return false;
    throw error;
  }
}
