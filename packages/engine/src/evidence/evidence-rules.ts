import type { SiteAnalysis } from '../analysis/analysis-result-types.js';
import type { EngineContext } from '../analysis/engine-context.js';
import { formatReport } from '../cli/format-report.js';
import { placesEvidence } from '../competitors/places-evidence.js';
import { siteCountyFips } from '../forecast/site-county.js';
import { receiptsPercentile, stateReceipts } from '../forecast/state-receipts.js';
import type { BusinessType } from '../taxonomy/types.js';

/** What the evidence check looks for. */
export type EvidenceRule =
  | 'forecast-without-benchmark'
  | 'forecast-outside-p1-p99'
  | 'market-share-from-sample'
  | 'count-from-sample'
  | 'income-factor-without-median'
  | 'national-rent-as-local'
  | 'percentile-0-or-100'
  | 'collapsed-range'
  | 'fractional-headcount'
  | 'saturation-contradiction';

export interface EvidenceFinding {
  rule: EvidenceRule;
  /** The figure or words found, as shown. */
  detail: string;
}

/** Percentiles of 0 or 100 in any wording the reports use. */
const PERCENTILE_ENDS = [
  /\b(?:higher|lower|more|less) than (?:0|100) ?%/i,
  /\b(?:0|100)(?:st|nd|rd|th) percentile/i,
  /percentile[^\n:]*: (?:0|100)(?: ?%)?(?![\d.])/i,
];
/** "39–39", "$1.00–$1.00", "0–0": a range whose ends read the same. */
const COLLAPSED = /(?<![\d.,$])(\$?\d[\d,]*(?:\.\d+)?)\s?–\s?\1(?![\d,]|\.\d)/;

/** Saturation words that say "too many", and those that say "not too many": both in one banner contradict. */
const MANY =
  /more than the area supports|above the reference density|above the 2–5 sweet spot|more than twice the 2–5/i;
const FEW_OR_EVEN =
  /in line with the reference|inside the 2–5 sweet spot|fewer than the 2–5|about as many as the area supports|room for more|below the reference density/i;

const usd = (v: number) => `$${Math.round(v).toLocaleString('en-US')}`;

/** Figures that count people, homes or households: whole numbers. */
function headcounts(a: SiteAnalysis): Array<[string, number]> {
  const out: Array<[string, number]> = [];
  for (const r of a.tradeArea.rings)
    for (const key of ['population', 'households', 'housingUnits'] as const) {
      const v = r[key]?.value;
      if (typeof v === 'number') out.push([`${r.radiusMiles} mi ring ${key}`, v]);
    }
  for (const key of ['population', 'households', 'housingUnits', 'daytimePopulation'] as const) {
    const v = a.demographics.figures[key]?.value;
    if (typeof v === 'number') out.push([`demographics ${key}`, v]);
  }
  return out;
}

/**
 * Every figure of one analysis shown past its evidence: a forecast with no receipts benchmark or outside the state's
 * 1st–99th percentile of receipts per establishment, a market share from a sample of places, an income factor with
 * no measured median income, a market rent labelled local, a percentile of 0 or 100, a collapsed range, a fractional
 * head count, and a saturation banner that contradicts itself without saying so. Reads the analysis and its
 * printed report (`formatReport`), the words a user reads.
 */
export function evidenceFindings(ctx: EngineContext, type: BusinessType, a: SiteAnalysis): EvidenceFinding[] {
  const found: EvidenceFinding[] = [];
  const add = (rule: EvidenceRule, detail: string) => found.push({ rule, detail });
  const text = formatReport(a);
  const revenue = a.forecast.annualRevenue;
  const county = siteCountyFips(ctx.geo, a.site);
  const d = county ? stateReceipts(ctx.geo, type, county.slice(0, 2))?.distribution : null;
  if (revenue && !d)
    add(
      'forecast-without-benchmark',
      `${usd(revenue.expected.value)} with no receipts per establishment loaded for the state`,
    );
  if (revenue && d)
    for (const [end, f] of Object.entries(revenue)) {
      const share = receiptsPercentile(d, f.value);
      if (share < 0.0099 || share > 0.9901)
        add(
          'forecast-outside-p1-p99',
          `${end} ${usd(f.value)} at percentile ${(share * 100).toFixed(2)} of the state's establishments`,
        );
    }
  if (revenue && !(revenue.low.value < revenue.high.value))
    add('collapsed-range', `forecast ${usd(revenue.low.value)}–${usd(revenue.high.value)}`);
  if (
    a.forecast.marketShare &&
    placesEvidence(ctx.geo, a.site) === 'sample' &&
    a.competitors.countBasis === 'named-places'
  )
    add(
      'market-share-from-sample',
      `market share ${(a.forecast.marketShare.value * 100).toFixed(1)} % from a sample of places`,
    );
  if (placesEvidence(ctx.geo, a.site) === 'sample' && a.competitors.countBasis === 'named-places')
    add(
      'count-from-sample',
      `${a.competitors.countWithinRadius?.value ?? '?'} competitors counted from a sample of places`,
    );
  const demand = a.siteScore.subScores.find((s) => s.name === 'demand')?.detail ?? '';
  if (/income factor/.test(demand) && !a.demographics.figures.medianHouseholdIncome)
    add('income-factor-without-median', demand);
  if (/Local estimate:/.test(text) && a.costs.index === null)
    add('national-rent-as-local', 'a market rent labelled "Local estimate"');
  for (const re of PERCENTILE_ENDS) {
    const m = text.match(re);
    if (m) add('percentile-0-or-100', m[0]);
  }
  const collapsed = text.match(COLLAPSED);
  if (collapsed) add('collapsed-range', collapsed[0]);
  for (const [what, v] of headcounts(a)) if (!Number.isInteger(v)) add('fractional-headcount', `${what} ${v}`);
  const banner = a.competitors.saturation.reason;
  if (MANY.test(banner) && FEW_OR_EVEN.test(banner) && !/disagree/.test(banner))
    add('saturation-contradiction', banner);
  return found;
}
