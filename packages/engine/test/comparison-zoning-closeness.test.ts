import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { runAnalysis } from '../src/analysis/analyze-request.js';
import { loadEngine } from '../src/cli/load-context.js';
import type { SiteComparison } from '../src/comparison/compare-sites.js';
import type { SiteInput } from '../src/validation/validate-request.js';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const MILWAUKEE = '1750 N Milwaukee Ave, Chicago, IL';
const CLARK = '2101 N Clark St, Chicago, IL';
const EVANSTON = '1601 Chicago Ave, Evanston, IL';

// Issue 37, item 3: the three-site coffee comparison of the issue, through the geocoder and the engine.
describe('a comparison that respects zoning and closeness (the issue’s coffee comparison)', () => {
  let comparison: SiteComparison;
  let zoning: Record<string, string>;
  beforeAll(async () => {
    const engine = loadEngine(process.env, repo, () => {});
    const sites: SiteInput[] = [];
    for (const q of [MILWAUKEE, CLARK, EVANSTON]) {
      const g = await engine.geocoder.geocode(q);
      sites.push({ label: q, lat: g.lat, lon: g.lon, precision: g.precision, geocodeNote: g.note });
    }
    const run = runAnalysis(engine.ctx, { businessType: 'coffee-shop', sites });
    if (!run.comparison) throw new Error('three sites are compared');
    comparison = run.comparison;
    zoning = Object.fromEntries(run.analyses.map((a) => [a.site.label, a.zoning.status]));
    console.log(comparison.headline);
  }, 240_000);

  it('does not rank 2101 N Clark St first while 1750 N Milwaukee Ave is allowed', () => {
    expect(zoning[CLARK]).toBe('flag');
    expect(zoning[MILWAUKEE]).toBe('allowed');
    expect(comparison.ranking[0]?.label).toBe(MILWAUKEE);
    expect(comparison.ranking.find((r) => r.label === CLARK)?.rank).not.toBe(1);
  });

  it('says why in the headline', () => {
    expect(comparison.headline).toMatch(
      /^2101 N Clark St, Chicago, IL ranks first on score \(\d+\/100\) but its zoning \(RM-6\.5\) does not allow a storefront; 1750 N Milwaukee Ave, Chicago, IL is first among sites where a coffee shop is allowed/,
    );
  });

  it("calls the lead too close to call exactly when it is inside the score's ±3 points, and says what separates the sites", () => {
    // The lead was 2 points when the issue was written; 3 (77 vs 74) once named places of other trades stopped
    // lifting the coffee count at 2101 N Clark St (issue 40). The verdict must follow the lead either way.
    const score = (label: string) => comparison.ranking.find((r) => r.label === label)?.score ?? 0;
    const lead = Math.round(score(CLARK)) - Math.round(score(MILWAUKEE));
    expect(lead).toBeGreaterThan(0);
    expect(lead).toBeLessThanOrEqual(3);
    const siteScore = comparison.criteria.find((c) => c.criterion === 'Site score');
    if (lead < 3) {
      expect(comparison.headline).toContain('are too close to call on score');
      expect(comparison.headline).toContain('What separates them:');
      expect(siteScore?.winner).toBeNull();
    } else {
      expect(comparison.headline).not.toContain('too close to call');
      expect(siteScore?.winner).toBe(CLARK);
    }
  });

  it('ties the 1-point transit gap and the 22¢ rent gap instead of counting them as wins', () => {
    for (const name of ['Transit Score', 'Estimated rent']) {
      const c = comparison.criteria.find((k) => k.criterion === name);
      expect(c?.winner, name).toBeNull();
      expect(c?.reason, name).toMatch(/^tie within the measurement error/);
    }
  });
});
