import { randomUUID } from 'node:crypto';
import type { AnalysisRequest, Priorities } from '@sitescout/engine';
import { EngineInputError, validateRequest } from '@sitescout/engine';
import type { Database, Db } from '../../db/database.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import { AppError } from '../../lib/app-error.js';
import type { CreditService, ProService } from '../billing/index.js';
import type { GeocodingService } from '../geocode/geocoding-service.js';
import type { AnalysisRow, AnalysisStore, StoredRequest } from './analysis-store.js';
import { choosePayment } from './payment-choice.js';
import { ANALYSIS_QUEUE } from './queues.js';
import { engineInputError, resolveRequest } from './resolve-request.js';
import type { CreateAnalysisBody } from './schemas.js';

/** Who starts an analysis: the account that pays, and where the result is e-mailed. */
export interface Requester {
  id: string;
  email: string | null;
}

export interface AnalysisJobData {
  analysisId: string;
}

function toStored(request: AnalysisRequest): StoredRequest {
  return { ...request, businessType: request.businessType.id };
}

export function analysisNotFound(): AppError {
  return new AppError(404, 'analysis_not_found', 'No such analysis on this account.');
}

/** Starting analyses: validation, geocoding, paying with a credit and queueing the job, all or nothing. */
export function createAnalysisService(deps: {
  database: Database;
  store: AnalysisStore;
  queue: JobQueue;
  credits: CreditService;
  pro: ProService;
  geocoding: GeocodingService;
}) {
  const { store, queue, credits, pro } = deps;

  /** One transaction: the credit spend (reference = analysis id), the row and the queue job commit together. */
  async function payAndQueue(
    user: Requester,
    request: AnalysisRequest,
    unit: 'analysis' | 'complete_report',
    rerunOf: string | null,
    alsoInTransaction?: (tx: Db, analysisId: string) => Promise<void>,
  ): Promise<AnalysisRow> {
    // Installing the queue's schema needs the connection; on PGlite it must not wait behind our own transaction.
    await queue.start();
    const id = randomUUID();
    const sites = request.sites.length;
    const description = `${request.businessType.label} analysis, ${sites} site${sites === 1 ? '' : 's'}`;
    await deps.database.db.transaction(async (tx) => {
      await credits.spend(user.id, { reference: id, unit, description }, tx);
      await store.insert(tx, {
        id,
        userId: user.id,
        notifyEmail: user.email,
        businessType: request.businessType.id,
        request: toStored(request),
        creditUnit: unit,
        rerunOf,
      });
      await queue.enqueue<AnalysisJobData>(ANALYSIS_QUEUE, { analysisId: id }, { id, tx, key: user.id });
      if (alsoInTransaction) await alsoInTransaction(tx, id);
    });
    queue.nudge(); // an idle worker of this process (JOB_WORKER=inline) takes it now, not at its next poll
    const row = await store.get(id);
    if (!row) throw new Error('analysis row missing right after it was created');
    return row;
  }

  return {
    /** Pays for and queues an already validated request; `alsoInTransaction` commits (or fails) with it. */
    startPaid: payAndQueue,

    async create(user: Requester, body: CreateAnalysisBody): Promise<AnalysisRow> {
      const payment = await choosePayment(credits, pro, user.id, body.sites.length);
      const request = await resolveRequest(deps.geocoding, body, payment.plan);
      return payAndQueue(user, request, payment.unit, null);
    },

    /** The same sites and radius with new priorities: a new job, paid with a new credit. */
    async rerun(user: Requester, id: string, priorities: Priorities): Promise<AnalysisRow> {
      const original = await store.getOwned(id, user.id);
      if (!original) throw analysisNotFound();
      const stored = original.request as StoredRequest;
      const payment = await choosePayment(credits, pro, user.id, stored.sites.length);
      let request: AnalysisRequest;
      try {
        request = validateRequest({ ...stored, priorities, plan: payment.plan });
      } catch (error) {
        if (error instanceof EngineInputError) throw engineInputError(error);
        throw error;
      }
      return payAndQueue(user, request, payment.unit, original.id);
    },
  };
}

export type AnalysisService = ReturnType<typeof createAnalysisService>;
