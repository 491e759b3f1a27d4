import { describe, expect, it } from 'vitest';
import { getBusinessType } from '../taxonomy/business-types.js';
import { saturationVerdict } from './saturation.js';

describe('saturationVerdict', () => {
  const coffee = getBusinessType('coffee-shop');
  const hvac = getBusinessType('hvac');

  it('judges storefronts against the 2–5 competitors within 1–3 mi sweet spot', () => {
    const v = (n: number) =>
      saturationVerdict(coffee, { countWithinSweetSpotRadius: n, sweetSpotRadiusMiles: 1 }).verdict;
    expect([0, 1, 2, 5, 6, 10, 11].map(v)).toEqual([
      'underserved',
      'underserved',
      'sweet-spot',
      'sweet-spot',
      'crowded',
      'crowded',
      'saturated',
    ]);
  });

  it('judges service trades by density against the industry density', () => {
    const v = (d: number) =>
      saturationVerdict(hvac, { densityPer10k: d, referenceDensityPer10k: 5.2, referenceLabel: 'spec' }).verdict;
    expect([3, 5.2, 7].map(v)).toEqual(['room-to-grow', 'in-line', 'saturated']);
    expect(saturationVerdict(hvac, { densityPer10k: null, referenceDensityPer10k: 5.2 }).verdict).toBe('unknown');
  });

  it('falls back to density for a storefront outside place coverage', () => {
    expect(
      saturationVerdict(coffee, { countWithinSweetSpotRadius: null, densityPer10k: 2, referenceDensityPer10k: 5 })
        .verdict,
    ).toBe('room-to-grow');
  });
});

describe('saturationVerdict never calls competition low above the reference', () => {
  const coffee = getBusinessType('coffee-shop');
  it('few competitors among few households, denser than the reference, is not "little competition"', () => {
    const s = saturationVerdict(coffee, {
      countWithinSweetSpotRadius: 1,
      sweetSpotRadiusMiles: 1,
      densityPer10k: 9,
      referenceDensityPer10k: 6,
      referenceLabel: 'county average',
    });
    expect(s.reason).not.toMatch(/little competition/);
    expect(s.reason).toContain('above the 6.0 reference');
    const below = saturationVerdict(coffee, {
      countWithinSweetSpotRadius: 1,
      sweetSpotRadiusMiles: 1,
      densityPer10k: 3,
      referenceDensityPer10k: 6,
    });
    expect(below.reason).toMatch(/little competition/);
  });
});
