import { randomUUID } from 'node:crypto';
import type { AnalysisRequest, AnalysisResult, Priorities } from '@sitescout/engine';
import {
  EngineInputError,
  type PriorityShifts,
  type ReportSection,
  reweightResult,
  validateRequest,
} from '@sitescout/engine';
import { countyProgressLine, FIRST_ESTIMATE_MINUTES } from '@sitescout/geodata';
import type { Database, Db } from '../../db/database.js';
import type { CreditUnit } from '../../db/schema/billing.js';
import type { EnginePool } from '../../infra/engine/engine-pool.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import { AppError } from '../../lib/app-error.js';
import type { CreditService, ProService } from '../billing/index.js';
import type { GeocodingService } from '../geocode/geocoding-service.js';
import type { GeodataService } from '../geodata/geodata-service.js';
import { refuseWhileBuilding } from '../geodata/no-geodata.js';
import type { AnalysisListRow, AnalysisRow, AnalysisStore, StoredRequest } from './analysis-store.js';
import type { CountyBudget } from './county-budget.js';
import type { CountyFetches } from './county-fetches.js';
import { LARGE_RESULT_BYTES } from './large-result-reads.js';
import { choosePayment, type Holdings, holdingsOf, paymentFor } from './payment-choice.js';
import { ANALYSIS_QUEUE, DELIVERY_QUEUE } from './queues.js';
import { engineInputError, resolveRequest } from './resolve-request.js';
import { resultDelta } from './result-delta.js';
import type { ResultTexts } from './result-texts.js';
import type { AnalysisQuote, CreateAnalysisBody } from './schemas.js';

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

/** The quote's lists: each section the report holds with what it holds, each one left out with why. */
function noticeParts(
  sections: readonly ReportSection[],
): Pick<AnalysisQuote['sites'][number], 'included' | 'missing' | 'partial'> {
  const missing = sections.filter((s) => !s.included).map((s) => ({ part: s.label, reason: s.detail }));
  return {
    included: sections.filter((s) => s.included).map((s) => `${s.label}: ${s.detail}`),
    missing,
    partial: missing.length > 0,
  };
}

function heldOf(holdings: Holdings, unit: CreditUnit): number {
  if (unit === 'pro_analysis') return holdings.proAnalyses;
  return unit === 'analysis' ? holdings.analysis : holdings.completeReport;
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
  geodata: GeodataService;
  /** The engine threads: the quote's notice is the engine's own reading of each site. */
  engine: Pick<EnginePool, 'notice'>;
  packDir: string;
  /** Whether this server draws PDF reports (the reports plugin is registered). */
  reportsEnabled: () => boolean;
  /**
   * Data on demand (DATA_ON_DEMAND=on): which sites' counties lack data (`missing`, what the budget counts) and
   * which an analysis would fetch now (`fetchable`: none while offline, what the quote promises).
   */
  countyData?: Pick<CountyFetches, 'missing' | 'fetchable'>;
  /** The stored serialised results (a re-weighted version's is written when it is saved). */
  texts: Pick<ResultTexts, 'save'>;
  /** Data on demand's new counties a day, per account and for free analyses (refused before paying). */
  countyBudget?: CountyBudget;
}) {
  const { store, queue, credits, pro } = deps;

  /** One transaction: the credit spend (reference = analysis id), the row and the queue job commit together. */
  async function payAndQueue(
    user: Requester,
    request: AnalysisRequest,
    unit: CreditUnit,
    rerunOf: string | null,
    alsoInTransaction?: (tx: Db, analysisId: string) => Promise<void>,
    /** Whose new-county budget the request draws on: the account's, or the one all free analyses share. */
    budget: 'account' | 'anonymous' = 'account',
  ): Promise<AnalysisRow> {
    if (deps.countyData && deps.countyBudget) {
      const owner = budget === 'anonymous' ? budget : { account: user.id };
      await deps.countyBudget.claim(owner, await deps.countyData.missing(request.sites));
    }
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
      refuseWhileBuilding(deps.geodata);
      const payment = await choosePayment(credits, pro, user.id, body.sites.length);
      const request = await resolveRequest(deps.geocoding, body, payment.plan);
      return payAndQueue(user, request, payment.unit, null);
    },

    /**
     * What `create` would spend and what each site's report would hold, spending nothing: the same payment rule,
     * the same geocoding and validation, and the data pack's coverage at each point.
     */
    async quote(user: Requester, body: CreateAnalysisBody): Promise<AnalysisQuote> {
      refuseWhileBuilding(deps.geodata);
      const holdings = await holdingsOf(credits, pro, user.id);
      const choice = paymentFor(holdings, body.sites.length);
      const blocked = 'code' in choice ? choice : null;
      const request = await resolveRequest(
        deps.geocoding,
        body,
        blocked ? 'pro' : (choice as { plan: 'complete' | 'pro' }).plan,
      );
      await deps.geodata.get();
      const notices = await Promise.all(
        request.sites.map((site) =>
          deps.engine.notice(user.id, {
            packDir: deps.packDir,
            notice: true,
            businessType: request.businessType.id,
            site,
            radiusMiles: request.radiusMiles,
            priorities: request.priorities,
          }),
        ),
      );
      const fetching = await Promise.all(
        request.sites.map(async (site) => (await deps.countyData?.fetchable([site]))?.[0] ?? null),
      );
      return {
        holdings: {
          analysisCredits: holdings.analysis,
          completeReports: holdings.completeReport,
          pro: holdings.pro,
          proAnalyses: holdings.proAnalyses,
        },
        uses:
          'code' in choice
            ? null
            : {
                ...choice,
                enough: heldOf(holdings, choice.unit) > 0,
              },
        blocked,
        sites: request.sites.map((site, i) => ({
          label: site.label,
          lat: site.lat,
          lon: site.lon,
          ...noticeParts(notices[i] ?? []),
          gettingData: fetching[i] ? countyProgressLine(fetching[i].label, null, FIRST_ESTIMATE_MINUTES) : null,
        })),
      };
    },

    /**
     * A finished analysis with new priority sliders, free: re-scored from its stored parts (no data read, no engine
     * job) and kept as a new version (`rerunOf` = the analysis it re-weights), finished at once. Its own PDF and
     * e-mail are queued with it, on the delivery queue. Nothing is spent.
     */
    async reweight(
      user: Requester,
      id: string,
      sliders: PriorityShifts,
    ): Promise<{ row: AnalysisListRow; text: string }> {
      const found = await store.getOwnedWithBase(id, user.id);
      if (!found) throw analysisNotFound();
      const { row: original, base } = found;
      if (original.status !== 'done' || !original.result || !base.result)
        throw new AppError(409, 'analysis_not_finished', 'Priorities can be changed once the analysis has finished.');
      const stored = original.request as StoredRequest;
      const result = reweightResult(original.result as AnalysisResult, sliders);
      // Stored: what changed against the full result the original rests on (never a copy of the measured parts).
      const delta = resultDelta(base.id, base.result, result);
      const versionId = randomUUID();
      const now = new Date();
      // Serialised once, here: every read of the version sends this text. A large version's PDF is drawn only when
      // its owner downloads it (twenty re-weights must not queue twenty 25-site PDFs).
      const text = JSON.stringify(result);
      const large = Buffer.byteLength(text) >= LARGE_RESULT_BYTES;
      const report = deps.reportsEnabled() && !large ? 'pending' : 'none';
      const mail = original.notifyEmail ? 'pending' : 'none';
      // Installing the queue's schema needs the connection; on PGlite it must not wait behind our own transaction.
      await queue.start();
      await deps.database.db.transaction(async (tx) => {
        await store.insert(tx, {
          id: versionId,
          userId: user.id,
          notifyEmail: original.notifyEmail,
          businessType: original.businessType,
          request: { ...stored, priorities: result.analyses[0]?.priorities ?? { ...stored.priorities, ...sliders } },
          creditUnit: original.creditUnit,
          rerunOf: original.id,
          status: 'done',
          progressStep: 'done',
          progressPercent: 100,
          result: delta ?? result,
          finishedAt: now,
          reportStatus: report,
          mailStatus: mail,
        });
        await deps.texts.save(versionId, text, tx);
        if (report === 'pending' || mail === 'pending') {
          await queue.enqueue<AnalysisJobData>(
            DELIVERY_QUEUE,
            { analysisId: versionId },
            { id: versionId, tx, key: user.id },
          );
        }
      });
      queue.nudge();
      const row = await store.getOwnedListRow(versionId, user.id);
      if (!row) throw new Error('re-weighted analysis missing right after it was stored');
      return { row, text };
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
