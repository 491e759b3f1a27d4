import { describe, expect, it } from 'vitest';
import { getBusinessType } from '../taxonomy/business-types.js';
import { growthSpanYears, industryBenchmarkCheck } from './industry-benchmark-check.js';

const f = (value: number, vintage = '2019-2023') => ({ value, source: 'Test ACS', vintage });

describe('industryBenchmarkCheck', () => {
  it('builds the HVAC pass/near/fail table from the spec thresholds', () => {
    const r = industryBenchmarkCheck(getBusinessType('hvac'), {
      ownerOccupiedShare: f(62),
      medianYearBuilt: f(1975),
      builtBefore1980Share: null,
      medianHouseholdIncome: f(70_000),
      medianHomeValue: f(200_000),
      populationGrowth: f(30, '2007-2011 to 2020-2024'),
      competitorDensityPer10k: null,
    });
    const status = Object.fromEntries(r.rows.map((row) => [row.criterion, row.status]));
    expect(status).toEqual({
      Homeownership: 'pass',
      'Housing age': 'pass',
      'Household income': 'near',
      'Home value': 'fail',
      Growth: 'pass',
      'Competitor density': 'unknown',
    });
    // 30% over 13 years is 2.04% a year, just over the 2% threshold.
    expect(r.rows.find((x) => x.criterion === 'Growth')?.actual?.value).toBeCloseTo(100 * (1.3 ** (1 / 13) - 1), 9);
    expect(r.passed).toBe(3);
    expect(r.message).toContain('3 of 5');
  });

  it('uses the pre-1980 share when no median year built is loaded (pest control: built before 1980)', () => {
    const r = industryBenchmarkCheck(getBusinessType('pest-control'), {
      ownerOccupiedShare: null,
      medianYearBuilt: null,
      builtBefore1980Share: f(55),
      medianHouseholdIncome: null,
      medianHomeValue: null,
      populationGrowth: null,
      competitorDensityPer10k: { value: 8, estimate: { method: 'test' } },
    });
    expect(r.rows.find((x) => x.criterion === 'Housing age')?.status).toBe('pass');
    expect(r.rows.find((x) => x.criterion === 'Competitor density')?.status).toBe('fail');
  });

  it('does not apply to types without spec benchmarks', () => {
    expect(industryBenchmarkCheck(getBusinessType('bakery'), {} as never).applicable).toBe(false);
  });

  it('reads the span between ACS periods from the vintage', () => {
    expect(growthSpanYears('2007-2011 to 2020-2024')).toBe(13);
    expect(growthSpanYears('2011 to 2024')).toBe(13);
    expect(growthSpanYears('n/a')).toBe(10);
  });
});
