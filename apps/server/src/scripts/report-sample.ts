import { createEngineContext, type EngineContext, runAnalysis } from '@sitescout/engine';
import type { GeoView } from '@sitescout/geodata';
import type { AnalysisReportInput } from '../plugins/reports/report-input.js';

/** Three Chicago storefront addresses with their coordinates (used by the report bench and tests). */
export const CHICAGO_COFFEE_SITES = [
  { address: '2400 N Clark St, Chicago, IL 60614', lat: 41.92542, lon: -87.64033 },
  { address: '1550 N Milwaukee Ave, Chicago, IL 60622', lat: 41.90951, lon: -87.67712 },
  { address: '111 W Jackson Blvd, Chicago, IL 60604', lat: 41.87795, lon: -87.63155 },
] as const;

/**
 * A coffee-shop report over real analyses of the given sites (default: all three), computed by the
 * engine on the loaded pack exactly as the analysis worker does.
 */
export function sampleReportInput(
  view: GeoView,
  sites: ReadonlyArray<(typeof CHICAGO_COFFEE_SITES)[number]> = CHICAGO_COFFEE_SITES,
  ctx: EngineContext = createEngineContext(view),
): AnalysisReportInput {
  const { analyses, comparison } = runAnalysis(ctx, {
    businessType: 'coffee-shop',
    sites: sites.map((s) => ({ label: s.address, lat: s.lat, lon: s.lon, precision: 'coordinates' })),
    radiusMiles: 1,
    plan: 'complete',
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
