/**
 * Polite client-side rate limiting: calls run one at a time, at least `minIntervalMs` apart
 * (Nominatim's public policy is one request a second; the Census services ask for restraint too).
 */
export class MinIntervalLimiter {
  private last = Number.NEGATIVE_INFINITY;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly minIntervalMs: number,
    private readonly now: () => number = Date.now,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  ) {}

  schedule<T>(task: () => Promise<T>): Promise<T> {
    const run = async () => {
      const wait = this.last + this.minIntervalMs - this.now();
      if (wait > 0) await this.sleep(wait);
      this.last = this.now();
      return task();
    };
    const result = this.queue.then(run, run);
    this.queue = result.catch(() => undefined);
    return result;
  }
}
