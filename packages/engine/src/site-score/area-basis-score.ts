import type { AreaRecord } from '@sitescout/geodata';
import type { EngineContext } from '../analysis/engine-context.js';
import { householdIncome } from '../analysis/household-income.js';
import { marketHomeValue } from '../analysis/market-home-value.js';
import { RENT_HOME_VALUE_ELASTICITY } from '../costs/rent-estimate.js';
import type { Figure } from '../figures/figure.js';
import type { BusinessType, CustomerSegment } from '../taxonomy/types.js';
import { renormalisedScore } from './site-score.js';
import { demandSubScore, type FitInputs, fitSubScore } from './sub-scores.js';

/**
 * Census-only inputs for one place: demand, customer fit and (for the finder's fallback) a rent index. The national
 * basis score reads demand and fit only: the offline national layers carry no ZCTA home values, so cost could be
 * scored for a Chicago site but for no ZCTA it is ranked against.
 */
export interface AreaBasisInputs {
  residents3mi: number | null;
  ownerHomesInRadius: number | null;
  householdIncome: number | null;
  fit: FitInputs;
  /** The fit inputs taken from the county because the ZCTA has none (they read the same for the county's ZCTAs). */
  fitFromCounty?: Array<keyof FitInputs>;
  rentIndex: number | null;
}

/**
 * The Census-based part of the site score (demand and customer fit, with the type's weights renormalised
 * over them): the part every U.S. ZCTA can be scored on, so sites can be ranked nationally.
 */
export function areaBasisScore(
  type: BusinessType,
  input: Omit<AreaBasisInputs, 'rentIndex'>,
  segments?: readonly CustomerSegment[],
): number | null {
  const score = renormalisedScore(
    {
      demand: demandSubScore({
        kind: type.kind,
        residents3mi: input.residents3mi,
        ownerHomesInRadius: input.ownerHomesInRadius,
        householdIncome: input.householdIncome,
      }).score,
      competition: null,
      access: null,
      cost: null,
      fit: fitSubScore(segments ?? type.targetCustomers, input.fit).score,
    },
    type.weights,
  );
  return score === null ? null : Math.round(score);
}

const val = (f: Figure | null | undefined) => f?.value ?? null;

/**
 * Area-basis inputs for one ZCTA from its own figures (county figures where the ZCTA has none):
 * people within 3 mi ≈ the ZCTA's people plus its county's density over the rest of the 28.3 sq mi
 * disc (or the ZCTA's density × 28.3 when it is larger than the disc); owner homes in the service
 * radius likewise. Cheap enough for all 33,000 ZCTAs; the finder uses true ring apportioning instead.
 */
export function zctaBasisInputs(ctx: EngineContext, type: BusinessType, zcta: AreaRecord): AreaBasisInputs {
  const d = zcta.demographics;
  const county = zcta.countyFips ? ctx.geo.area('county', zcta.countyFips) : undefined;
  const c = county?.demographics;
  const land = zcta.landAreaSqMi ?? 0;
  const people = val(d.population);
  const homes = val(d.households) ?? val(d.housingUnits);
  const owner = val(d.ownerOccupiedShare) ?? val(c?.ownerOccupiedShare);
  const countyLand = county?.landAreaSqMi ?? 0;
  const countyDensity = (v: number | null) => (v !== null && countyLand > 0 ? v / countyLand : null);
  /** The ZCTA's own count plus the county's density over the rest of a disc of radius r. */
  const inDisc = (own: number | null, countyTotal: number | null, r: number): number | null => {
    const disc = Math.PI * r * r;
    if (own === null || land <= 0) return own;
    if (land >= disc) return (own / land) * disc;
    return own + (countyDensity(countyTotal) ?? own / land) * (disc - land);
  };
  const income = householdIncome({
    medianHouseholdIncome: d.medianHouseholdIncome ?? c?.medianHouseholdIncome ?? null,
    perCapitaIncome: d.perCapitaIncome ?? c?.perCapitaIncome ?? null,
    householdSize: d.householdSize ?? c?.householdSize ?? null,
  });
  const homeValue = val(d.medianHomeValue) ?? val(c?.medianHomeValue);
  const market = marketHomeValue(ctx, zcta.countyFips);
  const ownFit = [
    'under18Share',
    'age25to44Share',
    'age65PlusShare',
    'bachelorsOrHigherShare',
    'medianHouseholdIncome',
    'perCapitaIncome',
  ] as const;
  const fitFromCounty = ownFit.filter((k) => val(d[k]) === null && val(c?.[k]) !== null);
  return {
    fitFromCounty,
    residents3mi: inDisc(people, val(c?.population), 3),
    ownerHomesInRadius: (() => {
      const h = inDisc(homes, val(c?.households) ?? val(c?.housingUnits), type.defaultRadiusMiles);
      return h !== null && owner !== null ? (h * owner) / 100 : null;
    })(),
    householdIncome: income?.value ?? null,
    fit: {
      under18Share: val(d.under18Share) ?? val(c?.under18Share),
      age25to44Share: val(d.age25to44Share) ?? val(c?.age25to44Share),
      age65PlusShare: val(d.age65PlusShare) ?? val(c?.age65PlusShare),
      bachelorsOrHigherShare: val(d.bachelorsOrHigherShare) ?? val(c?.bachelorsOrHigherShare),
      ownerOccupiedShare: owner,
      medianHouseholdIncome: val(d.medianHouseholdIncome) ?? val(c?.medianHouseholdIncome),
      perCapitaIncome: val(d.perCapitaIncome) ?? val(c?.perCapitaIncome),
    },
    rentIndex: homeValue !== null && market ? (homeValue / market.value) ** RENT_HOME_VALUE_ELASTICITY : null,
  };
}

/** Area-basis scores of every U.S. ZCTA for a business type, sorted ascending (memoised). */
export function nationalDistribution(ctx: EngineContext, type: BusinessType): Float64Array {
  return ctx.memo(`national-distribution:${type.id}`, () => {
    const scores: number[] = [];
    for (const zcta of ctx.geo.areas('zcta')) {
      if (!zcta.demographics.population || zcta.demographics.population.value <= 0) continue;
      const s = areaBasisScore(type, zctaBasisInputs(ctx, type, zcta));
      if (s !== null) scores.push(s);
    }
    return Float64Array.from(scores).sort();
  });
}

/**
 * Percentile (0–100) of a score in a sorted distribution: the share of values strictly below it
 * plus half of the ties.
 *
 * @example percentileOf(Float64Array.from([10, 20, 30, 40]), 30) // 62.5
 */
export function percentileOf(sorted: Float64Array, score: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as number) < score) lo = mid + 1;
    else hi = mid;
  }
  let ties = lo;
  while (ties < sorted.length && sorted[ties] === score) ties += 1;
  return sorted.length === 0 ? 0 : (100 * (lo + (ties - lo) / 2)) / sorted.length;
}

/** National percentile of a site's area-basis score among all populated U.S. ZCTAs, as a Figure. */
export function nationalPercentile(ctx: EngineContext, type: BusinessType, basisScore: number | null): Figure | null {
  if (basisScore === null) return null;
  const dist = nationalDistribution(ctx, type);
  if (dist.length === 0) return null;
  return {
    value: Math.round(percentileOf(dist, basisScore)),
    unit: 'percentile',
    estimate: {
      method: `rank of the site's Census-based score (demand and customer fit) among the same score for ${dist.length.toLocaleString('en-US')} populated U.S. ZCTAs (each ZCTA's 3-mile population from its density)`,
    },
  };
}
