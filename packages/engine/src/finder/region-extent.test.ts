import type { AreaRecord } from '@sitescout/geodata';
import { describe, expect, it } from 'vitest';
import { regionExtent } from './region-extent.js';

/** A ZIP area with only what the region filter reads. */
const zcta = (id: string, countyFips: string, state: string, lat: number, lon: number) =>
  ({ id, kind: 'zcta', countyFips, state, internalPoint: { lat, lon } }) as unknown as AreaRecord;

const AREAS = [
  zcta('60614', '17031', 'IL', 41.92, -87.65),
  zcta('60601', '17031', 'IL', 41.89, -87.62),
  zcta('62701', '17167', 'IL', 39.8, -89.65),
  zcta('46204', '18097', 'IN', 39.77, -86.16),
];

describe('regionExtent', () => {
  it('is the box of the internal points of the areas the region holds', () => {
    expect(regionExtent(AREAS, { kind: 'county', fips: '17031' })).toEqual([-87.65, 41.89, -87.62, 41.92]);
    expect(regionExtent(AREAS, { kind: 'state', state: 'IL' })).toEqual([-89.65, 39.8, -87.62, 41.92]);
    expect(regionExtent(AREAS, { kind: 'zctas', zctas: ['46204', '62701'] })).toEqual([-89.65, 39.77, -86.16, 39.8]);
  });

  it('is null for a region without areas, and refuses a malformed region as the finder does', () => {
    expect(regionExtent(AREAS, { kind: 'county', fips: '06037' })).toBeNull();
    expect(() => regionExtent(AREAS, { kind: 'county', fips: 'Cook' })).toThrow(/5-digit county FIPS/);
  });
});
