import type { RankedArea } from '@sitescout/engine';
import { describe, expect, it } from 'vitest';
import { scoreBeforeRounding } from './finder-shapes.js';

const w = [6 / 13, 4 / 13, 3 / 13];
/** An area as the finder returns it: demand, competition and fit known, access and cost dropped. */
function area(score: number, parts: [number, number, number]): Pick<RankedArea, 'score' | 'subScores'> {
  const names = ['demand', 'competition', 'fit'] as const;
  return {
    score: { value: score, unit: 'score', estimate: { method: 'test' } },
    subScores: [
      ...names.map((name, i) => ({
        name,
        score: parts[i] as number,
        baseWeight: w[i] as number,
        weight: w[i] as number,
        missing: false,
        detail: '',
      })),
      { name: 'cost', score: null, baseWeight: 0.1, weight: 0, missing: true, detail: '' },
    ],
  };
}

describe('the shade of a finder area', () => {
  it('tells apart two areas whose scores round to the same whole number (Naperville 60540 and 60563, coffee)', () => {
    const a = scoreBeforeRounding(area(73, [97, 44, 64]));
    const b = scoreBeforeRounding(area(73, [96, 42, 67]));
    expect(a).toBeCloseTo(73.08, 2);
    expect(b).toBeCloseTo(72.69, 2);
    // As close as their scores: under half a point apart on the 0–100 scale.
    expect(a - b).toBeGreaterThan(0);
    expect(a - b).toBeLessThan(0.5);
  });

  it('keeps the shown score when the parts do not give it', () => {
    expect(scoreBeforeRounding(area(50, [97, 44, 64]))).toBe(50);
  });
});
