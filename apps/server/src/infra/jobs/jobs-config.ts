import { ConfigError } from '../../config/config-error.js';
import { type Env, oneOf, optionalString, positiveInt } from '../../config/env-parsers.js';

/** Background jobs (pg-boss): where they run and how failures are retried. */
export interface JobsConfig {
  /**
   * `inline` (default): the web server also works the queue — the only choice on embedded PGlite, which one
   * process owns. `separate`: the web server only enqueues; `npm run worker` processes (one or many) do the work.
   */
  worker: 'inline' | 'separate';
  /** Jobs one process works on at the same time. */
  concurrency: number;
  /** Retries after the first attempt fails (or its worker disappears) before the job fails for good. */
  retryLimit: number;
  /** Seconds before the first retry; doubled (with jitter) for each further one. */
  retryDelaySeconds: number;
  /** Seconds an attempt may stay active; after that (e.g. its worker was killed) it is retried. */
  timeoutSeconds: number;
  /** How often the queue looks for new jobs, in seconds. */
  pollSeconds: number;
}

export function loadJobsConfig(env: Env): JobsConfig {
  const worker = oneOf(env, 'JOB_WORKER', ['inline', 'separate'], 'inline');
  if (worker === 'separate' && !optionalString(env, 'DATABASE_URL')) {
    // Nothing else can open the embedded database, so queued analyses would wait forever.
    throw new ConfigError('JOB_WORKER', 'separate workers need PostgreSQL (DATABASE_URL); use inline with PGlite');
  }
  return {
    worker,
    concurrency: positiveInt(env, 'JOB_CONCURRENCY', 2),
    retryLimit: positiveInt(env, 'JOB_RETRY_LIMIT', 3),
    retryDelaySeconds: positiveInt(env, 'JOB_RETRY_DELAY_SECONDS', 5),
    timeoutSeconds: positiveInt(env, 'JOB_TIMEOUT_SECONDS', 300),
    pollSeconds: positiveInt(env, 'JOB_POLL_SECONDS', 1),
  };
}
