import { rankAmongText } from '@sitescout/shared';
import type { SaturationVerdict } from '../competitors/saturation.js';
import { ordinal } from '../figures/ordinal.js';
import { aType as withArticle } from '../taxonomy/type-noun.js';
import type { TypeNoun } from '../taxonomy/types.js';
import type { ZoningStatus } from '../zoning/zoning-flags.js';

/** The computed facts the narrative is written from (nulls are facts the data does not have). */

export interface NarrativeFacts {
  businessLabel: string;
  /** How sentences name the type: "a plumbing business", "plumbing businesses" (the label is a menu entry). */
  businessNoun: TypeNoun;
  kind: 'storefront' | 'service-area';
  radiusMiles: number;
  siteScore: number | null;
  /** Why there is no site score, e.g. "Not enough data here for a site score (2 of 5 parts: demand, fit)". */
  siteScoreWithheld: string | null;
  nationalPercentile: number | null;
  residents3mi: number | null;
  householdsInRadius: number | null;
  medianHouseholdIncome: number | null;
  ownerOccupiedShare: number | null;
  lifestyle: string | null;
  competitorsInRadius: number | null;
  saturation: SaturationVerdict;
  saturationReason: string;
  /** Competitor density ÷ the reference density (1 = in line), or null when there is no reference. */
  competitorDensityRatio: number | null;
  nearestCompetitorMiles: number | null;
  walkScore: number | null;
  transitScore: number | null;
  railStationsWithinMile: number | null;
  /** The busiest counted street within 0.25 mi, its daily vehicles and the year it was counted. */
  arterialStreet: string | null;
  arterialVehicles: number | null;
  arterialCountYear: number | null;
  /** Years between the count and the newest loaded data, when more than five (an old count), else null. */
  arterialCountAgeYears: number | null;
  rentEstimate: number | null;
  rentIndex: number | null;
  /** Rent above (+) or below (−) the market average, in whole percent. */
  rentPremiumPercent: number | null;
  zoningStatus: ZoningStatus;
  zoneClass: string | null;
  benchmarksPassed: number | null;
  benchmarksChecked: number | null;
  expectedRevenue: number | null;
  customersPerDay: number | null;
  /** The forecast against the county's average revenue per establishment (County Business Patterns). */
  revenueCheck: 'within' | 'above' | 'below' | 'unchecked' | null;
  /** The county's average revenue per establishment of the type (payroll × receipts per payroll dollar). */
  countyAverageRevenue: number | null;
  /** The county the average is for, e.g. "Cook County, IL". */
  revenueCheckCounty: string | null;
  /** Where the forecast sits among the state's establishments of the type, 0–100 (null: not known). */
  revenuePercentile?: number | null;
  geocodePrecision: string | null;
  placesCovered: boolean;
}

export interface Narrative {
  strengths: string[];
  risks: string[];
  recommendations: string[];
  /** 'rules' always; 'llm' when a language model rewrote the rule text and passed the number check. */
  generatedBy: 'rules' | 'llm';
  model: string | null;
  /** Why an LLM rewrite was not used, when one was attempted. */
  rewriteRejected: string | null;
}

const n = (v: number) => Math.round(v).toLocaleString('en-US');
const usd = (v: number) => `$${n(v)}`;
const cents = (v: number) => `$${v.toFixed(2)}`;

/** Spec §9 marketing benchmarks the rules compare with. */
export const NARRATIVE_THRESHOLDS = {
  residents3mi: 50_000,
  income: 65_000,
  strongScore: 70,
  weakScore: 40,
  dearRent: 1.2,
  /** Daily vehicles from which passing traffic is worth naming as a strength. */
  busyStreet: 15_000,
} as const;

/** "higher than 76% of", or at the ends "in the top 1% of" / "in the bottom 1% of" (never 100 % or 0 %). */
/**
 * Strengths, risks and recommendations as sentences generated from the computed facts by fixed
 * rules: always available, deterministic, and citing only numbers from the facts.
 *
 * @example ruleNarrative(facts).strengths[0] // 'Site score 78/100 …'
 */
export function ruleNarrative(f: NarrativeFacts): Narrative {
  const strengths: string[] = [];
  const risks: string[] = [];
  const recs: string[] = [];
  const T = NARRATIVE_THRESHOLDS;
  const { one, many } = f.businessNoun;
  const aType = withArticle(f.businessNoun);

  if (f.siteScore !== null) {
    const pct =
      f.nationalPercentile === null
        ? ''
        : ` (${rankAmongText(f.nationalPercentile)} U.S. ZIP areas on the Census-based part of the score)`;
    if (f.siteScore >= T.strongScore) strengths.push(`Site score ${n(f.siteScore)}/100 is strong for ${aType}${pct}.`);
    else if (f.siteScore < T.weakScore) risks.push(`Site score ${n(f.siteScore)}/100 is weak for ${aType}${pct}.`);
  } else if (f.siteScoreWithheld) {
    risks.push(`${f.siteScoreWithheld}: the parts measured are shown, but too much of the score is unknown here.`);
  }
  if (f.arterialVehicles !== null && f.arterialVehicles >= T.busyStreet && f.arterialStreet) {
    const old =
      f.arterialCountAgeYears !== null
        ? ` — ${n(f.arterialCountAgeYears)} years before the newest data, so today's traffic may differ`
        : '';
    strengths.push(
      `${f.arterialStreet} carried ${n(f.arterialVehicles)} vehicles a day when the City counted it${f.arterialCountYear === null ? '' : ` in ${f.arterialCountYear}`}${old}.`,
    );
  }
  if (f.kind === 'storefront' && f.residents3mi !== null) {
    if (f.residents3mi >= T.residents3mi)
      strengths.push(
        `${n(f.residents3mi)} residents live within 3 miles, above the ${n(T.residents3mi)} a storefront needs.`,
      );
    else
      risks.push(
        `Only ${n(f.residents3mi)} residents live within 3 miles, below the ${n(T.residents3mi)} a storefront needs.`,
      );
  }
  if (f.medianHouseholdIncome !== null) {
    if (f.medianHouseholdIncome >= T.income)
      strengths.push(
        `Median household income of ${usd(f.medianHouseholdIncome)} is above the ${usd(T.income)} benchmark.`,
      );
    else
      risks.push(`Median household income of ${usd(f.medianHouseholdIncome)} is below the ${usd(T.income)} benchmark.`);
  }
  if (f.lifestyle) strengths.push(`Neighbourhood profile: ${f.lifestyle}`);

  // Competition is a strength only where its density is measured below the reference: never where it
  // is above, and never where there is no reference to compare with.
  const belowReference = f.competitorDensityRatio !== null && f.competitorDensityRatio < 1;
  const aboveReference = f.competitorDensityRatio !== null && f.competitorDensityRatio > 1;
  const densityWords =
    f.competitorDensityRatio === null ? '' : ` (density ${f.competitorDensityRatio.toFixed(2)}× the reference)`;
  switch (f.saturation) {
    case 'sweet-spot':
    case 'room-to-grow':
      if (belowReference) strengths.push(`Competition: ${f.saturationReason}.`);
      else if (aboveReference)
        risks.push(`Competition: ${f.saturationReason}, but its density is above the reference${densityWords}.`);
      break;
    case 'underserved':
      // Above the reference the saturation reason already says so (and never calls competition low).
      if (belowReference) strengths.push(`Competition: ${f.saturationReason}.`);
      else if (aboveReference) risks.push(`Competition: ${f.saturationReason}.`);
      recs.push(
        `Test demand before committing (a pop-up, pre-sales or a survey): few ${many} nearby can mean an open market or a weak one.`,
      );
      break;
    case 'crowded':
    case 'saturated':
      risks.push(`Competition: ${f.saturationReason}.`);
      recs.push(
        `Stand out from the ${f.competitorsInRadius === null ? 'many' : n(f.competitorsInRadius)} nearby competitors on offer, hours or service, or compare sites with fewer of them using the best-location finder.`,
      );
      break;
    case 'in-line':
      // In line with the reference is neither a strength nor a risk.
      break;
    case 'unknown':
      risks.push(`Competition could not be measured: ${f.saturationReason}.`);
      break;
  }
  const approximateSite = f.geocodePrecision === 'zip' || f.geocodePrecision === 'city';
  // A ZIP-located site cannot say a competitor is next door: its own point is a mile out.
  if (
    f.nearestCompetitorMiles !== null &&
    f.nearestCompetitorMiles < 0.1 &&
    f.kind === 'storefront' &&
    !approximateSite
  )
    risks.push(`The nearest competitor is only ${f.nearestCompetitorMiles.toFixed(2)} miles away.`);

  if (f.kind === 'storefront') {
    if (f.walkScore !== null && f.walkScore >= 70)
      strengths.push(`Walk Score ${n(f.walkScore)}: most errands can be done on foot, which brings passing trade.`);
    if (f.walkScore !== null && f.walkScore < 50)
      risks.push(`Walk Score ${n(f.walkScore)}: customers will mostly arrive by car, so parking matters.`);
    if (f.transitScore !== null && f.transitScore >= 70)
      strengths.push(
        `Transit Score ${n(f.transitScore)}${f.railStationsWithinMile ? ` with ${n(f.railStationsWithinMile)} rail station${f.railStationsWithinMile === 1 ? '' : 's'} within 1 mile` : ''}.`,
      );
  }

  if (f.rentIndex !== null && f.rentEstimate !== null) {
    if (f.rentIndex > T.dearRent) {
      risks.push(
        `Estimated rent of ${cents(f.rentEstimate)} per sq ft a year is ${n(f.rentPremiumPercent ?? 0)}% above the market average.`,
      );
      recs.push('Negotiate the rent or look one block off the main street, where asking rents are usually lower.');
    } else if (f.rentIndex < 0.9) {
      strengths.push(`Estimated rent of ${cents(f.rentEstimate)} per sq ft a year is below the market average.`);
    }
  }

  if (f.zoningStatus === 'allowed') strengths.push(`Zoning ${f.zoneClass} normally allows ${aType}.`);
  if (f.zoningStatus === 'flag') {
    risks.push(`Zoning ${f.zoneClass} normally does not allow ${aType}.`);
    recs.push('Confirm the zoning with the city before signing a lease; a rezoning or special use takes months.');
  }
  if (f.zoningStatus === 'review')
    recs.push(`Read the planned-development ordinance for ${f.zoneClass} to confirm the use is allowed.`);
  if (f.zoningStatus === 'not-checked' && approximateSite)
    recs.push('Place the pin on the parcel, then check the zoning district and its use table.');
  else if (f.zoningStatus === 'not-checked') {
    risks.push('Zoning was not checked: no zoning data is loaded for this area.');
    recs.push('Ask the local zoning office whether the use is allowed at this address.');
  }

  if (f.benchmarksPassed !== null && f.benchmarksChecked !== null && f.benchmarksChecked > 0) {
    const line = `${n(f.benchmarksPassed)} of ${n(f.benchmarksChecked)} checkable industry benchmarks are met.`;
    (f.benchmarksPassed * 2 >= f.benchmarksChecked ? strengths : risks).push(line);
    if (f.benchmarksPassed * 2 < f.benchmarksChecked)
      recs.push('Focus marketing on the parts of the service area with more owner-occupied and older homes.');
  }
  if (f.expectedRevenue !== null) {
    const avg = f.countyAverageRevenue;
    const where = f.revenueCheckCounty ?? 'the county';
    const pct = f.revenuePercentile ?? null;
    const outsideP10P90 = pct !== null && (pct < 10 || pct > 90);
    if ((f.revenueCheck === 'above' || f.revenueCheck === 'below') && avg !== null) {
      // Only numbers the facts hold: the narrative's number check refuses any other.
      const side = f.revenueCheck === 'above' ? 'more than 3× what' : 'under a fifth of what';
      risks.push(
        `Unproven forecast: ${usd(f.expectedRevenue)} a year is ${side} the average ${one} in ${where} takes in (about ${usd(avg)}, County Business Patterns payroll).`,
      );
      recs.push(
        `Do not plan around the flagged forecast of ${usd(f.expectedRevenue)} a year: test it against the average ${one} in ${where} (about ${usd(avg)} a year) and the assumptions listed in the forecast first.`,
      );
    } else if (approximateSite)
      recs.push(
        `Do not plan around the forecast of ${usd(f.expectedRevenue)} a year: the site is placed only at its ${f.geocodePrecision === 'city' ? 'city centre' : 'ZIP code area'}, so the forecast is a guess for the area, not this address. Place the pin on the parcel for a forecast you can plan on.`,
      );
    else if (outsideP10P90)
      recs.push(
        `Do not plan around the forecast of ${usd(f.expectedRevenue)} a year without checking it: it is ${pct > 90 ? 'above' : 'below'} what 9 in 10 ${many} in the state take in (around the ${ordinal(pct)} percentile).`,
      );
    else if (f.revenueCheck !== 'within')
      recs.push(
        `Treat the forecast of ${usd(f.expectedRevenue)} a year as a rough guide, not a plan: it could not be checked against what ${many} in the county take in.`,
      );
    else
      recs.push(
        `Plan around about ${usd(f.expectedRevenue)} a year in revenue${f.customersPerDay ? ` (about ${n(f.customersPerDay)} customers a day)` : ''}, an estimate whose assumptions are listed in the forecast${pct !== null ? `; it sits around the ${ordinal(pct)} percentile of the state's ${many}` : ''}${f.revenueCheck === 'within' && avg !== null ? `; the average ${one} in ${where} takes in about ${usd(avg)}` : ''}.`,
      );
  }
  if (!f.placesCovered)
    risks.push(
      'No place data is loaded for this area: competitors are counted from Census business patterns, without names or locations.',
    );
  if (approximateSite)
    risks.push(
      `The address was located only to ${f.geocodePrecision} precision, so distances are approximate and zoning is not checked: place the pin on the parcel.`,
    );
  if (recs.length === 0) recs.push(`Compare this site with two or three other candidates before deciding.`);
  return { strengths, risks, recommendations: recs, generatedBy: 'rules', model: null, rewriteRejected: null };
}
