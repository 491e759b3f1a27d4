import type { EngineContext } from '../analysis/engine-context.js';
import { siteCore } from '../analysis/shared-sections.js';
import type { BusinessType } from '../taxonomy/types.js';
import type { Priorities, SiteInput } from '../validation/validate-request.js';
import { siteZoning } from '../zoning/site-zoning.js';
import { type ReportSection, reportSections } from './report-sections.js';
import { siteLocation } from './site-location.js';

/**
 * What a report at this site will hold, section by section, before anything is spent: the engine's own computation
 * of the sections the site score and the forecast come from (the same code and data the report runs), read the way
 * the finished report is read.
 *
 * @example reportNotice(ctx, coffee, { label: 'Naperville, IL', lat: 41.75, lon: -88.16, precision: 'city' }, 1).find((s) => s.id === 'transit-score')?.included // false
 */
export function reportNotice(
  ctx: EngineContext,
  type: BusinessType,
  site: SiteInput,
  radiusMiles: number,
  priorities: Priorities = {},
): ReportSection[] {
  const core = siteCore(ctx, type, site, radiusMiles, priorities);
  return reportSections({
    ...core,
    zoning: siteZoning(ctx.geo, type, site),
    location: siteLocation(site, radiusMiles),
    radiusMiles,
  });
}
