import { createEngineContext, type EngineContext, runAnalysis } from '@sitescout/engine';
import type { GeoView } from '@sitescout/geodata';
import type { AnalysisReportInput } from '../plugins/reports/report-input.js';

/** A storefront address with the coordinates the analysis uses. */
export interface SampleSite {
  readonly address: string;
  readonly lat: number;
  readonly lon: number;
}

/** Three Chicago storefront addresses with their coordinates (used by the report bench and tests). */
export const CHICAGO_COFFEE_SITES: readonly SampleSite[] = [
  { address: '2400 N Clark St, Chicago, IL 60614', lat: 41.92542, lon: -87.64033 },
  { address: '1550 N Milwaukee Ave, Chicago, IL 60622', lat: 41.90951, lon: -87.67712 },
  { address: '111 W Jackson Blvd, Chicago, IL 60604', lat: 41.87795, lon: -87.63155 },
];

/**
 * Seventeen more Chicago storefront corners, for reports of 5 and 20 sites. Coordinates are placed on the city's street
 * grid (Madison and State at 0, 800 numbers a mile north and west; south of Madison 12th, 22nd, 31st, 39th and every
 * eighth street after at whole miles), to within a block.
 */
export const MORE_CHICAGO_SITES: readonly SampleSite[] = [
  { address: '3400 N Southport Ave, Chicago, IL 60657', lat: 41.9436, lon: -87.6617 },
  { address: '1800 W Division St, Chicago, IL 60622', lat: 41.9037, lon: -87.6717 },
  { address: '1000 W Randolph St, Chicago, IL 60607', lat: 41.8847, lon: -87.652 },
  { address: '1500 E 53rd St, Chicago, IL 60615', lat: 41.7987, lon: -87.5894 },
  { address: '2600 N Milwaukee Ave, Chicago, IL 60647', lat: 41.9297, lon: -87.7076 },
  { address: '1800 S Halsted St, Chicago, IL 60608', lat: 41.8578, lon: -87.6466 },
  { address: '4700 N Lincoln Ave, Chicago, IL 60625', lat: 41.9676, lon: -87.6889 },
  { address: '6400 N Sheridan Rd, Chicago, IL 60626', lat: 41.9982, lon: -87.6609 },
  { address: '3100 S Halsted St, Chicago, IL 60608', lat: 41.8385, lon: -87.6466 },
  { address: '2400 W Chicago Ave, Chicago, IL 60622', lat: 41.8957, lon: -87.6868 },
  { address: '900 N Michigan Ave, Chicago, IL 60611', lat: 41.8994, lon: -87.6243 },
  { address: '3200 W Armitage Ave, Chicago, IL 60647', lat: 41.9177, lon: -87.7067 },
  { address: '1600 W Belmont Ave, Chicago, IL 60657', lat: 41.9397, lon: -87.6683 },
  { address: '4800 S Ashland Ave, Chicago, IL 60609', lat: 41.8068, lon: -87.6646 },
  { address: '6300 S Cottage Grove Ave, Chicago, IL 60637', lat: 41.7803, lon: -87.6059 },
  { address: '2200 W Irving Park Rd, Chicago, IL 60618', lat: 41.9543, lon: -87.6811 },
  { address: '1100 W Taylor St, Chicago, IL 60607', lat: 41.8696, lon: -87.6544 },
];

/** The first `count` sample sites (the three above, then the further ones), up to 20. */
export function chicagoSites(count: number): readonly SampleSite[] {
  return [...CHICAGO_COFFEE_SITES, ...MORE_CHICAGO_SITES].slice(0, count);
}

/**
 * A coffee-shop report over real analyses of the given sites (default: all three), computed by the
 * engine on the loaded pack exactly as the analysis worker does.
 */
export function sampleReportInput(
  view: GeoView,
  sites: readonly SampleSite[] = CHICAGO_COFFEE_SITES,
  ctx: EngineContext = createEngineContext(view),
): AnalysisReportInput {
  const { analyses, comparison } = runAnalysis(ctx, {
    businessType: 'coffee-shop',
    sites: sites.map((s) => ({ label: s.address, lat: s.lat, lon: s.lon, precision: 'coordinates' })),
    radiusMiles: 1,
    plan: sites.length > 3 ? 'pro' : 'complete',
  });
  return {
    title: `Coffee shop - ${sites.length === 1 ? sites[0]?.address : `${sites.length} Chicago sites`}`,
    businessTypeLabel: 'Coffee shop',
    createdAt: new Date('2026-11-22T12:00:00Z'),
    sites: analyses.map((analysis, i) => ({ address: sites[i]?.address ?? analysis.site.label, analysis })),
    ...(comparison ? { comparison } : {}),
    dashboardUrl: 'https://sitescout.example/app/analyses/sample',
  };
}
