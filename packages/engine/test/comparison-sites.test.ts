import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { runAnalysis } from '../src/analysis/analyze-request.js';
import { formatComparison } from '../src/cli/format-report.js';
import { type LoadedEngine, loadEngine } from '../src/cli/load-context.js';
import type { SiteInput } from '../src/validation/validate-request.js';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const QUERIES = ['1750 N Milwaukee Ave, Chicago, IL', '41.8825, -87.6500', 'Naperville, IL'];

// The comparison, through the geocoder and engine calls of `npm run analyze` on the real data pack.
describe('the three-site coffee comparison (real data pack)', () => {
  let engine: LoadedEngine;
  let sites: SiteInput[];
  beforeAll(async () => {
    engine = loadEngine(process.env, repo, () => {});
    sites = [];
    for (const q of QUERIES) {
      const g = await engine.geocoder.geocode(q);
      sites.push({ label: q, lat: g.lat, lon: g.lon, precision: g.precision, geocodeNote: g.note });
    }
  }, 240_000);

  it('heads with the winner’s own score and lets Naperville (city centre, benchmark rent) win nothing', () => {
    const { analyses, comparison } = runAnalysis(engine.ctx, { businessType: 'coffee-shop', sites });
    if (!comparison) throw new Error('three sites are compared');
    const first = comparison.ranking[0];
    const own = analyses.find((a) => a.site.label === first?.label)?.siteScore.score?.value;
    expect(first?.score).toBe(own);
    const named = /(\d+)\/100/.exec(comparison.headline ?? '')?.[1];
    const exactTop = comparison.ranking.find((r) => !r.approximate);
    expect(Number(named)).toBe(first?.approximate ? exactTop?.score : own);
    for (const c of comparison.criteria) expect(c.winner).not.toBe('Naperville, IL');
    const cell = (criterion: string) =>
      comparison.criteria.find((c) => c.criterion === criterion)?.cells?.find((x) => x.label === 'Naperville, IL');
    expect(cell('Estimated rent')?.status).toBe('not-compared');
    expect(cell('Expected revenue')?.status).toBe('not-compared');
    // Naperville has no access part: the comparison says so and ranks both ways.
    expect(comparison.summary).toContain('Naperville, IL has no access');
    expect(comparison.summary).toContain('On the parts measured at every site');
    expect(comparison.priorityNotes?.[0]).toMatch(/^Foot traffic weighs the access part, not measured at Naperville/);
    const text = formatComparison(comparison);
    expect(text).toContain(`1. Site ${first?.site}: ${first?.label} — ${first?.score}/100`);
  }, 120_000);

  it('moves the ranking with the priorities', () => {
    const order = (p: Record<string, number>) =>
      runAnalysis(engine.ctx, { businessType: 'coffee-shop', sites, priorities: p })
        .comparison?.ranking.map((r) => `${r.label} ${r.score}`)
        .join('; ');
    const neutral = order({});
    expect(order({ lowCompetition: 100 })).not.toBe(neutral);
    expect(order({ footTraffic: 0 })).not.toBe(neutral);
  }, 120_000);
});
