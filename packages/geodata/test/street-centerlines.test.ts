import { METRES_PER_MILE } from '@sitescout/shared';
import { describe, expect, it } from 'vitest';
import { haversineMiles } from '../src/geometry/distance.js';
import { importChicagoCenterlines } from '../src/importers/streets/chicago-centerlines.js';
import type { GeocodeResult } from '../src/model/geocode.js';
import { type AddressRangeData, buildAddressRanges } from '../src/streets/address-ranges.js';
import { buildStreetIndex } from '../src/streets/build-street-index.js';
import { centerlineCrossings } from '../src/streets/centerline-crossings.js';
import { AddressRanges } from '../src/streets/range-locator.js';
import { StreetGeocoder } from '../src/streets/street-geocoder.js';
import { StreetIndex } from '../src/streets/street-index.js';
import { CLARK_CENTERLINE_ROWS, CLARK_NODES } from './helpers/centerline-fixture.js';
import { realStreetIndexData } from './helpers/street-index.js';

// Rows shaped as the SODA API answers for dataset 6imu-meau (field names of the City's data manual, lower-cased).
const soda = JSON.stringify([
  {
    trans_id: '127548',
    pre_dir: 'N',
    street_nam: 'CLARK',
    street_typ: 'ST',
    l_f_add: '2401',
    l_t_add: '2449',
    r_f_add: '2400',
    r_t_add: '2448',
    f_cross: '2400 W FULLERTON AVE',
    t_cross: '2450 N WRIGHTWOOD AVE',
    l_zip: '60614',
    r_zip: '60614',
    class: '3',
    the_geom: {
      type: 'MultiLineString',
      coordinates: [
        [
          [-87.64893, 41.92536],
          [-87.64957, 41.92672],
        ],
      ],
    },
  },
  {
    trans_id: '127549',
    pre_dir: 'W',
    street_nam: 'ALLEY',
    l_f_add: '0',
    l_t_add: '0',
    r_f_add: '600',
    r_t_add: '698',
    the_geom: {
      type: 'MultiLineString',
      coordinates: [
        [
          [-87.64, 41.92],
          [-87.641, 41.92],
        ],
      ],
    },
  },
  { trans_id: '127550', pre_dir: 'N', street_nam: 'NOWHERE', street_typ: 'ST' },
]);

describe('Chicago street centerlines (SODA 6imu-meau)', () => {
  it('reads address ranges per side, cross streets and ZIPs; "0-0" means no addresses; rows without a line are counted', () => {
    const r = importChicagoCenterlines(soda, { source: 'City of Chicago, Street Center Lines', vintage: '2025-11-24' });
    expect(r.rowsRead).toBe(3);
    expect(r.skipped).toBe(1);
    expect(r.records[0]).toMatchObject({
      id: '127548',
      name: 'N CLARK ST',
      left: { from: 2401, to: 2449 },
      right: { from: 2400, to: 2448 },
      leftZip: '60614',
      fromCross: '2400 W FULLERTON AVE',
      streetClass: '3',
      vintage: '2025-11-24',
    });
    expect(r.records[0]?.line[0]).toHaveLength(2);
    expect(r.records[1]).toMatchObject({ name: 'W ALLEY', left: null, right: { from: 600, to: 698 } });
  });

  it("reads the same fields from a GeoJSON export in the manual's upper case", () => {
    const geojson = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: {
            TRANS_ID: 1,
            PRE_DIR: 'S',
            STREET_NAM: 'STATE',
            STREET_TYP: 'ST',
            L_F_ADD: 1,
            L_T_ADD: 99,
            R_F_ADD: 2,
            R_T_ADD: 98,
          },
          geometry: {
            type: 'LineString',
            coordinates: [
              [-87.6278, 41.8819],
              [-87.6278, 41.8805],
            ],
          },
        },
      ],
    });
    const r = importChicagoCenterlines(geojson, { source: 's', vintage: 'v' });
    expect(r.records[0]).toMatchObject({ name: 'S STATE ST', left: { from: 1, to: 99 }, right: { from: 2, to: 98 } });
  });
});

describe('the street geocoder on the City address ranges (fetched centerlines)', () => {
  const fetched = importChicagoCenterlines(JSON.stringify(CLARK_CENTERLINE_ROWS), {
    source: 'City of Chicago data portal, Street Center Lines (6imu-meau)',
    vintage: '2026-11-24',
  });
  const ranges = new AddressRanges(
    buildAddressRanges(fetched.records, {
      source: 'City of Chicago data portal, Street Center Lines (6imu-meau)',
      vintage: '2026-11-24',
    }) as AddressRangeData,
  );
  const zipCity = (zip: string) => (zip.startsWith('606') ? 'CHICAGO' : null);
  const { crossings, numberAt } = centerlineCrossings(fetched.records);
  const fromCenterlines = new StreetGeocoder(new StreetIndex(buildStreetIndex(crossings, numberAt)), zipCity, ranges);
  const metres = (a: { lat: number; lon: number }, b: { lat: number; lon: number }) =>
    haversineMiles(a, b) * METRES_PER_MILE;
  const along = (a: [number, number], b: [number, number], t: number) => ({
    lon: a[0] + t * (b[0] - a[0]),
    lat: a[1] + t * (b[1] - a[1]),
  });

  it('places 2350 N Clark St half-way along the 2300 block, 15 m to the even (west) side, and says it used the range', () => {
    const even = fromCenterlines.geocode('2350 N Clark St, Chicago') as GeocodeResult;
    const odd = fromCenterlines.geocode('2351 N Clark St, Chicago') as GeocodeResult;
    const centre = along(CLARK_NODES.BELDEN, CLARK_NODES.FULLERTON, 50 / 98);
    expect(even).toMatchObject({ precision: 'street', zip: '60614', provider: 'offline-street' });
    expect(even.note).toContain(
      "placed on the City's address range of its block (City of Chicago data portal, Street Center Lines (6imu-meau), 2026-11-24)",
    );
    expect(metres(even, centre)).toBeGreaterThan(13);
    expect(metres(even, centre)).toBeLessThan(17);
    expect(even.lon).toBeLessThan(centre.lon);
    expect(odd.lon).toBeGreaterThan(centre.lon);
    // Near the block's start, the first number of the next block's range sits just past the crossing.
    const first = fromCenterlines.geocode('2401 N Clark St') as GeocodeResult;
    expect(metres(first, { lon: CLARK_NODES.FULLERTON[0], lat: CLARK_NODES.FULLERTON[1] })).toBeLessThan(20);
  });

  it('a block drawn from its high end to its low end (the manual does not fix the drawing direction) gives the same point', () => {
    const reversed = CLARK_CENTERLINE_ROWS.map((row) =>
      row.trans_id === '119002'
        ? { ...row, the_geom: { ...row.the_geom, coordinates: [[...(row.the_geom.coordinates[0] ?? [])].reverse()] } }
        : row,
    );
    const records = importChicagoCenterlines(JSON.stringify(reversed), { source: 's', vintage: 'v' }).records;
    const turned = centerlineCrossings(records);
    const other = new StreetGeocoder(
      new StreetIndex(buildStreetIndex(turned.crossings, turned.numberAt)),
      zipCity,
      new AddressRanges(buildAddressRanges(records, { source: 's', vintage: 'v' }) as AddressRangeData),
    );
    for (const query of ['2350 N Clark St', '2351 N Clark St']) {
      const a = fromCenterlines.geocode(query) as GeocodeResult;
      const b = other.geocode(query) as GeocodeResult;
      expect(metres(a, b)).toBeLessThan(0.5);
    }
    expect(() => other.geocode('2900 N Clark St')).toThrow(/\(N Clark St 2200–2433\)/);
  });

  it('the crossings of a pack with centerlines only number the street from its ranges; numbers past them are refused', () => {
    expect(() => fromCenterlines.geocode('2900 N Clark St')).toThrow(
      /outside the street's numbers \(N Clark St 2200–2433\)/,
    );
  });

  it("with the City's crossing list, streets without fetched ranges still go between crossings", () => {
    const real = new StreetGeocoder(new StreetIndex(realStreetIndexData()), zipCity, ranges);
    const ranged = real.geocode('2350 N Clark St') as GeocodeResult;
    expect(ranged.note).toMatch(/^placed on the City's address range/);
    const other = real.geocode('1600 W Chicago Ave') as GeocodeResult;
    expect(other.note).toMatch(/^placed on its block between the measured crossings/);
    // A Clark number outside the fetched blocks falls back to the crossings too.
    const north = real.geocode('2800 N Clark St') as GeocodeResult;
    expect(north.note).toMatch(/^placed on its block between the measured crossings/);
  });
});
