import type { CounterStore } from '../../infra/counters/counter-store.js';
import { AppError } from '../../lib/app-error.js';

/** A result this large (its JSON text) counts against the account's allowance of large reads. */
export const LARGE_RESULT_BYTES = 512 * 1024;
/** Reads of large results one account may make a minute (a dashboard reads one once; a reload or two is plenty). */
export const LARGE_RESULT_READS_PER_MINUTE = 12;
const MINUTE_MS = 60_000;

/**
 * Counts one read of a large result for `userId`; past the allowance, 429 with the wait named (and `onRefused`
 * told the seconds, for Retry-After). Small results are never counted.
 */
export async function countLargeRead(
  counters: CounterStore,
  userId: string,
  bytes: number,
  onRefused: (retryAfterSeconds: number) => void,
): Promise<void> {
  if (bytes < LARGE_RESULT_BYTES) return;
  const { count, resetInMs } = await counters.increment(`large-result-read:${userId}`, MINUTE_MS);
  if (count <= LARGE_RESULT_READS_PER_MINUTE) return;
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  onRefused(seconds);
  throw new AppError(
    429,
    'large_result_read_limit',
    `Large analyses can be read ${LARGE_RESULT_READS_PER_MINUTE} times a minute per account; try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  );
}
