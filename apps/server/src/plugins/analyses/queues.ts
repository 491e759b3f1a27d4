import type { QueueDefinition } from '../../infra/jobs/job-queue.js';

/** Runs the engine for one paid analysis and stores its result (job id = analysis id). */
export const ANALYSIS_QUEUE = 'analysis';
/** Receives an analysis job that failed for good (all retries used): it is marked failed and refunded. */
export const ANALYSIS_FAILED_QUEUE = 'analysis-failed';
/**
 * Draws the PDF and sends the e-mail of an analysis whose result is stored (job id = analysis id): a queue of its
 * own, so an account's next analysis never waits for the previous one's report.
 */
export const DELIVERY_QUEUE = 'analysis-delivery';
/** Receives a delivery job that failed for good: whatever is still pending is marked failed. */
export const DELIVERY_FAILED_QUEUE = 'analysis-delivery-failed';

/**
 * Fetches and builds one county's official data into a county overlay of the pack (data on demand). Keyed by the
 * county's FIPS code: one fetch per county runs at a time, whichever process works it.
 */
export const COUNTY_DATA_QUEUE = 'county-data';

/** Dead-letter queues first: pg-boss only accepts a dead letter that already exists. */
export const ANALYSIS_QUEUES: QueueDefinition[] = [
  { name: ANALYSIS_FAILED_QUEUE },
  { name: DELIVERY_FAILED_QUEUE },
  // One running job per account on each queue, accounts taking turns: a backlog of big jobs never starves someone
  // else's, and one account's reports never hold up its own (or anyone's) engine work.
  { name: ANALYSIS_QUEUE, deadLetter: ANALYSIS_FAILED_QUEUE, oneRunningPerKey: true },
  { name: DELIVERY_QUEUE, deadLetter: DELIVERY_FAILED_QUEUE, oneRunningPerKey: true },
  // A failed fetch is not retried by the queue: the next analysis in that county asks again (downloads resume).
  { name: COUNTY_DATA_QUEUE, oneRunningPerKey: true, retry: false },
];
