import type { AreaOverlap } from '@sitescout/geodata';
import { describe, expect, it } from 'vitest';
import { area, CENTER } from '../../test/fixtures/tiny-world.js';
import { lifestyleProfile } from './lifestyle-profile.js';
import { summarizeDemographics } from './summarize-demographics.js';

const o = (a: ReturnType<typeof area>, f: number): AreaOverlap => ({
  area: a,
  overlapFraction: f,
  distanceMiles: 0.5,
  method: a.polygon ? 'polygon' : 'equal-area-disc',
});

describe('summarizeDemographics', () => {
  // A 1-mile ring (3.14 sq mi): two ZCTAs with population but no median household income, tracts with
  // income covering the ring, and a county with everything.
  const z1 = area('zcta', 'Z1', CENTER, 2, { population: 20_000, households: 8_000, ownerOccupiedShare: 30 });
  const z2 = area('zcta', 'Z2', CENTER, 2, { population: 10_000, households: 5_000, ownerOccupiedShare: 60 });
  const t1 = area('tract', 'T1', CENTER, 1.5, { households: 3_000, medianHouseholdIncome: 50_000 });
  const t2 = area('tract', 'T2', CENTER, 1.5, { households: 1_000, medianHouseholdIncome: 90_000 });
  const county = area('county', 'C', CENTER, 900, {
    population: 1e6,
    households: 4e5,
    medianHouseholdIncome: 70_000,
    medianAge: 38,
  });
  const ring = {
    radiusMiles: 1,
    byKind: { zcta: [o(z1, 1), o(z2, 0.5)], tract: [o(t1, 1), o(t2, 1)], county: [o(county, 0.0035)] },
    landSqMi: 3,
  };
  const d = summarizeDemographics(ring);

  it('takes each count from the finest layer that has it: households from tracts, population from ZCTAs', () => {
    expect(d.figures.households?.value).toBe(4_000);
    expect(d.basis.households).toMatchObject({ kind: 'tract', areas: 2 });
    expect(d.figures.population?.value).toBe(25_000);
    expect(d.basis.population).toMatchObject({ kind: 'zcta', areas: 2 });
  });

  it('takes income from tracts, weighted by households', () => {
    // (50,000 · 3,000 + 90,000 · 1,000) / 4,000 = 60,000.
    expect(d.figures.medianHouseholdIncome?.value).toBe(60_000);
    expect(d.basis.medianHouseholdIncome?.kind).toBe('tract');
  });

  it('falls back to the county, and lists what no layer has', () => {
    expect(d.figures.medianAge?.value).toBe(38);
    expect(d.basis.medianAge?.kind).toBe('county');
    expect(d.figures.medianHomeValue).toBeNull();
    expect(d.missing).toContain('median home value');
  });

  it('derives density from people over the ring’s land', () => {
    expect(d.figures.populationDensity?.value).toBeCloseTo(25_000 / 3, 9);
  });

  it('uses the same urbanity label as the area type, never a second one', () => {
    expect(d.urbanClass).not.toBeNull();
    const label = d.urbanClass?.value.toLowerCase() as string;
    const urbanity = d.lifestyle.value.traits.filter((t) => ['urban', 'suburban', 'rural and small-town'].includes(t));
    expect(urbanity).toEqual([label === 'rural' ? 'rural and small-town' : label]);
  });
});

describe('lifestyleProfile', () => {
  it('applies the documented rules and says which matched', () => {
    const p = lifestyleProfile({
      areaType: 'Urban',
      ownerOccupiedShare: 30,
      age25to44Share: 45,
      bachelorsOrHigherShare: 70,
    });
    expect(p.value.traits).toEqual(['urban', 'young professionals', 'highly educated', 'mostly renters']);
    expect('estimate' in p ? p.estimate.method : '').toContain('owner-occupied < 40%');
  });

  it('skips rules without their inputs and says so when nothing is known', () => {
    expect(lifestyleProfile({}).value.summary).toContain('Not enough figures');
  });
});
