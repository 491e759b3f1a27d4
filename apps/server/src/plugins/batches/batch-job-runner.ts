import type { SiteInput } from '@sitescout/engine';
import type { FastifyBaseLogger } from 'fastify';
import type { EnginePool } from '../../infra/engine/engine-pool.js';
import type { QueuedJob } from '../../infra/jobs/job-queue.js';
import type { GeocodingService } from '../geocode/geocoding-service.js';
import type { GeodataService } from '../geodata/geodata-service.js';
import { storedOrBuiltXlsx } from './batch-downloads.js';
import { locateRows } from './batch-locate.js';
import type { BatchJobData } from './batch-service.js';
import type { BatchRecord, BatchStore, RowOutcome } from './batch-store.js';

/** Rows per engine task and per progress update: a turn on the engine threads is one slice, not the whole batch. */
export const BATCH_SLICE = 25;
/** Radius up to which a slice holds BATCH_SLICE rows; past it a row's work grows with the circle's area. */
const FULL_SLICE_RADIUS_MILES = 5;

/**
 * Rows per slice for a radius, so a slice is about the same work whatever the radius: a row's cost grows with the
 * places and areas in its circle (its area), so 25 rows up to 5 miles, 6 at 10 miles, 1 from 20 miles on (never over the 5-mile slice's work but by one row).
 * Another account's analysis then waits for at most one such slice on each engine thread.
 */
export function sliceRows(radiusMiles: number): number {
  const scale = (FULL_SLICE_RADIUS_MILES / Math.max(radiusMiles, FULL_SLICE_RADIUS_MILES)) ** 2;
  return Math.max(1, Math.min(BATCH_SLICE, Math.floor(BATCH_SLICE * scale)));
}

export interface BatchRunnerDeps {
  store: BatchStore;
  geodata: GeodataService;
  geocoding: GeocodingService;
  engine: EnginePool;
  packDir: string;
  /**
   * How long one attempt scores before it hands the rest to a new job (half the job time limit), so a large batch on
   * a busy machine never outlives its attempt's limit and gets retried while it still runs.
   */
  attemptBudgetMs: number;
  /** Queues a new job for the batch's remaining rows. */
  continueLater(batchId: string, userId: string): Promise<void>;
  log: FastifyBaseLogger;
}

/** A slice of pending rows placed on the map, ready for the engine. */
interface PlacedSlice {
  /** The slice's last row number: the next slice starts after it. */
  last: number;
  /** Rows that could not be placed: their outcome already. */
  unplaced: RowOutcome[];
  placed: Array<{ rowNumber: number; site: SiteInput; placedAs: string }>;
}

/** Where an attempt's time went on this thread (debug log): reading and placing rows, waiting, storing. */
interface AttemptTimes {
  prepareMs: number;
  waitMs: number;
  saveMs: number;
}

/**
 * The worker side of batches. Every attempt scores only the rows still pending, a slice at a time, and stores each
 * slice as it finishes: an attempt cut short (a restart, a killed worker) is retried and carries on where it was.
 * While the engine scores slices (one per engine thread), this thread stores the finished ones and places the next.
 */
export function createBatchJobRunner(deps: BatchRunnerDeps) {
  const { store, log } = deps;

  const timed = async <T>(times: AttemptTimes, key: keyof AttemptTimes, work: Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await work;
    } finally {
      times[key] += performance.now() - started;
    }
  };

  /** The next slice of pending rows after row `after`, placed; undefined when none is left. */
  async function prepare(batch: BatchRecord, after: number): Promise<PlacedSlice | undefined> {
    const rows = await store.pending(batch.id, sliceRows(batch.radiusMiles), after);
    const last = rows.at(-1);
    if (!last) return undefined;
    const places = await locateRows(deps.geocoding, rows);
    const slice: PlacedSlice = { last: last.rowNumber, unplaced: [], placed: [] };
    places.forEach((where, i) => {
      const rowNumber = rows[i]?.rowNumber ?? 0;
      if ('error' in where) slice.unplaced.push({ rowNumber, ok: false, error: where.error });
      else slice.placed.push({ rowNumber, ...where });
    });
    return slice;
  }

  /** The slice's outcomes: its placed rows scored on the engine, then the rows that could not be placed. */
  async function score(batch: BatchRecord, slice: PlacedSlice): Promise<RowOutcome[]> {
    if (slice.placed.length === 0) return slice.unplaced;
    const scores = await deps.engine.scoreBatch(batch.userId, {
      packDir: deps.packDir,
      businessType: batch.businessType,
      radiusMiles: batch.radiusMiles,
      priorities: {},
      sites: slice.placed.map((p) => p.site),
    });
    const scored = slice.placed.map((p, i): RowOutcome => {
      const outcome = scores[i];
      if (!outcome) throw new Error('the engine answered fewer sites than it was given');
      if (!outcome.ok) return { rowNumber: p.rowNumber, ok: false, error: outcome.error };
      const result = { ...outcome.score, precision: p.site.precision ?? 'coordinates', placedAs: p.placedAs };
      return { rowNumber: p.rowNumber, ok: true, lat: p.site.lat, lon: p.site.lon, result };
    });
    return [...scored, ...slice.unplaced];
  }

  return {
    async run(job: QueuedJob<BatchJobData>): Promise<void> {
      const id = job.data.batchId;
      const batch = await store.startAttempt(id);
      if (!batch) return; // finished already (a duplicate delivery)
      const started = Date.now();
      const times: AttemptTimes = { prepareMs: 0, waitMs: 0, saveMs: 0 };
      await deps.geodata.get();
      // Up to one slice per engine thread on the engine while this thread stores the finished ones (in file order)
      // and places the next one (the pending rows past the last slice sent: no row is in two slices). A slice failing
      // stops the attempt; the slices stored before it stay, and the retry starts at the first pending row.
      const slicesAtOnce = Math.max(1, deps.engine.threads ?? 1);
      const scoring: Array<Promise<RowOutcome[]>> = [];
      let saving: Promise<void> = Promise.resolve();
      let ahead = timed(times, 'prepareMs', prepare(batch, 0));
      const sendNext = async (): Promise<boolean> => {
        const slice = await ahead;
        if (!slice) return false;
        const outcomes = score(batch, slice);
        outcomes.catch(() => undefined); // awaited in order below; an earlier failure must not leave it unhandled
        scoring.push(outcomes);
        ahead = timed(times, 'prepareMs', prepare(batch, slice.last));
        ahead.catch(() => undefined);
        return true;
      };
      const storeInOrder = (outcomes: RowOutcome[]) => {
        saving = saving.then(() => timed(times, 'saveMs', store.saveOutcomes(id, outcomes)));
        saving.catch(() => undefined);
      };
      while (scoring.length < slicesAtOnce && (await sendNext()));
      while (scoring.length > 0) {
        storeInOrder(await timed(times, 'waitMs', scoring.shift() as Promise<RowOutcome[]>));
        // Past the budget: the slices on the engine are stored and, with rows left, a new job carries on (every
        // attempt scores at least one slice).
        if (Date.now() - started > deps.attemptBudgetMs) {
          for (const outcomes of scoring.splice(0)) storeInOrder(await outcomes);
          await saving;
          if (await ahead) {
            await deps.continueLater(id, batch.userId);
            log.info({ batchId: id }, 'batch continues in a new job');
            return;
          }
          break;
        }
        await sendNext();
      }
      await saving;
      // The workbook is built here, once, before the batch shows as done, so downloads only send the stored bytes.
      await storedOrBuiltXlsx(store, batch);
      await store.complete(id);
      log.debug({ batchId: id, ms: Date.now() - started, ...times }, 'batch attempt timings');
      log.info({ batchId: id, rows: batch.totalRows, attempt: job.retryCount + 1 }, 'batch done');
    },

    /** The job used all its retries: the batch is marked failed (what was scored stays readable). */
    async fail(job: QueuedJob<BatchJobData>): Promise<void> {
      await store.fail(
        job.data.batchId,
        'The batch stopped after several failed attempts; the rows scored so far are kept.',
      );
      log.warn({ batchId: job.data.batchId }, 'batch failed for good');
    },
  };
}
