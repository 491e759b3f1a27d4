import type { CoverageLayer, CoverageReport } from '@sitescout/geodata';
import type { SiteLocation } from './site-location.js';

/** What a report at one point will and will not contain, known before anything is spent. */
export interface ReportParts {
  included: string[];
  missing: Array<{ part: string; reason: string }>;
  /** True when some part is missing: the user is asked to confirm before paying. */
  partial: boolean;
}

/** Report parts and the data layer each needs (the engine leaves a part out where its layer has no data). */
const PARTS: ReadonlyArray<{ part: string; layer: CoverageLayer }> = [
  { part: 'Demographics and customer fit (Census)', layer: 'demographics' },
  { part: 'Competitors: map, count and competition score', layer: 'places' },
  { part: 'Transit access', layer: 'transit' },
  { part: 'Bike access', layer: 'bike' },
  { part: 'Traffic counts on nearby streets', layer: 'traffic' },
  { part: 'Zoning check', layer: 'zoning' },
  { part: 'Market capacity and revenue forecast (County Business Patterns)', layer: 'business-counts-county' },
];

/**
 * The parts of a report the data supports at a point, from the data pack's coverage there (a site outside the
 * U.S. has none). A preview: the report itself still says, per figure, what was measured, and how exact the point is.
 *
 * @example reportParts(geo.coverageAt(point), siteLocation(site)).missing // [{part: 'Zoning check', reason: 'no zoning data for this area (…)'}]
 */
export function reportParts(coverage: CoverageReport, location: SiteLocation): ReportParts {
  const included: string[] = [];
  const missing: ReportParts['missing'] = [];
  for (const { part, layer } of PARTS) {
    if (location.needsUsData.length > 0) missing.push({ part, reason: 'the site is outside the United States' });
    else if (!coverage.layers[layer])
      missing.push({ part, reason: coverage.messages[layer] ?? `no ${layer} data here` });
    else included.push(part);
  }
  return { included, missing, partial: missing.length > 0 };
}
