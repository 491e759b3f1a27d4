import type { SiteInput } from '@sitescout/engine';
import { GeocodeError } from '@sitescout/geodata';
import type { FastifyBaseLogger } from 'fastify';
import type { QueuedJob } from '../../infra/jobs/job-queue.js';
import type { EnginePool } from '../analyses/engine-pool.js';
import type { GeocodingService } from '../geocode/geocoding-service.js';
import type { GeodataService } from '../geodata/geodata-service.js';
import type { BatchJobData } from './batch-service.js';
import type { BatchRowRecord, BatchStore, RowOutcome } from './batch-store.js';

/** Rows per engine task and per progress update: a turn on the engine threads is one slice, not the whole batch. */
export const BATCH_SLICE = 25;

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

/** Where a row is: its given coordinates, or its address geocoded; a row that cannot be placed says why. */
async function locate(
  geocoding: GeocodingService,
  row: BatchRowRecord,
): Promise<{ site: SiteInput; placedAs: string } | { error: string }> {
  const label = row.name ?? row.address ?? `Row ${row.rowNumber}`;
  if (row.lat !== null && row.lon !== null) {
    return {
      site: { label, lat: row.lat, lon: row.lon, precision: 'coordinates' },
      placedAs: `${row.lat.toFixed(5)}, ${row.lon.toFixed(5)}`,
    };
  }
  if (!row.address) return { error: 'No address on this row.' };
  try {
    const g = await geocoding.geocode(row.address);
    return {
      site: { label, lat: g.lat, lon: g.lon, precision: g.precision, geocodeNote: g.note, country: g.country ?? null },
      placedAs: g.label,
    };
  } catch (error) {
    if (error instanceof GeocodeError) return { error: `Address not found: ${error.message}` };
    throw error;
  }
}

/**
 * The worker side of batches. Every attempt scores only the rows still pending, a slice at a time, and stores each
 * slice as it finishes: an attempt cut short (a restart, a killed worker) is retried and carries on where it was.
 */
export function createBatchJobRunner(deps: BatchRunnerDeps) {
  const { store, log } = deps;

  async function scoreSlice(
    batch: { id: string; userId: string; businessType: string; radiusMiles: number },
    rows: BatchRowRecord[],
  ) {
    const outcomes: RowOutcome[] = [];
    const placed: Array<{ row: BatchRowRecord; site: SiteInput; placedAs: string }> = [];
    for (const row of rows) {
      const where = await locate(deps.geocoding, row);
      if ('error' in where) outcomes.push({ rowNumber: row.rowNumber, ok: false, error: where.error });
      else placed.push({ row, ...where });
    }
    if (placed.length > 0) {
      const scores = await deps.engine.scoreBatch(batch.userId, {
        packDir: deps.packDir,
        businessType: batch.businessType,
        radiusMiles: batch.radiusMiles,
        priorities: {},
        sites: placed.map((p) => p.site),
      });
      placed.forEach((p, i) => {
        const outcome = scores[i];
        if (!outcome) throw new Error('the engine answered fewer sites than it was given');
        if (!outcome.ok) {
          outcomes.push({ rowNumber: p.row.rowNumber, ok: false, error: outcome.error });
          return;
        }
        outcomes.push({
          rowNumber: p.row.rowNumber,
          ok: true,
          lat: p.site.lat,
          lon: p.site.lon,
          result: { ...outcome.score, precision: p.site.precision ?? 'coordinates', placedAs: p.placedAs },
        });
      });
    }
    await store.saveOutcomes(batch.id, outcomes);
  }

  return {
    async run(job: QueuedJob<BatchJobData>): Promise<void> {
      const id = job.data.batchId;
      const batch = await store.startAttempt(id);
      if (!batch) return; // finished already (a duplicate delivery)
      const started = Date.now();
      await deps.geodata.get();
      for (;;) {
        const rows = await store.pending(id, BATCH_SLICE);
        if (rows.length === 0) break;
        await scoreSlice(batch, rows);
        // Past the budget with rows left: a new job carries on (every attempt scores at least one slice).
        if (Date.now() - started > deps.attemptBudgetMs && (await store.pending(id, 1)).length > 0) {
          await deps.continueLater(id, batch.userId);
          log.info({ batchId: id }, 'batch continues in a new job');
          return;
        }
      }
      await store.complete(id);
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
