import {
  buildCountyOverlay,
  type CountyFetchStatus,
  countyAt,
  countyOverlayDir,
  createOverlaidView,
  type FetchConfig,
  FIRST_ESTIMATE_MINUTES,
  type GeoView,
  type LatLon,
  type OverlaidView,
  readCountyFetchStatus,
} from '@sitescout/geodata';
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue, QueuedJob } from '../../infra/jobs/job-queue.js';
import type { GeodataService } from '../geodata/geodata-service.js';
import { COUNTY_DATA_QUEUE } from './queues.js';

/** One county to fetch and build (job data; the queue's key is the FIPS code: one fetch per county at a time). */
export interface CountyDataJob {
  fips: string;
  label: string;
}

/** A county a site lies in that has no data loaded yet. */
export interface MissingCounty {
  fips: string;
  label: string;
}

/** "Getting the official data for DuPage County, IL — about 4 minutes (census-acs 3/12)". */
export function countyProgressLine(label: string, status: CountyFetchStatus | null, firstMinutes: number): string {
  const minutes = status?.minutesLeft ?? firstMinutes;
  const about = `about ${minutes} minute${minutes === 1 ? '' : 's'}`;
  if (!status) return `Getting the official data for ${label} — ${about}`;
  const step = status.state === 'building' ? 'building' : status.step;
  const count = status.total ? ` ${Math.min(status.done, status.total)}/${status.total}` : '';
  return `Getting the official data for ${status.label} — ${about} (${step}${count}, step ${status.stepNumber} of ${status.steps})`;
}

/** "DuPage County, IL" from the main pack's county record (the Gazetteer's), else the FIPS code. */
function countyLabel(view: GeoView, fips: string): string {
  const county = view.area('county', fips);
  if (!county) return `county ${fips}`;
  return county.state && !county.name.endsWith(county.state) ? `${county.name}, ${county.state}` : county.name;
}

/**
 * A market's data on demand (DATA_ON_DEMAND=on): a site in a U.S. county where the pack has no place data and no
 * county overlay yet has that county fetched and built first (a job on the county queue, keyed by FIPS, so one
 * fetch per county runs however many analyses ask), while the analysis shows the fetch's progress line.
 */
export function createCountyData(deps: {
  packDir: string;
  /** Undefined when DATA_ON_DEMAND is off: nothing is ever fetched. */
  fetchConfig: FetchConfig | undefined;
  geodata: GeodataService;
  queue: JobQueue;
  log: FastifyBaseLogger;
  /** How often a waiting analysis reads the county's status (ms). */
  pollMs?: number;
  /**
   * After a county's fetch failed (no network, a source down), it is not asked again for this long (ms): quotes
   * say what the loaded data covers instead of promising a fetch, and analyses there run on it without waiting.
   */
  retryAfterMs?: number;
  /** Runs `data:build` for the county's folder (see buildCountyOverlay); default in this process. */
  build?: (geodataDir: string, dataDir: string) => Promise<void>;
}) {
  let overlaid: OverlaidView | undefined;
  const pollMs = deps.pollMs ?? 1000;
  const retryAfterMs = deps.retryAfterMs ?? 5 * 60_000;
  /** Whether the county's last fetch failed lately (the status file is shared by every process). */
  const failedLately = (fips: string) => {
    const status = readCountyFetchStatus(countyOverlayDir(deps.packDir, fips));
    return status?.state === 'failed' && Date.now() - Date.parse(status.updatedAt) < retryAfterMs;
  };
  const view = async (): Promise<OverlaidView> => {
    const loaded = await deps.geodata.get();
    overlaid ??= createOverlaidView(deps.packDir, loaded.view);
    return overlaid;
  };

  /** Counties of these sites with no data of their own yet (none when DATA_ON_DEMAND is off). */
  async function missing(sites: readonly LatLon[]): Promise<MissingCounty[]> {
    if (!deps.fetchConfig) return [];
    const layered = await view();
    const base = (await deps.geodata.get()).view;
    const out = new Map<string, MissingCounty>();
    for (const site of sites) {
      const fips = countyAt(base, site);
      if (!fips || out.has(fips) || layered.counties().includes(fips)) continue;
      if (base.coverageAt(site).layers.places || failedLately(fips)) continue;
      out.set(fips, { fips, label: countyLabel(base, fips) });
    }
    return [...out.values()];
  }

  return {
    missing,

    /**
     * Queues the fetch of each county the sites need and waits for it, calling `report` with the progress line as
     * the county's status changes; returns when every county is loaded, failed or `deadline` passed (the analysis
     * then runs on what there is, as offline).
     */
    async prepare(
      sites: readonly LatLon[],
      deadline: number,
      report: (fraction: number, line: string) => Promise<void>,
    ): Promise<void> {
      const counties = await missing(sites);
      for (const [index, county] of counties.entries()) {
        const asked = Date.now();
        await deps.queue.enqueue<CountyDataJob>(COUNTY_DATA_QUEUE, county, { key: county.fips });
        deps.queue.nudge();
        const dir = countyOverlayDir(deps.packDir, county.fips);
        let last = '';
        for (;;) {
          const layered = await view();
          if (layered.counties().includes(county.fips)) break;
          const raw = readCountyFetchStatus(dir);
          // A status left by an earlier fetch of this county says nothing about the one just asked for.
          const status = raw && Date.parse(raw.updatedAt) >= asked - 1000 ? raw : null;
          if (status?.state === 'failed') {
            deps.log.warn({ fips: county.fips, error: status.error }, 'county data could not be fetched');
            break;
          }
          if (Date.now() > deadline) {
            deps.log.warn({ fips: county.fips }, 'county data still being fetched at the job deadline');
            break;
          }
          const line = countyProgressLine(county.label, status, FIRST_ESTIMATE_MINUTES);
          if (line !== last) {
            last = line;
            await report((index + (status?.fraction ?? 0)) / counties.length, line);
          }
          await new Promise((r) => setTimeout(r, pollMs));
        }
      }
    },

    /** The analysis engine's view of the pack with every county loaded so far (for this process's own uses). */
    view: async () => (await view()).view(),

    /** The county job's worker: fetch and build one county (a no-op when it is there already). */
    async build(job: QueuedJob<CountyDataJob>): Promise<void> {
      if (!deps.fetchConfig) return;
      const { fips, label } = job.data;
      const started = Date.now();
      const result = await buildCountyOverlay({
        packDir: deps.packDir,
        fips,
        label,
        config: deps.fetchConfig,
        ...(deps.build ? { build: deps.build } : {}),
      });
      deps.log.info(
        { fips, label: result.label, built: result.built, failedSources: result.failed, ms: Date.now() - started },
        'county data fetched and built',
      );
    },
  };
}

export type CountyData = ReturnType<typeof createCountyData>;
