import type { Figure } from '../figures/figure.js';
import type { BusinessType } from '../taxonomy/types.js';

export type CheckStatus = 'pass' | 'near' | 'fail' | 'unknown';

export interface BenchmarkRow {
  criterion: string;
  threshold: string;
  actual: Figure | null;
  status: CheckStatus;
}

export interface BenchmarkCheck {
  applicable: boolean;
  /** "SiteScout's own guidelines for HVAC …": the thresholds are SiteScout's, not a published standard. */
  source: string;
  /** Path of SiteScout's industry page explaining the guidelines (e.g. "/service-businesses/hvac"), when one exists. */
  industryPage: string | null;
  rows: BenchmarkRow[];
  passed: number;
  message: string;
}

/** Inputs from the demographics and competitor sections (shares in percent). */
export interface BenchmarkInputs {
  ownerOccupiedShare: Figure | null;
  medianYearBuilt: Figure | null;
  builtBefore1980Share: Figure | null;
  medianHouseholdIncome: Figure | null;
  medianHomeValue: Figure | null;
  populationGrowth: Figure | null;
  competitorDensityPer10k: Figure | null;
}

/** Within this fraction of a threshold on the wrong side counts as "near". */
export const NEAR_MARGIN = 0.1;

function atLeast(actual: number, min: number): CheckStatus {
  if (actual >= min) return 'pass';
  return actual >= min * (1 - NEAR_MARGIN) ? 'near' : 'fail';
}

function atMost(actual: number, max: number): CheckStatus {
  if (actual <= max) return 'pass';
  return actual <= max * (1 + NEAR_MARGIN) ? 'near' : 'fail';
}

/**
 * Years between the midpoints of the two ACS periods in a growth figure's vintage
 * ("2007-2011 to 2020-2024" → 13); 10 when the vintage does not say.
 */
export function growthSpanYears(vintage: string): number {
  const years = (vintage.match(/\b(19|20)\d{2}\b/g) ?? []).map(Number);
  if (years.length >= 4)
    return ((years[2] as number) + (years[3] as number)) / 2 - ((years[0] as number) + (years[1] as number)) / 2;
  if (years.length === 2) return Math.max(1, (years[1] as number) - (years[0] as number));
  return 10;
}

function annualGrowth(f: Figure): Figure {
  const span = 'vintage' in f ? growthSpanYears(f.vintage) : 10;
  const value = 100 * ((1 + f.value / 100) ** (1 / span) - 1);
  return {
    value,
    unit: 'percent',
    estimate: {
      method: `${f.value.toFixed(1)}% population change over ${span} years (${'source' in f ? `${f.source}, ${f.vintage}` : 'growth figure'}) as a compound yearly rate`,
    },
  };
}

/**
 * SiteScout's own industry guidelines for HVAC, plumbing, lawn care and pest control: each threshold
 * (homeownership, housing age, income, home value, growth, competitor density) as pass / near
 * (within 10%) / fail, or unknown when no loaded dataset has the figure.
 *
 * @example industryBenchmarkCheck(getBusinessType('hvac'), inputs).rows.map((r) => r.status)
 */
export function industryBenchmarkCheck(type: BusinessType, input: BenchmarkInputs): BenchmarkCheck {
  const b = type.benchmarks;
  if (!b) {
    return {
      applicable: false,
      source: 'no published benchmark for this business type',
      industryPage: null,
      rows: [],
      passed: 0,
      message: 'No published benchmark for this business type.',
    };
  }
  const source = `SiteScout's own guidelines for ${type.noun.many} (from SiteScout's industry page; not a published industry standard)`;
  const rows: BenchmarkRow[] = [];
  const own = input.ownerOccupiedShare;
  rows.push({
    criterion: 'Homeownership',
    threshold: `${Math.round(b.homeownershipMin * 100)}% or more owner-occupied`,
    actual: own,
    status: own ? atLeast(own.value, b.homeownershipMin * 100) : 'unknown',
  });
  if (b.builtBefore) {
    const year = input.medianYearBuilt;
    const old = input.builtBefore1980Share;
    let status: CheckStatus = 'unknown';
    let actual: Figure | null = null;
    if (year) {
      actual = year;
      status = year.value < b.builtBefore ? 'pass' : year.value < b.builtBefore + 5 ? 'near' : 'fail';
    } else if (old && b.builtBefore >= 1980) {
      actual = old;
      status = old.value >= 50 ? 'pass' : old.value >= 40 ? 'near' : 'fail';
    }
    rows.push({ criterion: 'Housing age', threshold: `typical home built before ${b.builtBefore}`, actual, status });
  }
  const income = input.medianHouseholdIncome;
  rows.push({
    criterion: 'Household income',
    threshold: `median $${b.incomeMin.toLocaleString('en-US')}+`,
    actual: income,
    status: income ? atLeast(income.value, b.incomeMin) : 'unknown',
  });
  if (b.homeValueMin) {
    const value = input.medianHomeValue;
    rows.push({
      criterion: 'Home value',
      threshold: `median over $${(b.homeValueMin / 1000).toFixed(0)}K`,
      actual: value,
      status: value ? atLeast(value.value, b.homeValueMin) : 'unknown',
    });
  }
  if (b.growthMinPctPerYear) {
    const g = input.populationGrowth ? annualGrowth(input.populationGrowth) : null;
    rows.push({
      criterion: 'Growth',
      threshold: `over ${b.growthMinPctPerYear}% a year`,
      actual: g,
      status: g
        ? g.value > b.growthMinPctPerYear
          ? 'pass'
          : g.value > b.growthMinPctPerYear * 0.5
            ? 'near'
            : 'fail'
        : 'unknown',
    });
  }
  const density = input.competitorDensityPer10k;
  rows.push({
    criterion: 'Competitor density',
    threshold: `at most ${b.exampleDensityPer10kHouseholds} per 10,000 households (SiteScout guideline)`,
    actual: density,
    status: density ? atMost(density.value, b.exampleDensityPer10kHouseholds) : 'unknown',
  });
  const passed = rows.filter((r) => r.status === 'pass').length;
  const known = rows.filter((r) => r.status !== 'unknown').length;
  return {
    applicable: true,
    source,
    industryPage: `/service-businesses/${type.id}`,
    rows,
    passed,
    message: `${passed} of ${known} checkable guidelines for ${type.noun.many} met${known < rows.length ? ` (${rows.length - known} not checkable with the loaded data)` : ''}. Other SiteScout guidelines: ${b.notes.join('; ')}.`,
  };
}
