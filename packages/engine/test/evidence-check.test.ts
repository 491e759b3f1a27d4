import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteAnalysis } from '../src/analysis/analysis-result-types.js';
import { analyzeSite } from '../src/analysis/analyze-site.js';
import type { EngineContext } from '../src/analysis/engine-context.js';
import { loadEngine } from '../src/cli/load-context.js';
import { type EvidenceCheckResult, evidenceCheck, formatEvidenceCheck } from '../src/evidence/evidence-check.js';
import { evidenceFindings } from '../src/evidence/evidence-rules.js';
import { EVIDENCE_SITES, EVIDENCE_TYPES, HELD_OUT_SITES } from '../src/evidence/evidence-sites.js';
import { getBusinessType } from '../src/taxonomy/business-types.js';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

// `npm run evidence:check` on the real data pack (issue 37): no figure shown past its evidence at 40 sites × 10
// trades, nor at the 14 held-out sites never used to correct the engine.
describe('evidence check on the real data pack', () => {
  let ctx: EngineContext;
  let check: EvidenceCheckResult;
  let held: EvidenceCheckResult;
  beforeAll(() => {
    ctx = loadEngine(process.env, repo, () => {}).ctx;
    check = evidenceCheck(ctx, EVIDENCE_SITES, EVIDENCE_TYPES);
    held = evidenceCheck(ctx, HELD_OUT_SITES, EVIDENCE_TYPES);
    console.log(formatEvidenceCheck('Evidence check', EVIDENCE_SITES, check));
    console.log(formatEvidenceCheck('Held-out sites', HELD_OUT_SITES, held));
  }, 600_000);

  it('covers Illinois towns, rural Illinois, other states and Canada with ten trades, the held-out sites apart', () => {
    const labels = EVIDENCE_SITES.map(([l]) => l);
    expect(labels.length).toBeGreaterThanOrEqual(40);
    expect(labels.filter((l) => /, IL\b/.test(l) && !/Chicago/.test(l)).length).toBeGreaterThanOrEqual(10);
    expect(labels.some((l) => /rural/.test(l))).toBe(true);
    expect(
      new Set(labels.map((l) => /, (MO|IN|PA|TN|FL|AZ|LA|IA)\b/.exec(l)?.[1]).filter(Boolean)).size,
    ).toBeGreaterThanOrEqual(4);
    expect(labels.some((l) => /, (AB|ON|BC)\b/.test(l))).toBe(true);
    expect(EVIDENCE_TYPES.length).toBeGreaterThanOrEqual(10);
    const points = new Set(EVIDENCE_SITES.map(([, p]) => `${p.lat},${p.lon}`));
    expect(HELD_OUT_SITES.filter(([, p]) => points.has(`${p.lat},${p.lon}`))).toEqual([]);
  });

  it('finds no figure past its evidence at the check sites', () => {
    expect(check.analyses).toBe(EVIDENCE_SITES.length * EVIDENCE_TYPES.length);
    expect(check.findings).toEqual([]);
  });

  it('finds none at the held-out sites either', () => {
    expect(held.findings).toEqual([]);
  });

  it('would find each kind of figure past its evidence (the rules are not blind)', () => {
    const type = getBusinessType('coffee-shop');
    if (!type) throw new Error('coffee-shop');
    const a = analyzeSite(ctx, type, { label: 'Toulon', lat: 41.0936, lon: -89.8648 }, 1);
    const ring = a.tradeArea.rings[0];
    const bad: SiteAnalysis = {
      ...a,
      tradeArea: {
        ...a.tradeArea,
        rings: ring ? [{ ...ring, population: { value: 66.8, estimate: { method: 'test' } } }] : [],
      },
      narrative: { ...a.narrative, risks: ['Site score 79/100 (higher than 100% of U.S. ZIP areas).', 'Range 39–39.'] },
      competitors: {
        ...a.competitors,
        saturation: {
          verdict: 'saturated',
          reason: 'More than the area supports (in line with the reference density)',
        },
      },
    };
    const rules = new Set(evidenceFindings(ctx, type, bad).map((f) => f.rule));
    for (const rule of ['fractional-headcount', 'percentile-0-or-100', 'collapsed-range', 'saturation-contradiction'])
      expect(rules.has(rule as never), rule).toBe(true);
  }, 60_000);
});
