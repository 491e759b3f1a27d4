import { describe, expect, it } from 'vitest';
import { importAddrfeat } from '../src/importers/streets/tiger-addrfeat.js';
import { composeGeocoderData } from '../src/overlay/compose-geocoder-data.js';
import type { GeocoderData } from '../src/pack/read-pack.js';
import { buildTownRanges } from '../src/streets/build-town-ranges.js';
import { TownRanges } from '../src/streets/town-range-locator.js';
import { ADDRFEAT_RECORDS } from './helpers/addrfeat-fixture.js';

const TIGER = { source: 'U.S. Census Bureau, TIGER/Line Shapefiles 2024, Address Range Features', vintage: '2024' };

/** One county overlay's geocoder data: its real ADDRFEAT edges as `data:build` packs them. */
function county(fips: string, zipCities: GeocoderData['zipCities']): GeocoderData {
  const features = (ADDRFEAT_RECORDS[fips] ?? []).map((r) => ({
    type: 'Feature',
    properties: r.properties,
    geometry: { type: 'LineString', coordinates: r.line },
  }));
  const { records } = importAddrfeat(JSON.stringify({ type: 'FeatureCollection', features }), TIGER);
  return { places: [], zipCities, townRanges: buildTownRanges(records, TIGER) };
}

describe('the geocoder data of the main pack and county overlays composed as one', () => {
  const magnolia = county('05027', [['71753', 'MAGNOLIA', 'AR']]);
  const georgetown = county('11001', [['20007', 'WASHINGTON', 'DC']]);
  const main: GeocoderData = {
    places: [['Magnolia', 'AR', 33.27, -93.23, 13]],
    zipCities: [['71753', 'MAGNOLIA CITY', 'AR']],
    townRanges: null,
  };
  const composed = composeGeocoderData(main, [magnolia, georgetown]);
  const ranges = new TownRanges(composed.townRanges ?? expect.fail('no ranges'));

  it("places a number on each county's ranges exactly as that county's own data does (each pack numbers its ZIPs from 0)", () => {
    for (const [data, street, n, zip] of [
      [magnolia, 'PRESIDENT ST', 150, '71753'],
      [georgetown, 'M ST NW', 3150, '20007'],
      [georgetown, 'M ST NW', 3151, '20007'],
    ] as const) {
      const own = new TownRanges(data.townRanges ?? expect.fail('no ranges')).locate([street], n, new Set([zip]));
      expect(own).not.toBeNull();
      expect(ranges.locate([street], n, new Set([zip]))).toEqual(own);
    }
    // Still only on sides of the ZIP asked for: M St NW is not in Magnolia's ZIP.
    expect(ranges.locate(['M ST NW'], 3150, new Set(['71753']))).toBeNull();
    expect(ranges.locate(['PRESIDENT ST'], 150, new Set(['20007']))).toBeNull();
  });

  it("keeps the main pack's towns first and adds the ZIP towns it lacks", () => {
    expect(composed.zipCities).toEqual([
      ['71753', 'MAGNOLIA CITY', 'AR'],
      ['20007', 'WASHINGTON', 'DC'],
    ]);
    expect(composed.places).toEqual(main.places);
    expect(composed.townRanges?.source).toBe(TIGER.source);
    expect(composeGeocoderData(main, [])).toBe(main);
  });
});
