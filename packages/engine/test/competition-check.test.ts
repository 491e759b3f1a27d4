import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeSite } from '../src/analysis/analyze-site.js';
import { type LoadedEngine, loadEngine } from '../src/cli/load-context.js';
import { CHECK_ZIPS, type CheckResult, competitionCheck } from '../src/competitors/census-check.js';
import { BUSINESS_TYPES, getBusinessType } from '../src/taxonomy/business-types.js';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

// The real data pack (built from GEODATA_DIR when missing): competitor estimates against the Census's own
// establishment counts for 25 business types × 10 Chicago ZIPs (issue 14).
describe('competition check on the real data pack', () => {
  let result: CheckResult;
  beforeAll(() => {
    result = competitionCheck(loadEngine(process.env, repo, () => {}).ctx);
  }, 240_000);

  it('covers every business type in every check ZIP', () => {
    expect(result.cases).toHaveLength(BUSINESS_TYPES.length * CHECK_ZIPS.length);
  });

  it('is within ±30 % of ZIP Code Business Patterns 2018 in at least 80 % of the cases with 5 or more establishments', () => {
    expect(result.overall.cases).toBeGreaterThanOrEqual(150);
    expect(result.overall.withinShare).toBeGreaterThanOrEqual(0.8);
  });

  it('neither undercounts dentists nor overcounts restaurants by a factor', () => {
    const median = (type: string) => result.rows.find((r) => r.type === type)?.medianRatio as number;
    for (const type of ['dental', 'restaurant', 'nail-salon', 'beauty-salon', 'fitness', 'pet-services']) {
      expect(median(type)).toBeGreaterThan(0.7);
      expect(median(type)).toBeLessThan(1.3);
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
