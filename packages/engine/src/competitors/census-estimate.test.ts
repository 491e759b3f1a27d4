import type { BusinessCount } from '@sitescout/geodata';
import { describe, expect, it } from 'vitest';
import { area, CENTER, offset, tinyWorld } from '../../test/fixtures/tiny-world.js';
import { createEngineContext } from '../analysis/engine-context.js';
import { getBusinessType } from '../taxonomy/business-types.js';
import { censusEstimate } from './census-estimate.js';

const coffee = getBusinessType('coffee-shop');

function zbp(zip: string, establishments: number): BusinessCount {
  return {
    geography: 'zip',
    geoId: zip,
    naics: '722515',
    establishments,
    establishmentsRange: [establishments, establishments],
    employees: null,
    payrollThousands: null,
    suppressed: false,
    source: 'Test ZBP',
    vintage: '2018',
  };
}

const cbp: BusinessCount = {
  ...zbp('17999', 200),
  geography: 'county',
  source: 'Test CBP',
  vintage: '2023',
};

// ZCTAs 60001 (centre, 4 sq mi, 40 cafés in ZBP), 60002 (2 mi north, covered by ZBP but no café row:
// suppressed, 0–2) and 60003 (3 mi east, 9 sq mi, 3,000 households, no ZBP: its county's CBP rate).
const world = tinyWorld({
  businessCounts: [cbp, zbp('60001', 40)],
  businessCountCoverage: { county: ['17999'], zip: ['60001', '60002'] },
});
const ctx = createEngineContext(world);

function estimate(at: { lat: number; lon: number }, radiusMiles: number, households: number | null = null) {
  return censusEstimate(
    ctx,
    coffee,
    radiusMiles,
    world.areasOverlappingRing('zcta', at, radiusMiles),
    world.areasOverlappingRing('county', at, radiusMiles),
    households,
  );
}

describe('censusEstimate', () => {
  it("apportions a ZIP's count by the ring's share of its land", () => {
    // A 0.5-mile ring inside the 4 sq mi ZCTA holds π·0.25 / 4 of its land.
    const share = (Math.PI * 0.25) / 4;
    const e = estimate(CENTER, 0.5);
    expect(e?.basis).toBe('zip');
    expect(e?.value).toBeCloseTo(40 * share, 9);
    expect(e?.range[0]).toBeCloseTo(40 * share, 9);
    expect(e?.citation).toBe('Test ZBP 2018');
  });

  it('turns a suppressed ZIP cell into a 0–2 range with 1 as the estimate', () => {
    const share = (Math.PI * 0.25) / 4;
    const e = estimate(offset(CENTER, 2, 0), 0.5);
    expect(e?.range[0]).toBe(0);
    expect(e?.range[1]).toBeCloseTo(2 * share, 9);
    expect(e?.value).toBeCloseTo(share, 9);
  });

  it("counts a ZCTA without ZIP data by its county's establishments per household × its households in the ring", () => {
    const share = (Math.PI * 0.25) / 9;
    const e = estimate(offset(CENTER, 0, 3), 0.5);
    expect(e?.basis).toBe('county');
    expect(e?.value).toBeCloseTo((200 / 400_000) * 3_000 * share, 9);
    expect(e?.citation).toBe('Test CBP 2023');
  });

  it('never counts more land than the ring has where equal-area discs of neighbours overlap', () => {
    const r = Math.sqrt(4 / Math.PI);
    const overlaps = world.areasOverlappingRing('zcta', CENTER, r);
    const land = overlaps.reduce((s, o) => s + o.overlapFraction * (o.area.landAreaSqMi ?? 0), 0);
    expect(land).toBeGreaterThan(4);
    const e = estimate(CENTER, r);
    const unscaled = overlaps.reduce(
      (s, o) => s + (o.area.id === '60001' ? 40 : o.area.id === '60002' ? 1 : 0) * o.overlapFraction,
      0,
    );
    expect(e?.value).toBeLessThan(unscaled);
  });

  it('falls back to the counties by households, and is null where no count exists', () => {
    const far = { lat: CENTER.lat + 3, lon: CENTER.lon };
    expect(estimate(far, 1)).toBeNull();
    const noZcta = createEngineContext(
      tinyWorld({
        areas: [area('county', '17999', CENTER, 600, { households: 400_000 }, { countyFips: null })],
        businessCounts: [cbp],
      }),
    );
    const e = censusEstimate(noZcta, coffee, 1, [], noZcta.geo.areasOverlappingRing('county', CENTER, 1), 2_000);
    expect(e?.value).toBeCloseTo((200 / 400_000) * 2_000, 9);
    expect(e?.basis).toBe('county');
  });
});
