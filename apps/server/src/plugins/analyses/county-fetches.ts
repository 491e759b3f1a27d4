import {
  buildCountyOverlay,
  CountyFetchError,
  countyAt,
  countyOverlayDir,
  countyProgressLine,
  createOverlaidView,
  enforceOverlayDiskBudget,
  type FetchConfig,
  FIRST_ESTIMATE_MINUTES,
  type GeoView,
  type LatLon,
  type OverlaidView,
  type Reachability,
  readCountyFetchStatus,
  touchCountyOverlays,
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

/** "DuPage County, IL" from the main pack's county record (the Gazetteer's), else the FIPS code. */
function countyLabel(view: GeoView, fips: string): string {
  const county = view.area('county', fips);
  if (!county) return `county ${fips}`;
  return county.state && !county.name.endsWith(county.state) ? `${county.name}, ${county.state}` : county.name;
}

/** "Getting the official data for …" while the counties are fetched: the first one not loaded yet leads. */
type ProgressReport = (fraction: number, line: string) => Promise<void>;

/**
 * A market's data on demand (DATA_ON_DEMAND=on): a site in a U.S. county where the pack has no place data and no
 * county overlay yet has that county fetched and built (a job on the county queue, keyed by FIPS, so one fetch per
 * county runs however many analyses ask; several counties in parallel up to the queue's concurrency). The analysis
 * does not hold a job slot meanwhile: its job ends, a waiter in this process follows the fetch's progress line and
 * queues the analysis again when its counties are loaded or failed. Without a network nothing is fetched.
 */
export function createCountyFetches(deps: {
  packDir: string;
  /** Undefined when DATA_ON_DEMAND is off: nothing is ever fetched. */
  fetchConfig: FetchConfig | undefined;
  geodata: GeodataService;
  queue: JobQueue;
  log: FastifyBaseLogger;
  /** The server's memory of its network (shared with the online geocoders): offline, nothing is fetched. */
  reachability: Reachability;
  /** How often a waiting analysis reads the county's status (ms). */
  pollMs?: number;
  /**
   * After a county's fetch failed (no network, a source down), it is not asked again for this long (ms): quotes
   * say what the loaded data covers instead of promising a fetch, and analyses there run on it without waiting.
   */
  retryAfterMs?: number;
  /** Runs `data:build` for the county's folder (see buildCountyOverlay); default in this process. */
  build?: (geodataDir: string, dataDir: string) => Promise<void>;
  /** `OVERLAY_DISK_MB`: disk the county overlays may take; past it the least recently used leave (see the geodata docs). */
  overlayDiskBytes?: number;
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

  /** Counties of these sites with no data of their own loaded (none when DATA_ON_DEMAND is off). */
  async function lacking(sites: readonly LatLon[]): Promise<MissingCounty[]> {
    if (!deps.fetchConfig) return [];
    const layered = await view();
    const base = (await deps.geodata.get()).view;
    const out = new Map<string, MissingCounty>();
    for (const site of sites) {
      const fips = countyAt(base, site);
      if (!fips || out.has(fips) || layered.counties().includes(fips)) continue;
      if (base.coverageAt(site).layers.places) continue;
      out.set(fips, { fips, label: countyLabel(base, fips) });
    }
    return [...out.values()];
  }

  /** Counties these sites would have fetched: no data, and no fetch of theirs failed lately. */
  async function missing(sites: readonly LatLon[]): Promise<MissingCounty[]> {
    return (await lacking(sites)).filter((county) => !failedLately(county.fips));
  }

  /** Waits for each county in turn (they are fetched in parallel) until loaded, failed, offline or `deadline`. */
  async function follow(counties: readonly MissingCounty[], asked: number, deadline: number, report: ProgressReport) {
    // The bar never goes back: a source's share is re-estimated as its total becomes known.
    let shown = 0;
    for (const [index, county] of counties.entries()) {
      const dir = countyOverlayDir(deps.packDir, county.fips);
      let last = '';
      for (;;) {
        if ((await view()).counties().includes(county.fips)) break;
        const raw = readCountyFetchStatus(dir);
        // A status left by an earlier fetch of this county says nothing about the one just asked for.
        const status = raw && Date.parse(raw.updatedAt) >= asked - 1000 ? raw : null;
        if (status?.state === 'failed') {
          deps.log.warn({ fips: county.fips, error: status.error }, 'county data could not be fetched');
          break;
        }
        // Offline: the reachability episode is logged once; each analysis that meets it is not a warning.
        if (deps.reachability.isOffline()) {
          deps.log.info({ fips: county.fips }, 'county data not fetched: the server is offline');
          break;
        }
        if (Date.now() > deadline) {
          deps.log.warn({ fips: county.fips }, 'county data still being fetched at the wait deadline');
          break;
        }
        const line = countyProgressLine(county.label, status, FIRST_ESTIMATE_MINUTES);
        if (line !== last) {
          last = line;
          shown = Math.max(shown, (index + (status?.fraction ?? 0)) / counties.length);
          await report(shown, line);
        }
        await new Promise((r) => setTimeout(r, pollMs));
      }
    }
  }

  return {
    missing,
    lacking,

    /** Counties an analysis of these sites fetches now: none while the server is known to be offline. */
    async fetchable(sites: readonly LatLon[]): Promise<MissingCounty[]> {
      if (deps.reachability.isOffline()) return [];
      return missing(sites);
    },

    /** Records that an analysis of these sites reads their counties' overlays now (their last use, for the disk budget). */
    async used(sites: readonly LatLon[]): Promise<void> {
      if (!deps.fetchConfig) return;
      const layered = await view();
      const base = (await deps.geodata.get()).view;
      const loaded = new Set(layered.counties());
      const fips = sites.map((site) => countyAt(base, site)).filter((f): f is string => !!f && loaded.has(f));
      touchCountyOverlays(deps.packDir, [...new Set(fips)]);
    },

    /** Whether the server is known to have no network just now. */
    offline: () => deps.reachability.isOffline(),

    /**
     * Queues the fetch of every county (all at once: the county workers fetch them in parallel), then follows them
     * with `report`; resolves when each is loaded, failed, the server went offline or `deadline` passed. Holds no
     * job slot: the caller does not await it inside a job.
     */
    async fetch(counties: readonly MissingCounty[], deadline: number, report: ProgressReport): Promise<void> {
      const asked = Date.now();
      for (const county of counties) {
        await deps.queue.enqueue<CountyDataJob>(COUNTY_DATA_QUEUE, county, { key: county.fips });
      }
      deps.queue.nudge();
      await follow(counties, asked, deadline, report);
    },

    /** The analysis engine's view of the pack with every county loaded so far (for this process's own uses). */
    view: async () => (await view()).view(),

    /** The county job's worker: fetch and build one county (a no-op when it is there already, or offline). */
    async build(job: QueuedJob<CountyDataJob>): Promise<void> {
      if (!deps.fetchConfig) return;
      const { fips, label } = job.data;
      if (deps.reachability.isOffline()) {
        deps.log.info({ fips }, 'county data not fetched: the server is offline');
        return;
      }
      const started = Date.now();
      try {
        const result = await buildCountyOverlay({
          packDir: deps.packDir,
          fips,
          label,
          config: deps.fetchConfig,
          ...(deps.build ? { build: deps.build } : {}),
        });
        deps.reachability.reached('county sources');
        deps.log.info(
          { fips, label: result.label, built: result.built, failedSources: result.failed, ms: Date.now() - started },
          'county data fetched and built',
        );
        if (result.built && deps.overlayDiskBytes) {
          // The county is built and served whatever happens here: a budget pass that fails is logged, not retried.
          try {
            const pass = await enforceOverlayDiskBudget(deps.packDir, deps.overlayDiskBytes, { keep: [fips] });
            if (pass.evicted.length > 0 || pass.deleted.length > 0)
              deps.log.info(
                { evicted: pass.evicted, deleted: pass.deleted, mb: Math.round(pass.bytes / 1e6) },
                'county overlays past their disk budget: the least recently used removed',
              );
          } catch (error) {
            deps.log.error({ err: error, fips }, 'county overlays disk budget not applied');
          }
        }
      } catch (error) {
        // No source reached: the whole server is offline for a while (the geocoders skip their lookups too).
        if (error instanceof CountyFetchError && error.offline)
          deps.reachability.wentOffline('county sources', error.message);
        throw error;
      }
    },
  };
}

export type CountyFetches = ReturnType<typeof createCountyFetches>;
