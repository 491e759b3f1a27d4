import type { QueueDefinition } from '../../infra/jobs/job-queue.js';

/** Erases a deleted account's personal data once its grace period ends (job id = the deletion request's id). */
export const ERASURE_QUEUE = 'account-erasure';

export interface ErasureJobData {
  deletionId: string;
}

export const ACCOUNT_QUEUES: QueueDefinition[] = [{ name: ERASURE_QUEUE }];
