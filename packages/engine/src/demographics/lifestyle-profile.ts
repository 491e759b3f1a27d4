import type { Figure } from '../figures/figure.js';

/** The figures the lifestyle rules read (all optional: a rule whose inputs are missing is skipped). */
export interface LifestyleInputs {
  /** The site's one urbanity label ("Urban", "Suburban", "Rural"): the same as the area type shown. */
  areaType?: string;
  under18Share?: number;
  age18to24Share?: number;
  age25to44Share?: number;
  age65PlusShare?: number;
  bachelorsOrHigherShare?: number;
  ownerOccupiedShare?: number;
  perCapitaIncome?: number;
  medianHouseholdIncome?: number;
  povertyRate?: number;
  populationGrowth?: number;
}

interface Rule {
  trait: string;
  test: (i: LifestyleInputs) => boolean | undefined;
  text: string;
}

const gte = (v: number | undefined, t: number) => (v === undefined ? undefined : v >= t);
const lt = (v: number | undefined, t: number) => (v === undefined ? undefined : v < t);
const is = (v: string | undefined, label: string) =>
  v === undefined ? undefined : v.toLowerCase() === label.toLowerCase();

/** The documented rules, in priority order (shares in percent, money in dollars). */
export const LIFESTYLE_RULES: readonly Rule[] = [
  { trait: 'urban', text: 'area type Urban', test: (i) => is(i.areaType, 'Urban') },
  { trait: 'suburban', text: 'area type Suburban', test: (i) => is(i.areaType, 'Suburban') },
  { trait: 'rural and small-town', text: 'area type Rural', test: (i) => is(i.areaType, 'Rural') },
  {
    trait: 'young professionals',
    text: 'ages 25–44 ≥ 35% and bachelor’s or higher ≥ 45%',
    test: (i) =>
      i.age25to44Share === undefined || i.bachelorsOrHigherShare === undefined
        ? undefined
        : i.age25to44Share >= 35 && i.bachelorsOrHigherShare >= 45,
  },
  { trait: 'families with children', text: 'under-18 share ≥ 25%', test: (i) => gte(i.under18Share, 25) },
  { trait: 'students and young adults', text: 'ages 18–24 ≥ 18%', test: (i) => gte(i.age18to24Share, 18) },
  { trait: 'older residents', text: 'ages 65+ ≥ 20%', test: (i) => gte(i.age65PlusShare, 20) },
  { trait: 'highly educated', text: 'bachelor’s or higher ≥ 50%', test: (i) => gte(i.bachelorsOrHigherShare, 50) },
  { trait: 'homeowners', text: 'owner-occupied ≥ 65%', test: (i) => gte(i.ownerOccupiedShare, 65) },
  { trait: 'mostly renters', text: 'owner-occupied < 40%', test: (i) => lt(i.ownerOccupiedShare, 40) },
  {
    trait: 'affluent',
    text: 'per-capita income ≥ $50,000 or median household income ≥ $100,000',
    test: (i) =>
      i.perCapitaIncome === undefined && i.medianHouseholdIncome === undefined
        ? undefined
        : (i.perCapitaIncome ?? 0) >= 50_000 || (i.medianHouseholdIncome ?? 0) >= 100_000,
  },
  {
    trait: 'modest incomes',
    text: 'per-capita income < $25,000 or poverty ≥ 20%',
    test: (i) =>
      i.perCapitaIncome === undefined && i.povertyRate === undefined
        ? undefined
        : (i.perCapitaIncome ?? Infinity) < 25_000 || (i.povertyRate ?? 0) >= 20,
  },
  { trait: 'growing', text: 'population growth ≥ 5% between ACS periods', test: (i) => gte(i.populationGrowth, 5) },
  {
    trait: 'shrinking',
    text: 'population growth ≤ −5% between ACS periods',
    test: (i) => (i.populationGrowth === undefined ? undefined : i.populationGrowth <= -5),
  },
];

export interface LifestyleProfile {
  traits: string[];
  summary: string;
}

/**
 * A plain-words lifestyle profile from demographic figures by the documented rules: every rule whose
 * inputs are present and whose test passes adds its trait.
 *
 * @example lifestyleProfile({areaType: 'Urban', ownerOccupiedShare: 30}).value.traits // ['urban', 'mostly renters']
 */
export function lifestyleProfile(inputs: LifestyleInputs): Figure<LifestyleProfile> {
  const matched = LIFESTYLE_RULES.filter((r) => r.test(inputs) === true);
  const traits = matched.map((r) => r.trait);
  const summary =
    traits.length === 0
      ? 'Not enough figures loaded for this area to describe its lifestyle.'
      : `${traits[0]?.replace(/^./, (c) => c.toUpperCase())}${traits.length > 1 ? `; ${traits.slice(1).join(', ')}` : ''}.`;
  return {
    value: { traits, summary },
    estimate: {
      method: `SiteScout rules on the figures above: ${matched.map((r) => `${r.trait} (${r.text})`).join('; ') || 'no rule matched'}`,
    },
  };
}
