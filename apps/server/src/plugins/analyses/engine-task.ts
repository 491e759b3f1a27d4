import type { Priorities, SiteInput } from '@sitescout/engine';

/** What the main thread hands an engine thread: one site of a request, plain data only (structured-cloned). */
export interface SiteTask {
  /** Folder holding the data pack (GEODATA_PACK_DIR); each thread loads it once and keeps it. */
  packDir: string;
  businessType: string;
  site: SiteInput;
  radiusMiles: number;
  priorities: Priorities;
}
