import type { CounterStore } from '../../infra/counters/index.js';
import { AppError } from '../../lib/app-error.js';
import { messageForField } from '../../lib/field-words.js';

/** Re-weights of one analysis per hour: each is a stored version, so a scripted slider cannot grow the database. */
export const REWEIGHTS_PER_ANALYSIS_PER_HOUR = 30;
/** Re-weights of one account per hour, over all its analyses. */
export const REWEIGHTS_PER_ACCOUNT_PER_HOUR = 120;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Counts a re-weight against its analysis and its account in the shared counters (memory, PostgreSQL or Redis);
 * 429 once either has used its hour's allowance (`onRefused` gets the seconds to wait, for Retry-After).
 */
export async function countReweight(
  counters: CounterStore,
  userId: string,
  analysisId: string,
  onRefused: (retryAfterSeconds: number) => void,
): Promise<void> {
  const limits = [
    { key: `reweight:analysis:${analysisId}`, limit: REWEIGHTS_PER_ANALYSIS_PER_HOUR, what: 'this analysis' },
    { key: `reweight:account:${userId}`, limit: REWEIGHTS_PER_ACCOUNT_PER_HOUR, what: 'your analyses' },
  ];
  for (const { key, limit, what } of limits) {
    const { count, resetInMs } = await counters.increment(key, HOUR_MS);
    if (count > limit) {
      const minutes = Math.max(1, Math.ceil(resetInMs / 60_000));
      onRefused(Math.ceil(resetInMs / 1000));
      throw new AppError(
        429,
        'reweight_limit_reached',
        `You have changed the priorities of ${what} ${limit} times this hour; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      );
    }
  }
}

/**
 * The request's priorities must be JSON numbers as sent: the validator would otherwise turn `null`, `true`,
 * `"50"` or `[50]` into numbers. 400 naming the slider.
 */
export function checkSliderTypes(body: unknown): void {
  const priorities = (body as { priorities?: unknown } | null)?.priorities;
  if (priorities === null || typeof priorities !== 'object' || Array.isArray(priorities)) return;
  for (const [name, value] of Object.entries(priorities)) {
    if (typeof value !== 'number')
      throw new AppError(
        400,
        'invalid_input',
        messageForField(`priorities.${name}`, 'must be a number from 0 to 100'),
        `priorities.${name}`,
      );
  }
}
