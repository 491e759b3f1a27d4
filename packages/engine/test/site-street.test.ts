import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeAccess } from '../src/access/analyze-access.js';
import { addressStreetKey, streetKey } from '../src/access/site-street.js';
import { type LoadedEngine, loadEngine } from '../src/cli/load-context.js';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

describe('street names', () => {
  it('meets the City’s two spellings of one street and reads the street from an address', () => {
    expect(streetKey('N MILWAUKEE AVE')).toBe('MILWAUKEE');
    expect(streetKey('Milwaukee Ave')).toBe('MILWAUKEE');
    expect(streetKey('W WASHINGTON BLVD')).toBe(streetKey('Washington St'));
    expect(streetKey('Lake Shore Dr')).not.toBe(streetKey('Lake St'));
    expect(addressStreetKey('1750 N Milwaukee Ave, Chicago, IL')).toBe('MILWAUKEE');
    expect(addressStreetKey('2101 N. Clark St., Chicago')).toBe('CLARK');
    expect(addressStreetKey('41.8825, -87.6500')).toBeNull();
    expect(addressStreetKey('Naperville, IL')).toBeNull();
  });
});

// The two sites of the issue, on the real data pack, through the geocoder `npm run analyze` uses. The City's counts
// (CDOT, 2006): Milwaukee Ave 12,800 at 1640 N and Western Ave 40,000 at 1768 N near the first; Clark St has no
// count between 1111 N and 3733 N, while Lincoln Ave 14,400 and Fullerton Ave 18,500 are within 0.5 mi of the second.
describe('traffic on the street the site fronts (real data pack)', () => {
  let engine: LoadedEngine;
  const access = async (query: string) => {
    const g = await engine.geocoder.geocode(query);
    return analyzeAccess(engine.ctx.geo, { lat: g.lat, lon: g.lon }, { label: query, precision: g.precision });
  };
  beforeAll(() => {
    engine = loadEngine(process.env, repo, () => {});
  }, 240_000);

  it('1750 N Milwaukee Ave: Milwaukee Ave’s count, dated and called old; Western Ave only as another street', async () => {
    const a = await access('1750 N Milwaukee Ave, Chicago, IL');
    expect(a.frontage).toMatchObject({ name: 'N Milwaukee Ave', basis: 'address' });
    expect(a.nearestArterial?.street).toBe('Milwaukee Ave');
    expect(a.nearestArterial?.dailyVehicles.value).toBe(12_800);
    expect(a.frontage?.summary).toMatch(
      /^N Milwaukee Ave \(the street in the address\): 12,800 vehicles\/day at 1640 North Milwaukee Ave, 0\.2\d mi away, counted October 2006 — an old count, \d+ years before the newest data/,
    );
    expect(a.frontage?.otherStreet?.text).toMatch(
      /^Another street: Western Ave, 40,000 vehicles\/day, .* not the street the site fronts\.$/,
    );
  }, 60_000);

  it('2101 N Clark St: the nearest Clark St count, with its distance, never Fullerton Ave as its own', async () => {
    const a = await access('2101 N Clark St, Chicago, IL');
    expect(a.frontage?.name).toBe('N Clark St');
    expect(a.nearestArterial?.street).toBe('Clark St');
    expect(a.nearestArterial?.location).toBe('1111 North Clark St');
    expect(a.frontage?.summary).toMatch(
      /14,100 vehicles\/day at 1111 North Clark St, 1\.\d\d mi away, counted September 2006/,
    );
    expect(a.frontage?.otherStreet?.text).toMatch(/^Another street: Fullerton Ave, 18,500 vehicles\/day/);
  }, 60_000);

  it('a point off the arterials reads its nearest street and scores no other street’s traffic', async () => {
    const a = await access('41.8825, -87.6500');
    expect(a.frontage?.basis).toBe('nearest');
    expect(a.nearestArterial).toBeNull();
    expect(a.frontage?.summary).toContain('no traffic count on this street');
    expect(a.frontage?.otherStreet?.text).toMatch(/^Another street: /);
  }, 60_000);

  it('a site placed only at its city centre fronts no street', async () => {
    const a = await access('Naperville, IL');
    expect(a.frontage).toBeNull();
    expect(a.nearestArterial).toBeNull();
  }, 60_000);
});
