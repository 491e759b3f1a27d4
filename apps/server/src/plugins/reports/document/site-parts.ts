import type { ReactElement } from 'react';
import { accessSection } from './access-section.js';
import { capacitySection } from './capacity-section.js';
import { competitorsSection } from './competitors-section.js';
import { benchmarkSection, rentSection, zoningSection } from './cost-zoning-sections.js';
import { demographicsSection } from './demographics-section.js';
import { forecastSection } from './forecast-section.js';
import { mapSection } from './map-section.js';
import { mobilitySection } from './mobility-section.js';
import { narrativeSection } from './narrative-section.js';
import { ringsSection } from './rings-section.js';
import { scoreSection } from './score-section.js';
import type { SiteContext } from './site-context.js';
import { nonFiniteNumbers } from './unfit-numbers.js';

/**
 * One part of a site's pages: the section it draws and the figures it draws them from, checked before drawing so a
 * number that is not finite is named in words instead of breaking the report.
 */
export interface SitePart {
  key: string;
  title: string;
  /** The analysis fields the section reads, by name (the names are printed when one cannot be drawn). */
  reads: (ctx: SiteContext) => Record<string, unknown>;
  build: (ctx: SiteContext) => ReactElement;
}

/** The decision page: score with its reasons, then strengths, risks and recommendations. */
export const DECISION_PARTS: readonly SitePart[] = [
  {
    key: 'score',
    title: 'Site score',
    reads: ({ a }) => ({ siteScore: a.siteScore, scores: a.scores, forecast: a.forecast, competitors: a.competitors }),
    build: scoreSection,
  },
  {
    key: 'narrative',
    title: 'Strengths, risks and recommendations',
    reads: ({ a }) => ({ narrative: a.narrative }),
    build: narrativeSection,
  },
];

/** The site's detail: the market (map, trade area, demographics, competitors), then access and money. */
export const DETAIL_PARTS: readonly SitePart[] = [
  {
    key: 'map',
    title: 'Site map',
    reads: ({ a, layers }) => ({ site: a.site, radiusMiles: a.radiusMiles, map: layers }),
    build: mapSection,
  },
  {
    key: 'rings',
    title: 'Trade area by distance',
    reads: ({ a }) => ({ tradeArea: a.tradeArea, competitors: a.competitors }),
    build: ringsSection,
  },
  {
    key: 'demographics',
    title: 'Demographics',
    reads: ({ a }) => ({ demographics: a.demographics }),
    build: demographicsSection,
  },
  {
    key: 'competitors',
    title: 'Competitors',
    reads: ({ a }) => ({ competitors: a.competitors }),
    build: competitorsSection,
  },
  {
    key: 'mobility',
    title: 'Walk, transit and bike scores',
    reads: ({ a }) => ({ scores: a.scores }),
    build: mobilitySection,
  },
  { key: 'access', title: 'Access and traffic', reads: ({ a }) => ({ access: a.access }), build: accessSection },
  { key: 'rent', title: 'Rent', reads: ({ a }) => ({ costs: a.costs }), build: rentSection },
  { key: 'zoning', title: 'Zoning', reads: ({ a }) => ({ zoning: a.zoning }), build: zoningSection },
  {
    key: 'benchmarks',
    title: 'Industry benchmarks',
    reads: ({ a }) => ({ benchmarkCheck: a.benchmarkCheck }),
    build: benchmarkSection,
  },
  { key: 'forecast', title: 'Revenue forecast', reads: ({ a }) => ({ forecast: a.forecast }), build: forecastSection },
  { key: 'capacity', title: 'Capacity', reads: ({ a }) => ({ capacity: a.capacity }), build: capacitySection },
];

/** The fields of a part that cannot be drawn, named from the analysis down ("forecast.annualRevenue.high.value"). */
export function unfitFields(part: SitePart, ctx: SiteContext): string[] {
  return Object.entries(part.reads(ctx)).flatMap(([name, value]) => nonFiniteNumbers(value, name));
}
