import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadEngine } from '../src/cli/load-context.js';
import { type WalkAccuracy, walkScoreAccuracy } from '../src/scores/walk-score-accuracy.js';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

// References: Walk Scores published by Walk Score Inc. (quoted on dated pages, listed in
// src/scores/published-walk-scores.ts), which the engine never reads. The calibration was fitted on the city
// average only; every other place is a check.
describe('Walk Scores against published Walk Scores (real data pack)', () => {
  let result: WalkAccuracy;
  beforeAll(async () => {
    const engine = loadEngine(process.env, repo, () => {});
    result = await walkScoreAccuracy(engine.ctx, engine.geocoder);
  }, 240_000);

  const row = (place: string) => result.rows.find((r) => r.reference.place === place);

  it('puts ZIP 60614, West Loop, Near North Side, Edgewater and Edison Park within 10 points of their published scores', () => {
    for (const place of ['ZIP 60614', 'West Loop', 'Near North Side', 'Edgewater', 'Edison Park']) {
      const r = row(place);
      expect(r?.sitescout, place).not.toBeNull();
      expect(Math.abs((r?.sitescout as number) - (r?.reference.published as number)), place).toBeLessThanOrEqual(10);
    }
    expect(result.areaMeanAbsError).toBeLessThanOrEqual(6);
  });

  it('averages about 75 over Chicago, the published city figure the calibration was fitted to', () => {
    expect(Math.abs((row('Chicago (city average)')?.sitescout as number) - 75)).toBeLessThanOrEqual(2);
  });

  it('scores South Loop addresses within 10 points on average, and ranks places as Walk Score does', () => {
    const addresses = result.rows.filter((r) => r.reference.area.kind === 'address' && r.sitescout !== null);
    expect(addresses.length).toBeGreaterThanOrEqual(8);
    expect(result.addressMeanAbsError).toBeLessThanOrEqual(10);
    expect(result.spearman).toBeGreaterThanOrEqual(0.5);
  });
});
