import type { SiteAnalysis } from '../analysis/analysis-result-types.js';
import { widerThanRingReason } from './site-location.js';

/** The report's sections whose presence depends on the data at the site. */
export type ReportSectionId =
  | 'walk-score'
  | 'transit-score'
  | 'bike-score'
  | 'competitors-named'
  | 'competitors-counted'
  | 'rent'
  | 'zoning'
  | 'traffic'
  | 'site-score'
  | 'forecast';

/** One section: whether the report holds it, and in plain words what it holds or why it is left out. */
export interface ReportSection {
  id: ReportSectionId;
  label: string;
  included: boolean;
  detail: string;
}

/** The parts of an analysis the sections are read from (a finished report, or the engine's preview of one). */
export type SectionSource = Pick<SiteAnalysis, 'scores' | 'competitors' | 'costs' | 'zoning' | 'access' | 'forecast'> &
  Partial<Pick<SiteAnalysis, 'location' | 'radiusMiles'>> & {
    siteScore: Pick<SiteAnalysis['siteScore'], 'score' | 'coverage'>;
  };

const noteStarting = (notes: readonly string[], prefix: string, fallback: string) =>
  notes.find((n) => n.startsWith(prefix)) ?? fallback;

const money = (v: number) => `$${v.toFixed(2)}`;

/**
 * Section by section, what a report at this site holds: read from the analysis itself, so the notice before payment
 * (computed by the same engine code on the same data, see `reportNotice`) and the finished report say the same.
 *
 * @example reportSections(analysis).filter((s) => !s.included).map((s) => s.label) // ['Transit Score', 'Zoning check']
 */
export function reportSections(a: SectionSource): ReportSection[] {
  const sections = computedSections(a);
  const wide = a.location?.widerThanRing;
  // Placed only at the centre of an area wider than the ring: no section read at that point is shown.
  if (!wide || a.radiusMiles === undefined) return sections;
  // The first clause of the reason: the notice lists it beside every section, so once in full would repeat.
  const detail = `not shown: ${widerThanRingReason(wide, a.radiusMiles).split(', so ')[0]}`;
  return sections.map((s) => ({ ...s, included: false, detail }));
}

function computedSections(a: SectionSource): ReportSection[] {
  const { scores, competitors: c, costs, zoning, access, siteScore, forecast } = a;
  const named = c.list.length;
  const count = c.countWithinRadius?.value ?? null;
  return [
    {
      id: 'walk-score',
      label: 'Walk Score',
      included: scores.walk.score !== null,
      detail:
        scores.walk.score !== null
          ? 'computed from the places within 1.5 mi'
          : noteStarting(
              scores.notes,
              'No Walk Score',
              noteStarting(scores.notes, 'Walk Score not computed', 'No Walk Score here'),
            ),
    },
    {
      id: 'transit-score',
      label: 'Transit Score',
      included: scores.transit !== null,
      detail:
        scores.transit === null
          ? noteStarting(scores.notes, 'No Transit Score', 'No Transit Score here')
          : (scores.transit.partial ?? 'computed from the stops within 0.5 mi'),
    },
    {
      id: 'bike-score',
      label: 'Bike Score',
      included: scores.bike.score !== null,
      detail:
        scores.bike.score !== null
          ? 'computed from bike routes, stations and destinations'
          : noteStarting(scores.notes, 'No Bike Score', 'No Bike Score here'),
    },
    {
      id: 'competitors-named',
      label: 'Competitors named on the map',
      included: named > 0,
      detail:
        named > 0
          ? `${named} named within the radius`
          : c.placesCovered
            ? 'no competitor of this type is named within the radius in the loaded place data'
            : // The list of areas the place data does cover belongs on the coverage page, not in each notice.
              (c.placesMessage ?? 'no place data for this area').replace(/\s*\(covered: [\s\S]*\)\s*$/, ''),
    },
    {
      id: 'competitors-counted',
      label: 'Competitors counted',
      included: count !== null,
      // Without a count the summary says why (outside the United States, no Census counts, no place data).
      detail: c.countSummary ?? 'no business count for this area (County or ZIP Business Patterns)',
    },
    {
      id: 'rent',
      label: 'Rent estimate',
      included: costs.estimate !== null,
      detail:
        costs.estimate === null
          ? (costs.notes[0] ?? 'no commercial rent figure for this market')
          : costs.index === null
            ? `the market's published asking rent only (${money(costs.estimate.value)}/sq ft/yr), not adjusted to the site`
            : `local estimate ${money(costs.estimate.value)}/sq ft/yr`,
    },
    {
      id: 'zoning',
      label: 'Zoning check',
      included: zoning.status !== 'not-checked',
      detail: zoning.status !== 'not-checked' ? `zone ${zoning.zoneClass ?? ''}`.trim() : zoning.message,
    },
    {
      id: 'traffic',
      label: 'Traffic counts',
      included: access.trafficCounts.length > 0,
      detail:
        access.trafficCounts.length > 0
          ? `${access.trafficCounts.length} counted street${access.trafficCounts.length === 1 ? '' : 's'} nearby`
          : `${access.trafficProxy?.label ?? 'no traffic counts'} (${access.trafficProxy?.reason ?? 'none loaded here'})`,
    },
    {
      id: 'site-score',
      label: 'Site score',
      included: siteScore.score !== null,
      detail: siteScore.coverage.summary,
    },
    {
      id: 'forecast',
      label: 'Revenue forecast',
      included: forecast.available,
      detail: forecast.available
        ? 'market share and revenue range'
        : (forecast.reason ?? 'not enough data for a forecast'),
    },
  ];
}
