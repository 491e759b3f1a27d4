import type { QueueDefinition } from '../../infra/jobs/job-queue.js';

/** Scores one batch (job id = batch id); an attempt continues with the rows still pending. */
export const BATCH_QUEUE = 'batch';
/** Receives a batch job that failed for good: the batch is marked failed. */
export const BATCH_FAILED_QUEUE = 'batch-failed';

export const BATCH_QUEUES: QueueDefinition[] = [
  { name: BATCH_FAILED_QUEUE },
  // One running batch per account, accounts taking turns (as analyses).
  { name: BATCH_QUEUE, deadLetter: BATCH_FAILED_QUEUE, oneRunningPerKey: true },
];
