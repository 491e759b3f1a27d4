import { describe, expect, it } from 'vitest';
import type { CapacitySection } from '../capacity/capacity-section.js';
import { saturationWithCapacity } from './saturation-with-capacity.js';

const capacity = (verdict: CapacitySection['verdict'], expected: number, observed: number): CapacitySection => ({
  expected: { value: expected, estimate: { method: 'model' } },
  observed: { value: observed, source: 'ZBP', vintage: '2018' },
  gap: null,
  modelError: null,
  source: 'model',
  modelVersion: 'v1',
  modelErrorDetail: null,
  expectedRange: [expected * 0.56, expected * 1.44],
  verdict,
  summary: '',
  voids: [],
  method: '',
});
const crowdedStreet = {
  verdict: 'saturated' as const,
  reason: '25 competitors within 1 mi: more than twice the 2–5 sweet spot',
};

describe('saturationWithCapacity', () => {
  it('no red "saturated" banner above a capacity section that finds about as many as the area supports', () => {
    const s = saturationWithCapacity(crowdedStreet, capacity('balanced', 24, 25), 1);
    expect(s.verdict).toBe('in-line');
    expect(s.reason).toMatch(
      /^About as many as the area supports by the capacity model — the capacity model expects about 24 within 1 mi/,
    );
    expect(s.reason).toContain('The two measures disagree: by the competitor count alone');
    expect(s.reason).toContain('25 competitors within 1 mi');
  });

  it('agrees with the capacity model when both say saturated, and follows it when it finds room', () => {
    expect(saturationWithCapacity(crowdedStreet, capacity('saturated', 16.5, 38), 1).verdict).toBe('saturated');
    expect(saturationWithCapacity(crowdedStreet, capacity('room', 40, 25), 1).verdict).toBe('room-to-grow');
  });

  it('keeps its own verdict where the capacity model is weak or has nothing to compare', () => {
    expect(saturationWithCapacity(crowdedStreet, capacity('weak-model', 24, 25), 1)).toBe(crowdedStreet);
    expect(saturationWithCapacity(crowdedStreet, capacity('unknown', 24, 25), 1)).toBe(crowdedStreet);
  });
});
