import { UpstreamError } from './http.js';
import { isOfflineError } from './reachability.js';

/** How hard to try: a bounded number of attempts and a cap on any single wait. */
export interface RetryPolicy {
  /** Attempts in all (the first one included). */
  attempts: number;
  /** First back-off when the service gave no Retry-After; doubled per attempt. */
  baseDelayMs: number;
  /** No single wait is longer than this, whatever Retry-After asks (then the attempt counts as failed). */
  maxDelayMs: number;
  sleep?: (ms: number) => Promise<void>;
  /** Told before each wait (progress lines: "429, retrying in 30 s"). */
  onRetry?: (info: { attempt: number; waitMs: number; error: Error }) => void;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 6, baseDelayMs: 2_000, maxDelayMs: 120_000 };

/** Worth another try: rate limited, a server-side fault, a timeout or a dropped connection. */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof UpstreamError)) return (error as { transient?: boolean }).transient === true;
  return error.status === 0 || error.status === 429 || error.status === 408 || error.status >= 500;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `task` until it succeeds, a non-transient error occurs, or the attempts run out. Waits what the
 * service's `Retry-After` asks (429, 503), else an exponential back-off; the last error is rethrown. A missing
 * network (DNS or connection failure) is not retried: waiting seconds does not bring it back, and the caller's
 * own reachability memory decides when to try again.
 */
export async function withRetry<T>(task: () => Promise<T>, policy: RetryPolicy = DEFAULT_RETRY): Promise<T> {
  const sleep = policy.sleep ?? defaultSleep;
  for (let attempt = 1; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= policy.attempts || !isTransient(error) || isOfflineError(error)) throw error;
      const asked = error instanceof UpstreamError ? error.retryAfterMs : null;
      const waitMs = Math.min(asked ?? policy.baseDelayMs * 2 ** (attempt - 1), policy.maxDelayMs);
      policy.onRetry?.({ attempt, waitMs, error: error as Error });
      await sleep(waitMs);
    }
  }
}
