import { randomUUID } from 'node:crypto';
import { EngineInputError, getBusinessType, RADIUS_LIMITS } from '@sitescout/engine';
import type { Database } from '../../db/database.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import { AppError } from '../../lib/app-error.js';
import type { ProService } from '../billing/pro-memberships.js';
import { batchInputError, MAX_BATCH_ROWS } from './batch-input-error.js';
import type { BatchRecord, BatchStore } from './batch-store.js';
import { applyMapping, type BatchInputRow, type ColumnMapping, suggestMapping } from './column-mapping.js';
import { BATCH_QUEUE } from './queues.js';
import { readBatchCsv } from './read-batch-csv.js';

export interface BatchJobData {
  batchId: string;
}

/** A new batch as the API receives it: a CSV with its column mapping, or pasted addresses (one per line). */
export interface CreateBatchInput {
  businessType: string;
  radiusMiles?: number;
  csv?: string;
  fileName?: string;
  columns?: ColumnMapping;
  addresses?: string[];
}

/** Where Pro is asked for (an administrator starts it); named in the refusal so others know how to get batch scoring. */
export const PRO_PAGE = '/contact-us';

export function proRequired(): AppError {
  return new AppError(
    403,
    'pro_required',
    `Batch scoring is part of Pro Monthly ($150 a month). Ask for Pro on the Contact Us page (${PRO_PAGE}), then upload your list again.`,
  );
}

/** Rows one account may have waiting in unfinished batches (two full batches): more waits for those to finish. */
export const MAX_QUEUED_ROWS = 2 * MAX_BATCH_ROWS;

function tooManyQueued(queued: number, adding: number): AppError {
  const n = (v: number) => v.toLocaleString('en-US');
  return new AppError(
    429,
    'batches_queued',
    `You have ${n(queued)} rows still waiting in earlier batches; with these ${n(adding)} that is more than ${n(MAX_QUEUED_ROWS)}. Start this batch when one of them is done.`,
  );
}

export const batchNotFound = () => new AppError(404, 'batch_not_found', 'No such batch on this account.');

/** The rows of a request, checked: a CSV through its mapping (suggested when not given), or pasted addresses. */
export async function inputRows(
  input: Pick<CreateBatchInput, 'csv' | 'columns' | 'addresses'>,
  userId: string,
): Promise<BatchInputRow[]> {
  if (input.csv !== undefined && input.addresses !== undefined)
    throw batchInputError('two_inputs', 'Send either a CSV file or pasted addresses, not both.', 'addresses');
  if (input.addresses !== undefined) {
    const lines = input.addresses.map((a) => a.trim()).filter((a) => a !== '');
    if (lines.length === 0)
      throw batchInputError('no_rows', 'No addresses were pasted: put one address per line.', 'addresses');
    if (lines.length > MAX_BATCH_ROWS)
      throw batchInputError(
        'too_many_rows',
        `${lines.length.toLocaleString('en-US')} addresses were pasted; a batch takes at most ${MAX_BATCH_ROWS.toLocaleString('en-US')}. Split them into several batches.`,
        'addresses',
      );
    return lines.map((address, i) => ({
      rowNumber: i + 1,
      name: null,
      address: address.slice(0, 300),
      lat: null,
      lon: null,
    }));
  }
  if (input.csv === undefined)
    throw batchInputError('no_input', 'Upload a CSV file or paste the addresses, one per line.', 'csv');
  const csv = await readBatchCsv(input.csv, userId);
  return applyMapping(csv, input.columns ?? suggestMapping(csv.headers));
}

/** Starting batches: Pro only, input checked before anything is stored, batch + rows + job in one transaction. */
export function createBatchService(deps: { database: Database; store: BatchStore; queue: JobQueue; pro: ProService }) {
  return {
    async create(userId: string, input: CreateBatchInput): Promise<BatchRecord> {
      if (!(await deps.pro.isPro(userId))) throw proRequired();
      let type: ReturnType<typeof getBusinessType>;
      try {
        type = getBusinessType(input.businessType, 'businessType');
      } catch (error) {
        if (error instanceof EngineInputError) throw batchInputError('invalid_input', error.message, 'businessType');
        throw error;
      }
      const radiusMiles = input.radiusMiles ?? type.defaultRadiusMiles;
      if (radiusMiles < RADIUS_LIMITS.min || radiusMiles > RADIUS_LIMITS.max)
        throw batchInputError(
          'invalid_input',
          `radiusMiles must be between ${RADIUS_LIMITS.min} and ${RADIUS_LIMITS.max}`,
          'radiusMiles',
        );
      const rows = await inputRows(input, userId);
      await deps.queue.start();
      const id = randomUUID();
      const batch = await deps.database.db.transaction(async (tx) => {
        const queued = await deps.store.queuedRows(tx, userId);
        if (queued + rows.length > MAX_QUEUED_ROWS) throw tooManyQueued(queued, rows.length);
        const inserted = await deps.store.insert(
          tx,
          { id, userId, businessType: type.id, radiusMiles, sourceName: input.fileName?.slice(0, 200) ?? null },
          rows,
        );
        await deps.queue.enqueue<BatchJobData>(BATCH_QUEUE, { batchId: id }, { id, tx, key: userId });
        return inserted;
      });
      deps.queue.nudge();
      return batch;
    },
  };
}

export type BatchService = ReturnType<typeof createBatchService>;
