import type { AreaDemographics, AreaOverlap } from '@sitescout/geodata';
import type { EngineContext } from '../analysis/engine-context.js';

/**
 * Where no ZIP count is loaded, a county's establishments are spread over its tracts by the people there by day
 * (workers and residents, CDC SVI's daytime population) blended with residents: `w · daytime + (1 − w) · residents`.
 * Shops sit where people work and shop, not where they sleep — downtown Springfield's coffee bars serve office
 * workers. Tuned on the tuning half of the Chicago ZIPs (leave-one-ZIP-out against ZIP Code Business Patterns
 * 2018, `census-check.ts`); the check half is never used to set it. Tuning half, county by people by day within
 * ±30 %: w = 1 → 33 %, 0.75 → 37 %, 0.5 → 37 % (149 of 398, the most), 0.25 → 36 %; by households 33 %.
 */
export const DAYTIME_WEIGHT: number = 0.5;

/**
 * The range this method earns: ZIP Code Business Patterns ÷ the daytime estimate at the 10th and 90th
 * percentiles over the tuning half's held-out ZIPs (types with five or more establishments): ×0.40–×2.05.
 * Printed with its coverage on the check half by `npm run competition:check`.
 */
export const DAYTIME_RANGE = { low: 0.4, high: 2.05 } as const;

/**
 * Share of a county's establishments spread by where businesses are rather than where people are: a tract's
 * workers who come in from elsewhere, its daytime population above its residents (`max(0, E_DAYPOP − E_TOTPOP)`,
 * zero in bedroom tracts, thousands in a downtown). The pack has no employment or establishment count by tract or
 * ZCTA outside the Chicago ZIP files, and this in-commuter surplus is the one measure of business presence it holds
 * for every Illinois tract. The estimate is `(1 − b) · county × ring's share of people by day + b · county × ring's
 * share of the county's in-commuter surplus`. Fitted on the tuning half only (`census-check.ts`, county by people by
 * day, no ZIP counts, within ±30 %): b = 0 → 37 % (149 of 398), 0.1 → 36 %, 0.2 → 34 %, 0.3 → 30 %, 0.4 and
 * 0.5 → 27 %, so b = 0 and the method is unchanged (Cook's in-commuters crowd into the Loop, which people by day
 * already favour). The check half and Chicago's downtown ZIPs at each b are printed by `npm run competition:check`,
 * never used to set it; see docs/data/accuracy.md.
 */
export const BUSINESS_WEIGHT: number = 0;

export interface DaytimeEstablishments {
  /** Establishments in the tracts' parts inside the ring, with suppressed cells counted 0–2. */
  range: [number, number];
  /** People (blended as above) inside the ring. */
  people: number;
  /** Tract land inside the ring (sq mi). */
  land: number;
  counties: number;
  source: string;
  vintage: string;
  /** The people measure in words, e.g. "daytime population (CDC/ATSDR SVI 2022)". */
  peopleWords: string;
}

/** A tract's people by the blend above; null when it lacks either figure the blend needs. */
export function peopleByDay(d: AreaDemographics): number | null {
  const day = d.daytimePopulation?.value;
  const residents = d.population?.value;
  if (DAYTIME_WEIGHT > 0 && (day === undefined || day === null)) return null;
  if (DAYTIME_WEIGHT < 1 && (residents === undefined || residents === null)) return null;
  return DAYTIME_WEIGHT * (day ?? 0) + (1 - DAYTIME_WEIGHT) * (residents ?? 0);
}

/** A tract's in-commuter surplus: daytime population above residents (0 when either is missing or it is below). */
function workersIn(d: AreaDemographics): number {
  const day = d.daytimePopulation?.value;
  const residents = d.population?.value;
  if (day === undefined || day === null || residents === undefined || residents === null) return 0;
  return Math.max(0, day - residents);
}

const countyOf = (o: AreaOverlap) => o.area.countyFips ?? o.area.id.slice(0, 5);

/** Each county's people (the blend) and in-commuter surplus summed over its tracts, once per loaded pack. */
function countyPeople(ctx: EngineContext): Map<string, { people: number; workers: number }> {
  return ctx.memo(`county-people-by-day-${DAYTIME_WEIGHT}`, () => {
    const totals = new Map<string, { people: number; workers: number }>();
    for (const tract of ctx.geo.areas('tract')) {
      const p = peopleByDay(tract.demographics);
      if (p === null) continue;
      const fips = tract.countyFips ?? tract.id.slice(0, 5);
      const t = totals.get(fips) ?? { people: 0, workers: 0 };
      t.people += p;
      t.workers += workersIn(tract.demographics);
      totals.set(fips, t);
    }
    return totals;
  });
}

/**
 * A county's establishments per person by day and per in-commuter (low, high), memoised per county and NAICS set.
 * Per in-commuter is null when the county has no surplus anywhere (its establishments then go by people alone).
 */
function countyRate(ctx: EngineContext, fips: string, naics: readonly string[]) {
  return ctx.memo(`county-rate-by-day-${DAYTIME_WEIGHT}-${fips}-${naics.join(',')}`, () => {
    const totals = countyPeople(ctx).get(fips);
    if (!totals || totals.people <= 0) return null;
    const answer = ctx.geo.businessCounts({ countyFips: fips, naics });
    if (!answer.covered) return null;
    const [low, high] = answer.establishmentsRange;
    return {
      low: low / totals.people,
      high: high / totals.people,
      perWorker: totals.workers > 0 ? { low: low / totals.workers, high: high / totals.workers } : null,
      source: answer.source ?? 'County Business Patterns',
      vintage: answer.vintage ?? '',
    };
  });
}

/**
 * A county's establishments of the NAICS codes apportioned to the tracts overlapping a ring: each tract's part
 * inside the ring × its people by day ÷ its county's. Null when no overlapping tract has the figures or its county
 * no Census count.
 *
 * @example daytimeEstablishments(ctx, ['722515'], tracts)?.range // e.g. [4.1, 5.3] around downtown Springfield
 */
export function daytimeEstablishments(
  ctx: EngineContext,
  naics: readonly string[],
  tracts: readonly AreaOverlap[],
  /** Share spread by the in-commuter surplus ({@link BUSINESS_WEIGHT}); the check passes others to compare. */
  businessWeight: number = BUSINESS_WEIGHT,
): DaytimeEstablishments | null {
  let low = 0;
  let high = 0;
  let people = 0;
  let land = 0;
  const counties = new Set<string>();
  let source = '';
  let vintage = '';
  let daySource = '';
  for (const o of tracts) {
    const p = peopleByDay(o.area.demographics);
    if (p === null) continue;
    const rate = countyRate(ctx, countyOf(o), naics);
    if (!rate) continue;
    const inRing = p * o.overlapFraction;
    const b = rate.perWorker ? businessWeight : 0;
    const workers = workersIn(o.area.demographics) * o.overlapFraction;
    low += (1 - b) * rate.low * inRing + b * (rate.perWorker?.low ?? 0) * workers;
    high += (1 - b) * rate.high * inRing + b * (rate.perWorker?.high ?? 0) * workers;
    people += inRing;
    land += (o.area.landAreaSqMi ?? 0) * o.overlapFraction;
    counties.add(countyOf(o));
    source = rate.source;
    vintage = rate.vintage;
    const day = o.area.demographics.daytimePopulation;
    if (day) daySource = `${day.source} ${day.vintage}`;
  }
  if (counties.size === 0) return null;
  const dayWords = `daytime population (${daySource || 'CDC/ATSDR SVI'})`;
  const peopleWords =
    DAYTIME_WEIGHT === 1
      ? dayWords
      : `${Math.round(DAYTIME_WEIGHT * 100)} % ${dayWords} and ${Math.round((1 - DAYTIME_WEIGHT) * 100)} % residents`;
  return {
    range: [low, high],
    people,
    land,
    counties: counties.size,
    source,
    vintage,
    peopleWords:
      businessWeight > 0
        ? `${peopleWords} (${Math.round((1 - businessWeight) * 100)} % of the count), and its in-commuters (daytime population above residents; ${Math.round(businessWeight * 100)} %)`
        : peopleWords,
  };
}
