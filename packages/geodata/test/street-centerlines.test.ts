import { describe, expect, it } from 'vitest';
import { importChicagoCenterlines } from '../src/importers/streets/chicago-centerlines.js';

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
