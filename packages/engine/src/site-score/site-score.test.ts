import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getBusinessType } from '../taxonomy/business-types.js';
import { percentileOf } from './area-basis-score.js';
import { combineSiteScore, shiftedWeights } from './site-score.js';
import {
  accessSubScore,
  competitionSubScore,
  costSubScore,
  demandSubScore,
  fitSubScore,
  type SubScore,
} from './sub-scores.js';

const coffee = getBusinessType('coffee-shop');
const s = (score: number | null): SubScore => ({ score, detail: '' });

describe('site score weights', () => {
  it('raises the weight of the prioritised sub-score and renormalises', () => {
    const w = shiftedWeights(coffee.weights, { lowCompetition: 100 });
    // competition 0.2 × 3 = 0.6; total 1.4 → 0.6 / 1.4.
    expect(w.competition).toBeCloseTo(0.6 / 1.4, 12);
    expect(Object.values(w).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(shiftedWeights(coffee.weights, {})).toEqual(coffee.weights);
  });

  it('50 on every slider keeps the business type’s default weights (the free path sends none)', () => {
    const mid = shiftedWeights(coffee.weights, { footTraffic: 50, lowCompetition: 50, customerProximity: 50 });
    for (const [name, weight] of Object.entries(coffee.weights)) {
      expect(mid[name as keyof typeof mid]).toBeCloseTo(weight, 12);
    }
    // Below 50 lowers the weight: ⅓× at 0.
    const low = shiftedWeights(coffee.weights, { lowCompetition: 0 });
    expect(low.competition).toBeCloseTo(0.2 / 3 / (1 - 0.2 + 0.2 / 3), 12);
  });

  it('combines by hand: weights × sub-scores, dropping the unknown ones', () => {
    const r = combineSiteScore(
      { demand: s(80), competition: s(40), access: s(null), cost: s(50), fit: s(60) },
      coffee.weights,
    );
    // Known weights 0.3, 0.2, 0.1, 0.15 (sum 0.75): (24 + 8 + 5 + 9) / 0.75 = 61.33.
    expect(r.score?.value).toBe(61);
    expect(r.subScores.find((x) => x.name === 'access')?.weight).toBe(0);
    expect(r.subScores.find((x) => x.name === 'demand')?.weight).toBeCloseTo(0.4, 12);
    expect(r.score && 'estimate' in r.score ? r.score.estimate.method : '').toContain('Not scored here: access');
  });

  it('a priority moves the score towards the prioritised sub-score', () => {
    const subs = { demand: s(80), competition: s(10), access: s(80), cost: s(80), fit: s(80) };
    const plain = combineSiteScore(subs, coffee.weights).score?.value as number;
    const careful = combineSiteScore(subs, coffee.weights, { lowCompetition: 100 }).score?.value as number;
    expect(careful).toBeLessThan(plain);
  });

  it('stays within 0–100 for any sub-scores and priorities (property)', () => {
    const sub = fc.option(fc.double({ min: 0, max: 100, noNaN: true }));
    const p = fc.option(fc.double({ min: 0, max: 100, noNaN: true }), { nil: undefined });
    fc.assert(
      fc.property(sub, sub, sub, sub, sub, p, p, p, (d, c, a, co, f, ft, lc, cp) => {
        const r = combineSiteScore(
          { demand: s(d), competition: s(c), access: s(a), cost: s(co), fit: s(f) },
          coffee.weights,
          { footTraffic: ft, lowCompetition: lc, customerProximity: cp },
        );
        const { low, high } = r.coverage.range;
        const inRange = 0 <= low && low <= high && high <= 100;
        return r.score === null
          ? inRange && r.coverage.weightShare < 0.6
          : inRange && r.score.value >= 0 && r.score.value <= 100 && r.score.value >= low && r.score.value <= high;
      }),
    );
  });
});

describe('sub-scores', () => {
  it('competition is 50 at the reference density and never rises with more competitors (property)', () => {
    expect(competitionSubScore(5, 5).score).toBe(50);
    expect(competitionSubScore(0, 5).score).toBe(100);
    fc.assert(
      fc.property(
        fc.nat(200),
        fc.nat(50),
        fc.double({ min: 100, max: 1e6, noNaN: true }),
        fc.double({ min: 0.1, max: 50, noNaN: true }),
        (n, more, households, ref) => {
          const density = (k: number) => (10_000 * k) / households;
          return (
            (competitionSubScore(density(n + more), ref).score as number) <=
            (competitionSubScore(density(n), ref).score as number)
          );
        },
      ),
    );
  });

  it('demand saturates towards 100 at the spec’s 50,000 residents and scales with income', () => {
    const at = (residents: number, income: number | null) =>
      demandSubScore({ kind: 'storefront', residents3mi: residents, ownerHomesInRadius: null, householdIncome: income })
        .score as number;
    expect(at(50_000, 65_000)).toBeCloseTo(100 * (1 - Math.exp(-1)), 9);
    expect(at(100_000, 65_000)).toBeGreaterThan(at(50_000, 65_000));
    expect(at(50_000, 30_000)).toBeLessThan(at(50_000, 65_000));
    expect(
      demandSubScore({ kind: 'service-area', residents3mi: 1e6, ownerHomesInRadius: null, householdIncome: null })
        .score,
    ).toBeNull();
  });

  it('access is not scored for service trades; cost falls as rent rises', () => {
    expect(accessSubScore({ kind: 'service-area', walk: 90, transit: 90, dailyVehicles: null }).score).toBeNull();
    expect(accessSubScore({ kind: 'storefront', walk: 80, transit: null, dailyVehicles: null }).score).toBe(80);
    expect(costSubScore(1).score).toBeCloseTo(50, 9);
    expect(costSubScore(0.4).score).toBe(100);
    expect(costSubScore(2).score).toBe(0);
  });

  it('fit averages the chosen customer groups', () => {
    const f = {
      under18Share: 30,
      age25to44Share: null,
      age65PlusShare: 10,
      bachelorsOrHigherShare: null,
      ownerOccupiedShare: 80,
      medianHouseholdIncome: null,
      perCapitaIncome: null,
    };
    expect(fitSubScore(['families', 'homeowners'], f).score).toBe(100);
    expect(fitSubScore(['families', 'seniors'], f).score).toBe(50);
    expect(fitSubScore(['young-professionals'], f).score).toBeNull();
  });
});

describe('percentileOf', () => {
  it('counts values below plus half the ties', () => {
    const d = Float64Array.from([10, 20, 30, 40]);
    expect(percentileOf(d, 30)).toBe(62.5);
    expect(percentileOf(d, 5)).toBe(0);
    expect(percentileOf(d, 50)).toBe(100);
  });
});

describe('access with station entries', () => {
  it('counts weekday entries near the site as a part of access and never falls as they rise (property)', () => {
    const base = { kind: 'storefront' as const, walk: 60, transit: 50, dailyVehicles: null };
    const withEntries = (n: number) =>
      accessSubScore({ ...base, stationEntries: { weekdayEntries: n, period: 'Jul 2022–Jun 2023' } });
    expect(withEntries(15_000).detail).toContain("15,000 weekday 'L' entries within 0.5 mi (Jul 2022–Jun 2023)");
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(50_000), (n, more) => {
        const a = withEntries(n).score as number;
        const b = withEntries(n + more).score as number;
        return b >= a && a >= 0 && b <= 100;
      }),
    );
  });
});
