import type { FinderRanking, Priorities, SearchRegion, SiteInput } from '@sitescout/engine';

/** What the main thread hands an engine thread: one site of a request, plain data only (structured-cloned). */
export interface SiteTask {
  /** Folder holding the data pack (GEODATA_PACK_DIR); each thread loads it once and keeps it. */
  packDir: string;
  businessType: string;
  site: SiteInput;
  radiusMiles: number;
  priorities: Priorities;
}

/** The best-location finder over a region: every populated ZCTA in it scored, ranked, the first `topN` kept. */
export interface FinderTask {
  packDir: string;
  businessType: string;
  region: SearchRegion;
  priorities: Priorities;
  rankBy: FinderRanking;
  topN: number;
}

/** What a report at one site would hold, section by section, computed by the engine before anything is spent. */
export interface NoticeTask extends SiteTask {
  notice: true;
}
