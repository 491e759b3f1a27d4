import type { AreaOverlap, DemographicKey } from '@sitescout/geodata';
import type { Figure } from '../figures/figure.js';

/**
 * How a demographic field combines across the areas overlapping a ring:
 * counts are summed after scaling by the share of each area inside the ring; rates and medians are
 * averaged, weighted by the apportioned people (person-based fields) or households (household-based).
 */
export type ApportionRule = 'sum' | 'per-person' | 'per-household';

export const APPORTION_RULES: Readonly<Record<Exclude<DemographicKey, 'rurality'>, ApportionRule>> = {
  population: 'sum',
  housingUnits: 'sum',
  households: 'sum',
  householdSize: 'per-household',
  populationDensity: 'per-person',
  daytimePopulation: 'sum',
  medianAge: 'per-person',
  under18Share: 'per-person',
  age18to24Share: 'per-person',
  age25to44Share: 'per-person',
  age45to64Share: 'per-person',
  age65PlusShare: 'per-person',
  perCapitaIncome: 'per-person',
  medianHouseholdIncome: 'per-household',
  povertyRate: 'per-person',
  unemploymentRate: 'per-person',
  bachelorsOrHigherShare: 'per-person',
  noHighSchoolShare: 'per-person',
  ownerOccupiedShare: 'per-household',
  renterOccupiedShare: 'per-household',
  vacancyShare: 'per-household',
  medianHomeValue: 'per-household',
  medianGrossRent: 'per-household',
  builtBefore1980Share: 'per-household',
  medianYearBuilt: 'per-household',
  populationGrowth: 'per-person',
  housingUnitGrowth: 'per-household',
};

export interface ApportionedFigure {
  figure: Figure;
  /** Share (0–1) of the ring's land whose areas had a value for this field. */
  coverage: number;
  areasUsed: number;
}

/** Land (sq mi) of an overlapping area that lies inside the ring; 1 sq mi per area when unknown. */
export function landInRing(o: AreaOverlap): number {
  return o.overlapFraction * (o.area.landAreaSqMi ?? 1);
}

function base(o: AreaOverlap, rule: ApportionRule): number {
  const d = o.area.demographics;
  const people = d.population?.value;
  const homes = d.households?.value ?? d.housingUnits?.value;
  if (rule === 'per-household' && homes !== undefined) return homes * o.overlapFraction;
  if (people !== undefined) return people * o.overlapFraction;
  return landInRing(o);
}

function describe(kind: string, n: number, method: AreaOverlap['method'] | 'mixed', rule: ApportionRule): string {
  const how =
    method === 'polygon'
      ? 'clipped by boundary'
      : method === 'equal-area-disc'
        ? 'each area as a disc of its land area around its internal point'
        : 'boundaries or equal-area discs';
  const combine =
    rule === 'sum'
      ? 'summed after scaling each by its share inside the ring'
      : `averaged weighted by ${rule === 'per-person' ? 'people' : 'households'} inside the ring`;
  return `${n} ${kind}${n === 1 ? '' : 's'} ${combine} (${how})`;
}

/**
 * Area-weighted apportioning of one demographic field over the areas overlapping a ring.
 * `totalLand` is the ring's land (sq mi) as seen by a complete layer (ZCTAs tile the country), so
 * `coverage` says how much of the ring the areas with a value account for. Null when no area has it.
 *
 * @example apportion(overlaps, 'population', 3.1) // {figure: {value: 41200, source, vintage, note}, …}
 */
export function apportion(
  overlaps: readonly AreaOverlap[],
  key: Exclude<DemographicKey, 'rurality'>,
  totalLand: number,
): ApportionedFigure | null {
  const rule = APPORTION_RULES[key];
  let sum = 0;
  let weight = 0;
  let land = 0;
  let used = 0;
  const provenances = new Map<string, { source: string; vintage: string; unit: string }>();
  let last: { source: string; vintage: string; unit: string } | undefined;
  const methods = new Set<AreaOverlap['method']>();
  for (const o of overlaps) {
    const f = o.area.demographics[key];
    if (!f || o.overlapFraction <= 0) continue;
    used += 1;
    land += landInRing(o);
    methods.add(o.method);
    // Neighbouring areas nearly always share the source: keep the last entry rather than a new key string.
    if (last && last.source === f.source && last.vintage === f.vintage) last.unit = f.unit;
    else {
      last = { source: f.source, vintage: f.vintage, unit: f.unit };
      provenances.set(`${f.source}|${f.vintage}`, last);
    }
    if (rule === 'sum') {
      sum += f.value * o.overlapFraction;
    } else {
      const w = base(o, rule);
      sum += f.value * w;
      weight += w;
    }
  }
  if (used === 0 || (rule !== 'sum' && weight <= 0)) return null;
  const value = rule === 'sum' ? sum : sum / weight;
  const cites = [...provenances.values()];
  const kind = overlaps[0]?.area.kind ?? 'area';
  const method = methods.size === 1 ? ([...methods][0] as AreaOverlap['method']) : 'mixed';
  return {
    figure: {
      value,
      unit: cites[0]?.unit,
      source: [...new Set(cites.map((c) => c.source))].join('; '),
      vintage: [...new Set(cites.map((c) => c.vintage))].join('; '),
      note: describe(kind, used, method, rule),
    },
    coverage: totalLand > 0 ? Math.min(1, land / totalLand) : 0,
    areasUsed: used,
  };
}

/**
 * The prevailing class (e.g. Urban/Suburban/Rural) by people inside the ring.
 *
 * @example prevailingClass(overlaps) // {value: 'Urban', source, vintage, note}
 */
export function prevailingClass(overlaps: readonly AreaOverlap[]): Figure<string> | null {
  const votes = new Map<string, { weight: number; source: string; vintage: string }>();
  for (const o of overlaps) {
    const f = o.area.demographics.rurality;
    if (!f) continue;
    const w = base(o, 'per-person');
    const prev = votes.get(f.value);
    votes.set(f.value, { weight: (prev?.weight ?? 0) + w, source: f.source, vintage: f.vintage });
  }
  const total = [...votes.values()].reduce((s, v) => s + v.weight, 0);
  const top = [...votes.entries()].sort((a, b) => b[1].weight - a[1].weight)[0];
  if (!top || total <= 0) return null;
  return {
    value: top[0],
    source: top[1].source,
    vintage: top[1].vintage,
    note: `class of ${Math.round((100 * top[1].weight) / total)}% of the people inside the ring`,
  };
}
