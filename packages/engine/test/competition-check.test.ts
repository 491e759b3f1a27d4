import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteAnalysis } from '../src/analysis/analysis-result-types.js';
import { analyzeSite } from '../src/analysis/analyze-site.js';
import { type LoadedEngine, loadEngine } from '../src/cli/load-context.js';
import {
  CHECK_GATE,
  CHECK_MIN_CENSUS,
  type CheckResult,
  competitionCheck,
  DOWNTOWN_ZIPS,
} from '../src/competitors/census-check.js';
import { BUSINESS_WEIGHT } from '../src/competitors/daytime-apportion.js';
import { BUSINESS_TYPES, getBusinessType } from '../src/taxonomy/business-types.js';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

// The real data pack (built from GEODATA_DIR when missing). Reference: U.S. Census Bureau ZIP Code Business
// Patterns 2018 for every Chicago ZIP with a ZIP file, which the estimate for that ZIP never reads (its count and
// the named-place completeness measured from it are withheld: leave-one-ZIP-out). The gates were set from the
// tuning half (every other ZIP, sorted: 60601, 60603 …) and are asserted on the check half (60602, 60604 …).
describe('competition check on the real data pack (leave-one-ZIP-out)', () => {
  let result: CheckResult;
  beforeAll(() => {
    result = competitionCheck(loadEngine(process.env, repo, () => {}).ctx);
  }, 240_000);

  it('covers every business type in every Chicago ZIP with a ZIP file, split into two halves', () => {
    const zips = [...result.zips.tune, ...result.zips.check];
    expect(zips.length).toBeGreaterThanOrEqual(50);
    expect(result.cases).toHaveLength(BUSINESS_TYPES.length * zips.length);
    expect(result.zips.tune.filter((z) => result.zips.check.includes(z))).toEqual([]);
  });

  const gated = (method: 'leaveOneOut' | 'censusLeaveOneOut' | 'countyByDay') => {
    const f = result.overall[method].check;
    const gate = CHECK_GATE[method];
    expect(f.withinShare, method).toBeGreaterThanOrEqual(gate.minWithin);
    expect(f.medianRatio, method).toBeGreaterThanOrEqual(gate.medianRatio[0]);
    expect(f.medianRatio, method).toBeLessThanOrEqual(gate.medianRatio[1]);
  };

  it("the report's estimate without the ZIP's own count, and its Census part, hold on the check half", () => {
    expect(result.overall.leaveOneOut.check.cases).toBeGreaterThanOrEqual(300);
    gated('leaveOneOut');
    gated('censusLeaveOneOut');
  });

  it('county counts spread by daytime population (no ZIP counts at all) hold on the check half, and beat households', () => {
    gated('countyByDay');
    expect(result.overall.countyByDay.check.within).toBeGreaterThan(result.overall.countyByHouseholds.check.within);
  });

  it('the in-commuter weight in use is the one the tuning half picks, and holds on the check half', () => {
    // Measured (58 Chicago ZIPs, county method with no ZIP counts, within ±30 % of ZBP 2018), by b = the share
    // spread by in-commuters (daytime population above residents): tuning half b 0 → 37 % (149 of 398, median
    // 1.05), 0.1 → 36 %, 0.2 → 34 %, 0.3 → 30 %, 0.4 → 27 %, 0.5 → 27 %: it picks b = 0. Check half at b = 0:
    // 36 % (130 of 358, median 0.91); every larger b does worse there too (32 %, 29 %, 29 %, 28 %, 26 %).
    expect(result.fittedBusinessWeight).toBe(BUSINESS_WEIGHT);
    const inUse = result.businessWeights.find((w) => w.weight === BUSINESS_WEIGHT);
    expect(inUse?.check).toEqual(result.overall.countyByDay.check);
    expect(inUse?.check.withinShare).toBeGreaterThanOrEqual(CHECK_GATE.countyByDay.minWithin);
  });

  it("no downtown core is counted at a handful where its ZIP file says ten or more (Chicago's central ZIPs)", () => {
    // Measured at b = 0 on the 11 central-area ZIPs (both halves, 124 cases with ZBP ≥ 5): median 0.82× ZBP, 36 %
    // within ±30 %. Of the 78 cases with ZBP ≥ 10 the smallest estimate is 3.2 (60661 fitness, ZBP 11), none is
    // near 1; 7 are below 0.3× ZBP, led by destination clusters no county share can reach (60611 clothing 11.5 vs
    // 160, medical clinics 26 vs 190; 60602 dentists 14 vs 85). Larger b lift the downtown median (0.1 → 1.02,
    // 0.2 → 1.21) and cut those 7 to 3, but lose cases everywhere else, so the tuning half keeps b = 0.
    const downtown = result.cases.filter((c) => DOWNTOWN_ZIPS.includes(c.zip) && c.census >= CHECK_MIN_CENSUS);
    expect(downtown.length).toBeGreaterThanOrEqual(100);
    const inUse = result.businessWeights.find((w) => w.weight === BUSINESS_WEIGHT);
    expect(inUse?.downtown.medianRatio).toBeGreaterThanOrEqual(0.75);
    const tenOrMore = downtown.filter((c) => c.census >= 10);
    expect(Math.min(...tenOrMore.map((c) => c.estimates.countyByDay ?? 0))).toBeGreaterThanOrEqual(3);
    const farBelow = tenOrMore.filter((c) => (c.estimates.countyByDay ?? 0) / c.census < 0.3);
    expect(farBelow.length).toBeLessThanOrEqual(7);
  });

  it('the range a daytime estimate carries holds the ZIP count it never read', () => {
    expect(result.dayRangeCoverage.check).toBeGreaterThanOrEqual(CHECK_GATE.dayRangeCoverage);
  });

  it('named places floor a trade only with its Census code: restaurants and convenience stores on the check half', () => {
    const row = (type: string) => result.rows.find((r) => r.type === type)?.byHalf.check.figures;
    // Measured (check half, 58 Chicago ZIPs): restaurant median 1.41× ZBP 2018, 31 % within ±30 % (2.00×, 19 % when
    // fast food and cafés floored full-service restaurants); convenience store 1.30×, 42 % (2.80×, 8 % when gas
    // stations and pharmacies floored it). The target, 0.8–1.25× and ≥ 50 % within, is not reached yet:
    // Google's convenience_store and the licences' dining rooms still hold more than the 2018 counts.
    expect(row('restaurant')?.medianRatio).toBeLessThan(1.5);
    expect(row('restaurant')?.withinShare).toBeGreaterThanOrEqual(0.25);
    expect(row('convenience-store')?.medianRatio).toBeLessThan(1.4);
    expect(row('convenience-store')?.withinShare).toBeGreaterThanOrEqual(0.35);
    // Fast food (0.93×) and coffee shops (1.03×) are within 0.8–1.25 on the check half.
    for (const type of ['fast-food', 'coffee-shop']) {
      expect(row(type)?.medianRatio, type).toBeGreaterThanOrEqual(0.8);
      expect(row(type)?.medianRatio, type).toBeLessThanOrEqual(1.25);
    }
  });

  it('no Census count of a business type with ten or more cases is off by more than a factor of two', () => {
    for (const r of result.rows.filter((row) => row.census.cases >= 10)) {
      expect(r.census.medianRatio, r.type).toBeGreaterThan(0.5);
      expect(r.census.medianRatio, r.type).toBeLessThan(2);
    }
  });
});

describe('one competitor count across the report (real data pack)', () => {
  let engine: LoadedEngine;
  beforeAll(() => {
    engine = loadEngine(process.env, repo, () => {});
  }, 240_000);
  async function analyze(type: string, query: string) {
    const g = await engine.geocoder.geocode(query);
    return analyzeSite(engine.ctx, getBusinessType(type), { label: query, lat: g.lat, lon: g.lon }, 1);
  }

  it('dentists around 60614: dozens from the Census, the same count in capacity and forecast, never called low', async () => {
    const a = await analyze('dental', '60614');
    const count = a.competitors.countWithinRadius?.value as number;
    expect(count).toBeGreaterThanOrEqual(24);
    expect(a.competitors.countBasis).toBe('zip-business-patterns');
    expect(a.competitors.namedWithinRadius).toBeLessThan(count / 4);
    expect(a.competitors.countSummary).toContain('U.S. Census Bureau, ZIP Code Business Patterns 2018');
    expect(a.capacity.observed?.value).toBe(count);
    const text = [...a.narrative.strengths, ...a.narrative.recommendations].join(' ');
    expect(text).not.toMatch(/little competition|low competition|few competitors/i);
    expect(a.narrative.strengths.join(' ')).not.toMatch(/competition/i);
  }, 60_000);

  it('coffee shops in Naperville: the competition part comes from the county count apportioned to the ring (with its range), not a fixed 50', async () => {
    const a = await analyze('coffee-shop', 'Naperville, IL');
    expect(a.competitors.countBasis).toBe('county-business-patterns');
    expect(a.competitors.countRange).not.toBeNull();
    expect(a.competitors.referenceDensity?.label).not.toMatch(/county/);
    const part = a.siteScore.subScores.find((s) => s.name === 'competition');
    if (part?.score === null) expect(part.detail).toMatch(/^missing/);
    else {
      const ratio =
        (a.competitors.densityPer10kHouseholds?.value as number) /
        (a.competitors.referenceDensity?.figure.value as number);
      expect(part?.score).toBe(Math.round(100 / (1 + ratio)));
      expect(ratio).not.toBeCloseTo(1, 2);
    }
    if (
      (a.competitors.densityPer10kHouseholds?.value as number) >=
      (a.competitors.referenceDensity?.figure.value as number)
    )
      expect(a.narrative.strengths.join(' ')).not.toMatch(/competition/i);
  }, 60_000);
});

// The three sites of a coffee Complete Report a new user tried, on the real data pack.
describe('competitors that are competitors (real data pack)', () => {
  let engine: LoadedEngine;
  const analyses = new Map<string, SiteAnalysis>();
  beforeAll(async () => {
    engine = loadEngine(process.env, repo, () => {});
    for (const query of ['1750 N Milwaukee Ave, Chicago, IL', '41.8825, -87.6500', 'Naperville, IL']) {
      const g = await engine.geocoder.geocode(query);
      analyses.set(
        query,
        analyzeSite(engine.ctx, getBusinessType('coffee-shop'), { label: query, lat: g.lat, lon: g.lon }, 1),
      );
    }
  }, 240_000);
  const at = (query: string) => analyses.get(query) as SiteAnalysis;
  const NOT_COFFEE = /falafel|grill|saucy porka|amazon go|foxtrot|market|7-eleven|circle k/i;

  it('the coffee list at 1750 N Milwaukee Ave and in the West Loop holds coffee and snack bars only', () => {
    for (const query of ['1750 N Milwaukee Ave, Chicago, IL', '41.8825, -87.6500']) {
      const names = at(query).competitors.list.map((e) => e.name);
      expect(names.length).toBeGreaterThan(10);
      expect(names.filter((n) => NOT_COFFEE.test(n))).toEqual([]);
    }
  });

  it('the estimate is never below the stores of the trade’s Census code known in the ring', () => {
    for (const a of analyses.values()) {
      const c = a.competitors;
      const known = c.knownStores?.count ?? 0;
      expect(c.countWithinRadius?.value).toBeGreaterThanOrEqual(known);
      expect(c.countRange?.[0]).toBeGreaterThanOrEqual(known);
    }
    // 1750 N Milwaukee: more cafés are listed than ZIP Code Business Patterns 2018 counted; the sentence says so.
    expect(at('1750 N Milwaukee Ave, Chicago, IL').competitors.countSummary).toMatch(
      /of at least \d+ establishments .*is below what the map shows/,
    );
  });

  it('says what NAICS 722515 counts besides coffee and how many of the named places sell coffee', () => {
    const c = at('1750 N Milwaukee Ave, Chicago, IL').competitors;
    expect(c.product?.named).toBe(c.namedWithinRadius);
    expect(c.product?.selling).toBeGreaterThan(0);
    expect(c.countSummary).toMatch(
      /NAICS 722515 .* also counts ice cream, frozen yogurt, juice, donut and bubble-tea shops; \d+ of the \d+ named sell coffee/,
    );
  });

  it('walk areas count whole establishments, never fewer than the named places inside', () => {
    const walk = at('1750 N Milwaukee Ave, Chicago, IL').tradeArea.walk;
    const sheds = walk?.walksheds ?? [];
    expect(sheds.length).toBeGreaterThan(0);
    for (const w of sheds) {
      const c = w.competitors;
      if (!c?.estimate) continue;
      expect(Number.isInteger(c.estimate.value)).toBe(true);
      expect(c.estimate.value).toBeGreaterThanOrEqual(c.named.length);
    }
  });

  it('Naperville: the nearest competitor is the nearest 2024 chain store, not "no data loaded"', () => {
    const c = at('Naperville, IL').competitors;
    expect(c.placesCovered).toBe(false);
    const nearestChain = c.chainLocations?.items[0];
    expect(nearestChain).toBeDefined();
    expect(c.nearestMiles?.value).toBeCloseTo(nearestChain?.distanceMiles as number, 6);
    expect(c.nearestMiles?.note).toContain(nearestChain?.brand as string);
    expect(c.nearestMiles?.vintage).toBe('2024');
    expect(c.countSummary).not.toMatch(/^None named/);
    expect(c.countWithinRadius?.value).toBeGreaterThanOrEqual(c.knownStores?.chainOnly as number);
  });

  it('the saturation banner says what the capacity section says', () => {
    const follows = { room: 'room-to-grow', balanced: 'in-line', saturated: 'saturated' } as const;
    let compared = 0;
    for (const a of analyses.values()) {
      const v = a.capacity.verdict;
      if (v !== 'room' && v !== 'balanced' && v !== 'saturated') continue;
      expect(a.competitors.saturation.verdict, a.site.label).toBe(follows[v]);
      compared += 1;
    }
    expect(compared).toBeGreaterThanOrEqual(2);
  });
});
