import type { QueueDefinition } from '../../infra/jobs/job-queue.js';

/** Runs one paid analysis (job id = analysis id). */
export const ANALYSIS_QUEUE = 'analysis';
/** Receives an analysis job that failed for good (all retries used): it is marked failed and refunded. */
export const ANALYSIS_FAILED_QUEUE = 'analysis-failed';

/** Dead-letter queue first: pg-boss only accepts a dead letter that already exists. */
export const ANALYSIS_QUEUES: QueueDefinition[] = [
  { name: ANALYSIS_FAILED_QUEUE },
  // One running analysis per account, accounts taking turns: a backlog of big jobs never starves someone else's.
  { name: ANALYSIS_QUEUE, deadLetter: ANALYSIS_FAILED_QUEUE, oneRunningPerKey: true },
];
