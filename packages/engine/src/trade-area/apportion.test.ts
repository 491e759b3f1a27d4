import type { AreaOverlap } from '@sitescout/geodata';
import { describe, expect, it } from 'vitest';
import { area, CENTER } from '../../test/fixtures/tiny-world.js';
import { apportion, prevailingClass } from './apportion.js';
import { ringRadii } from './ring-radii.js';

const overlap = (a: ReturnType<typeof area>, fraction: number): AreaOverlap => ({
  area: a,
  overlapFraction: fraction,
  distanceMiles: 1,
  method: 'equal-area-disc',
});

const A = area('zcta', 'A', CENTER, 10, {
  population: 1000,
  households: 400,
  medianAge: 30,
  ownerOccupiedShare: 20,
  rurality: 'Urban',
});
const B = area('zcta', 'B', CENTER, 2, {
  population: 3000,
  households: 1000,
  medianAge: 40,
  ownerOccupiedShare: 60,
  rurality: 'Suburban',
});

describe('apportion', () => {
  it('sums counts scaled by the share of each area inside the ring', () => {
    const r = apportion([overlap(A, 0.5), overlap(B, 1)], 'population', 7);
    expect(r?.figure.value).toBe(3500);
    expect(r?.coverage).toBe(1);
    expect(r?.figure).toMatchObject({ source: 'Test ACS', vintage: '2019-2023' });
  });

  it('averages person-based medians by people inside the ring, household-based by households', () => {
    // People inside: A 500, B 3000 → (30·500 + 40·3000) / 3500.
    expect(apportion([overlap(A, 0.5), overlap(B, 1)], 'medianAge', 7)?.figure.value).toBeCloseTo(
      (15_000 + 120_000) / 3500,
      9,
    );
    // Households inside: A 200, B 1000 → (20·200 + 60·1000) / 1200.
    expect(apportion([overlap(A, 0.5), overlap(B, 1)], 'ownerOccupiedShare', 7)?.figure.value).toBeCloseTo(
      64_000 / 1200,
      9,
    );
  });

  it('reports coverage when only some areas have the field, and null when none do', () => {
    const C = area('zcta', 'C', CENTER, 4, { population: 100 });
    const r = apportion([overlap(A, 0.5), overlap(C, 1)], 'medianAge', 9);
    expect(r?.coverage).toBeCloseTo(5 / 9, 12);
    expect(apportion([overlap(C, 1)], 'medianAge', 4)).toBeNull();
  });

  it('picks the class of most people inside the ring', () => {
    expect(prevailingClass([overlap(A, 0.5), overlap(B, 1)])?.value).toBe('Suburban');
  });
});

describe('ringRadii', () => {
  it('adds the standard 0.5/1/3/5-mile rings without duplicates', () => {
    expect(ringRadii(1)).toEqual([0.5, 1, 3, 5]);
    expect(ringRadii(15)).toEqual([0.5, 1, 3, 5, 15]);
    expect(ringRadii(2)).toEqual([0.5, 1, 2, 3, 5]);
  });
});
