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

// Tracts with daytime population (CDC SVI E_DAYPOP): a downtown tract at the centre (1,000 residents, 20,000 by day)
// and a bedroom tract 3 mi east (9 sq mi like ZCTA 60003; 9,000 residents, 5,000 by day), in county 17999 (200 cafés in CBP).
const downtown = area('tract', '17999000100', CENTER, 0.5, { population: 1_000, daytimePopulation: 20_000 });
const bedroom = area('tract', '17999000200', offset(CENTER, 0, 3), 9, { population: 9_000, daytimePopulation: 5_000 });
const tractWorld = tinyWorld({
  areas: [...world.areas('county'), ...world.areas('zcta'), downtown, bedroom],
  businessCounts: [cbp, zbp('60001', 40)],
  businessCountCoverage: { county: ['17999'], zip: ['60001', '60002'] },
});
const tractCtx = createEngineContext(tractWorld);

function withTracts(at: { lat: number; lon: number }, radiusMiles: number, businessWeight?: number) {
  return censusEstimate(
    tractCtx,
    coffee,
    radiusMiles,
    tractWorld.areasOverlappingRing('zcta', at, radiusMiles),
    tractWorld.areasOverlappingRing('county', at, radiusMiles),
    null,
    tractWorld.areasOverlappingRing('tract', at, radiusMiles),
    businessWeight,
  );
}

describe('censusEstimate with tracts loaded (the county method by people by day)', () => {
  it("prefers a ZIP's own count over the county method wherever the ZIP file covers the ring", () => {
    // Inside 60001 (ZBP 40 cafés) on the downtown tract: the ZIP's count × land share, never the county's 200
    // apportioned by daytime population (which would give 200 × 10,500 / 17,500 × the tract's share).
    const share = (Math.PI * 0.25) / 4;
    for (const b of [0, 0.5, 1]) {
      const e = withTracts(CENTER, 0.5, b);
      expect(e?.basis).toBe('zip');
      expect(e?.value).toBeCloseTo(40 * share, 9);
      expect(e?.citation).toBe('Test ZBP 2018');
    }
  });

  it("spreads the county's count by people by day, and a share b by in-commuters (daytime above residents)", () => {
    // People by day: downtown 0.5 · 20,000 + 0.5 · 1,000 = 10,500; bedroom 0.5 · 5,000 + 0.5 · 9,000 = 7,000;
    // county 17,500. In-commuters: downtown 19,000, bedroom 0. A ring holding all of the bedroom tract (inside
    // 60003, no ZIP file) gets 200 × 7,000 / 17,500 = 80 × its share f inside at b = 0, and (1 − b) × 80 × f with
    // in-commuters weighted b. The ring lies inside the tract's 9 sq mi disc: f = π · 1.2² / 9.
    const r = 1.2;
    const f = tractWorld.areasOverlappingRing('tract', offset(CENTER, 0, 3), r)[0]?.overlapFraction ?? 0;
    expect(f).toBeCloseTo((Math.PI * r ** 2) / 9, 6);
    expect(withTracts(offset(CENTER, 0, 3), r, 0)?.value).toBeCloseTo(80 * f, 6);
    expect(withTracts(offset(CENTER, 0, 3), r, 0.5)?.value).toBeCloseTo(40 * f, 6);
    expect(withTracts(offset(CENTER, 0, 3), r, 0)?.basis).toBe('county');
  });
});
