import { countyProgressLine, FIRST_ESTIMATE_MINUTES } from '@sitescout/geodata';
import type { FastifyBaseLogger } from 'fastify';
import type { AnalysisRow, AnalysisStore, StoredRequest } from './analysis-store.js';
import type { CountyFetches } from './county-fetches.js';
import { partialDataNotice } from './data-notice.js';

/** Before an analysis runs: either it waits for its counties (its job ends now), or it runs, with a notice if partial. */
export type CountyWaitOutcome = { waiting: true } | { waiting: false; notice: string | undefined };

/**
 * The county step of an analysis with data on demand, off the job slots: when its sites need counties fetched, the
 * fetches are queued, a waiter in this process shows their progress on the analysis, and the analysis is queued
 * again once they are loaded, failed, the server went offline, or `waitMs` after it was created passed — while its
 * own job ends at once and frees the slot. Offline nothing is fetched and the analysis runs on the loaded data.
 */
export function createCountyWait(deps: {
  countyData: CountyFetches;
  store: AnalysisStore;
  /** Queues the analysis's job again (a new job: the first one has ended). */
  requeue: (row: AnalysisRow) => Promise<void>;
  /** How long after its creation an analysis may wait for its counties. */
  waitMs: number;
  log: FastifyBaseLogger;
}) {
  const { countyData, store } = deps;
  /** Analyses with a live waiter in this process: a second job of one (re-queued at a start) does not add another. */
  const waiting = new Set<string>();
  return {
    async before(row: AnalysisRow): Promise<CountyWaitOutcome> {
      if (waiting.has(row.id)) return { waiting: true };
      const sites = (row.request as StoredRequest).sites;
      const deadline = row.createdAt.getTime() + deps.waitMs;
      const counties = Date.now() < deadline ? await countyData.fetchable(sites) : [];
      const first = counties[0];
      if (first) {
        waiting.add(row.id);
        await store.progress(row.id, 'getting-data', 5, countyProgressLine(first.label, null, FIRST_ESTIMATE_MINUTES));
        void countyData
          .fetch(counties, deadline, (fraction, line) =>
            store.progress(row.id, 'getting-data', 5 + Math.floor(14 * fraction), line),
          )
          .catch((error: unknown) => deps.log.error({ err: error, analysisId: row.id }, 'county wait failed'))
          .then(() => {
            waiting.delete(row.id);
            return deps.requeue(row);
          })
          .catch((error: unknown) => deps.log.error({ err: error, analysisId: row.id }, 'analysis not queued again'));
        return { waiting: true };
      }
      await countyData.used(sites);
      return { waiting: false, notice: partialDataNotice(await countyData.lacking(sites), countyData.offline()) };
    },
  };
}

export type CountyWait = ReturnType<typeof createCountyWait>;
