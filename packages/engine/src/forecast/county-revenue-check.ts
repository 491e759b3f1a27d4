import type { GeoView } from '@sitescout/geodata';
import type { Figure } from '../figures/figure.js';
import type { BusinessType } from '../taxonomy/types.js';
import { type ReceiptsPerPayroll, receiptsPerPayroll } from './receipts-per-payroll.js';
import { percentileWords, receiptsPercentile, stateReceipts } from './state-receipts.js';

/**
 * Where the state's receipts distribution is loaded, a forecast is "within" inside its 10th–90th percentile. Without
 * one, the range a forecast may fall in before it is flagged, as multiples of the county's average revenue per
 * establishment: a new shop taking in more than 3× the average establishment of its type in the county, or less
 * than a fifth of it, is outside what the comparison supports (CBP averages mix small and large establishments;
 * the spread between them is rarely more than that for independent storefronts).
 */
export const PLAUSIBLE_RANGE: readonly [number, number] = [0.2, 3];

export type RevenueCheckVerdict = 'within' | 'above' | 'below' | 'unchecked';

/** The forecast beside what establishments of the type earn in the site's county. */
export interface RevenueCheck {
  verdict: RevenueCheckVerdict;
  /** One sentence: the county average, or why there is no comparison. */
  comparison: string;
  /** The flag in words when the forecast is beyond the range, else null. */
  flag: string | null;
  county: string | null;
  naics: string[];
  establishments: Figure | null;
  payrollPerEstablishment: Figure | null;
  receiptsPerPayroll: Figure | null;
  averageRevenue: Figure | null;
  /** Forecast ÷ average revenue per establishment. */
  ratio: number | null;
  range: readonly [number, number];
  /** A few words for tables: "unproven: 16 % of the county average" (null when not flagged). */
  shortFlag?: string | null;
  /**
   * Share of the state's establishments of the type taking in less than the forecast (0–1), from County Business
   * Patterns payroll per employee × receipts per payroll dollar over ZIP Code Business Patterns size classes; null
   * where that distribution is not loaded.
   */
  percentile?: number | null;
  /** The percentile in words with the distribution's p10–p90 and source, or why there is none. */
  percentileText?: string | null;
}

const usd = (v: number) => `$${Math.round(v).toLocaleString('en-US')}`;

const unchecked = (comparison: string, county: string | null, naics: string[]): RevenueCheck => ({
  verdict: 'unchecked',
  comparison,
  flag: null,
  county,
  naics,
  establishments: null,
  payrollPerEstablishment: null,
  receiptsPerPayroll: null,
  averageRevenue: null,
  ratio: null,
  range: PLAUSIBLE_RANGE,
  shortFlag: null,
  percentile: null,
  percentileText: null,
});

/**
 * Checks a revenue forecast against County Business Patterns: the county's annual payroll per establishment for
 * the type's NAICS codes × the industry's receipts per dollar of payroll (Economic Census) = the average
 * establishment's revenue. A forecast above 3× or below a fifth of it is flagged in words. Outside the loaded
 * counties, for suppressed cells and for industries without a receipts ratio it says why there is no comparison.
 *
 * @example countyRevenueCheck(geo, nailSalon, '17031', 1_000_000).comparison
 *   // 'Average nail salon in Cook County, IL: payroll $89,295 (…County Business Patterns 2023, 522 establishments) ≈ $281,279 revenue …'
 */
export function countyRevenueCheck(
  geo: GeoView,
  type: BusinessType,
  countyFips: string | null,
  expectedRevenue: number,
): RevenueCheck {
  const naics = [...type.recognition.naics];
  const { one, many } = type.noun;
  const area = countyFips ? geo.area('county', countyFips) : null;
  const county = area ? `${area.name}${area.state && !area.name.includes(',') ? `, ${area.state}` : ''}` : null;
  if (!countyFips)
    return unchecked(
      'No county found for this site: the forecast cannot be compared with County Business Patterns.',
      null,
      naics,
    );
  const answer = geo.businessCounts({ countyFips, naics });
  if (!answer.covered)
    return unchecked(
      `No County Business Patterns figures are loaded for ${county ?? `county ${countyFips}`} (only Illinois counties are): the forecast cannot be compared with what ${many} there earn.`,
      county,
      naics,
    );
  let establishments = 0;
  let payroll = 0;
  let revenue = 0;
  const ratios = new Map<string, ReceiptsPerPayroll>();
  for (const row of answer.rows) {
    const ratio = receiptsPerPayroll(row.naics);
    if (row.suppressed || !row.establishments || row.payrollThousands === null || !ratio) continue;
    establishments += row.establishments;
    payroll += row.payrollThousands * 1000;
    revenue += row.payrollThousands * 1000 * ratio.value;
    ratios.set(ratio.source + ratio.naicsPrefix, ratio);
  }
  const cbp = `${answer.source ?? 'County Business Patterns'} ${answer.vintage ?? ''}`.trim();
  if (establishments === 0) {
    const noRatio = answer.rows.every((r) => !receiptsPerPayroll(r.naics));
    return unchecked(
      noRatio
        ? `No receipts-to-payroll ratio is loaded for NAICS ${naics.join(', ')}, so the ${cbp} payroll of ${many} in ${county} cannot be turned into a revenue to compare with.`
        : `${cbp} publishes no payroll for ${many} (NAICS ${naics.join(', ')}) in ${county}: fewer than 3 establishments, so the cell is suppressed.`,
      county,
      naics,
    );
  }
  const used = [...ratios.values()];
  const multiplier = revenue / payroll;
  const perEstablishment = payroll / establishments;
  const average = revenue / establishments;
  const ratioText = used.map((r) => `${used.length > 1 ? `${r.value} ` : ''}for ${r.industry}, ${r.source}`).join('; ');
  const ratio = expectedRevenue / average;
  const times = ratio >= 1 ? `${ratio.toFixed(1)}×` : `${Math.round(ratio * 100)} % of`;
  const comparisonCounty = `Average ${one} in ${county}: payroll ${usd(perEstablishment)} a year (${cbp}, ${establishments.toLocaleString('en-US')} establishments) ≈ ${usd(average)} revenue (× ${multiplier.toFixed(2)} receipts per payroll dollar ${ratioText}). This forecast is ${times} that average.`;
  const place = statePercentile(geo, type, countyFips, expectedRevenue);
  const { verdict, flag, shortFlag } =
    place.percentile !== null && place.p10 !== null && place.p90 !== null
      ? stateVerdict(expectedRevenue, place.percentile, place.p10, place.p90, place.label)
      : countyVerdict(expectedRevenue, ratio, average, one, county);
  const comparison = place.text
    ? `${comparisonCounty} It is ${place.text.replace(/^\$[\d,]+ a year is /, '')}`
    : comparisonCounty;
  return {
    verdict,
    comparison,
    flag,
    county,
    naics,
    establishments: {
      value: establishments,
      source: answer.source ?? 'County Business Patterns',
      vintage: answer.vintage ?? '',
    },
    payrollPerEstablishment: {
      value: Math.round(perEstablishment),
      unit: 'usd',
      source: answer.source ?? 'County Business Patterns',
      vintage: answer.vintage ?? '',
      note: `annual payroll ÷ establishments, NAICS ${naics.join(', ')}, ${county}`,
    },
    receiptsPerPayroll: {
      value: Math.round(multiplier * 100) / 100,
      source: used.map((r) => r.source).join('; '),
      vintage: used.map((r) => r.vintage).join('; '),
      note: used.map((r) => `${r.industry}: ${r.note}`).join('; '),
    },
    averageRevenue: {
      value: Math.round(average),
      unit: 'usd',
      estimate: { method: `payroll per establishment (${cbp}) × receipts per payroll dollar (${ratioText})` },
    },
    ratio: Math.round(ratio * 100) / 100,
    range: PLAUSIBLE_RANGE,
    shortFlag,
    percentile: place.percentile,
    percentileText: place.text,
  };
}

/** Where a revenue sits among the state's establishments of the type, with the p10–p90 that "within" means. */
export interface StatePlace {
  percentile: number | null;
  p10: number | null;
  p90: number | null;
  /** "Illinois nail salons (NAICS 812113)". */
  label: string;
  text: string | null;
}

type Verdict = Pick<RevenueCheck, 'verdict' | 'flag' | 'shortFlag'>;

/** "within" = inside the state's 10th–90th percentile of receipts per establishment of the trade. */
function stateVerdict(revenue: number, percentile: number, p10: number, p90: number, label: string): Verdict {
  if (percentile > 0.9)
    return {
      verdict: 'above',
      flag: `The forecast (${usd(revenue)} a year) is above ${usd(p90)}, the 90th percentile of ${label}: beyond the 10th–90th percentile it is checked against — the share of local spending it assumes is likely too high.`,
      shortFlag: 'unproven: above the state’s 90th percentile',
    };
  if (percentile < 0.1)
    return {
      verdict: 'below',
      flag: `The forecast (${usd(revenue)} a year) is below ${usd(p10)}, the 10th percentile of ${label}: beyond the 10th–90th percentile it is checked against — the market it counts may be too small or the competitors too many.`,
      shortFlag: 'unproven: below the state’s 10th percentile',
    };
  return { verdict: 'within', flag: null, shortFlag: null };
}

/** Without a state distribution: the county average's 0.2×–3× range. */
function countyVerdict(revenue: number, ratio: number, average: number, one: string, county: string | null): Verdict {
  const verdict: RevenueCheckVerdict =
    ratio > PLAUSIBLE_RANGE[1] ? 'above' : ratio < PLAUSIBLE_RANGE[0] ? 'below' : 'within';
  if (verdict === 'above')
    return {
      verdict,
      flag: `The forecast (${usd(revenue)} a year) is ${ratio.toFixed(1)}× what the average ${one} in ${county} takes in (${usd(average)}), more than the ${PLAUSIBLE_RANGE[1]}× this comparison supports — the share of local spending it assumes is likely too high.`,
      shortFlag: `unproven: ${ratio.toFixed(1)}× the county average`,
    };
  if (verdict === 'below')
    return {
      verdict,
      flag: `The forecast (${usd(revenue)} a year) is ${Math.round(ratio * 100)} % of what the average ${one} in ${county} takes in (${usd(average)}), under the fifth this comparison supports — the market it counts may be too small or the competitors too many.`,
      shortFlag: `unproven: ${Math.round(ratio * 100)} % of the county average`,
    };
  return { verdict, flag: null, shortFlag: null };
}

/** Where a revenue sits among the state's establishments of the type (see `stateReceipts`). */
export function statePercentile(
  geo: GeoView,
  type: BusinessType,
  countyFips: string | null,
  revenue: number,
): StatePlace {
  const stateFips = countyFips?.slice(0, 2);
  const state = stateFips ? stateReceipts(geo, type, stateFips) : null;
  const d = state?.distribution;
  const stateName = stateFips === '17' ? 'Illinois' : `state ${stateFips ?? ''}`.trim();
  const label = `${stateName} ${type.noun.many} (NAICS ${type.recognition.naics.filter((n) => receiptsPerPayroll(n)).join(', ')})`;
  if (!state || !d)
    return {
      percentile: null,
      p10: null,
      p90: null,
      label,
      text: state
        ? `No size classes are loaded for ${label}, so where the forecast sits among them is not known.`
        : null,
    };
  const p = receiptsPercentile(d, revenue);
  return {
    percentile: Math.round(p * 1000) / 1000,
    p10: d.p10,
    p90: d.p90,
    label,
    text: `${usd(revenue)} a year is ${percentileWords(p)} of ${label} (10th–90th percentile ${usd(d.p10)}–${usd(d.p90)}, median ${usd(d.p50)}: ${d.source}).`,
  };
}
