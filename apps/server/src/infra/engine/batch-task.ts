import type { Priorities, SiteInput, SiteSummary } from '@sitescout/engine';

/** A slice of a batch for one engine-thread task: many sites of one business type (plain data, cloned). */
export interface BatchTask {
  packDir: string;
  businessType: string;
  sites: SiteInput[];
  radiusMiles: number;
  priorities: Priorities;
}

/** Each site's outcome, in the task's order: its score summary, or what stopped the engine for it. */
export type BatchSiteOutcome = { ok: true; score: SiteSummary } | { ok: false; error: string };
