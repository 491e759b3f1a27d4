import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeSite } from '../src/analysis/analyze-site.js';
import { type LoadedEngine, loadEngine } from '../src/cli/load-context.js';
import { CHECK_GATE, type CheckResult, competitionCheck } from '../src/competitors/census-check.js';
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

  it("the report's estimate without the ZIP's own count: within ±30 % of it as often as on the tuning half, without bias", () => {
    const f = result.overall.leaveOneOut.check;
    expect(f.cases).toBeGreaterThanOrEqual(300);
    expect(f.withinShare).toBeGreaterThanOrEqual(CHECK_GATE.leaveOneOut.minWithin);
    expect(f.medianRatio).toBeGreaterThanOrEqual(CHECK_GATE.leaveOneOut.medianRatio[0]);
    expect(f.medianRatio).toBeLessThanOrEqual(CHECK_GATE.leaveOneOut.medianRatio[1]);
  });

  it('county counts spread by daytime population (no ZIP counts at all) hold on the check half, and beat households', () => {
    const day = result.overall.countyByDay.check;
    expect(day.withinShare).toBeGreaterThanOrEqual(CHECK_GATE.countyByDay.minWithin);
    expect(day.medianRatio).toBeGreaterThanOrEqual(CHECK_GATE.countyByDay.medianRatio[0]);
    expect(day.medianRatio).toBeLessThanOrEqual(CHECK_GATE.countyByDay.medianRatio[1]);
    expect(day.within).toBeGreaterThan(result.overall.countyByHouseholds.check.within);
  });

  it('the range a daytime estimate carries holds the ZIP count it never read', () => {
    expect(result.dayRangeCoverage.check).toBeGreaterThanOrEqual(CHECK_GATE.dayRangeCoverage);
  });

  it('no business type with ten or more cases is off by more than a factor of two', () => {
    for (const r of result.rows.filter((row) => row.figures.cases >= 10)) {
      expect(r.figures.medianRatio, r.type).toBeGreaterThan(0.5);
      expect(r.figures.medianRatio, r.type).toBeLessThan(2);
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
