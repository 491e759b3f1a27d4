import { describe, expect, it } from 'vitest';
import type { GazetteerPlace } from '../importers/census/gazetteer.js';
import { zctaTown } from './zcta-town.js';

const place = (geoid: string, name: string): GazetteerPlace => ({
  geoid,
  name,
  fullName: `${name} city`,
  state: 'IL',
  lat: 42,
  lon: -88,
  landAreaSqMi: 10,
});
const chicago = place('1714000', 'Chicago');
const desPlaines = place('1719642', 'Des Plaines');
const schaumburg = place('1768003', 'Schaumburg');
const roselle = place('1765806', 'Roselle');
const places = new Map([chicago, desPlaines, schaumburg, roselle].map((p) => [p.geoid, p]));

describe('zctaTown', () => {
  it("names 60018 after Des Plaines, its post office's town with most of its homes, not Chicago's airport", () => {
    const land = new Map([
      ['1714000', 7.865],
      ['1719642', 5.994],
    ]);
    expect(zctaTown(chicago, { city: 'DES PLAINES', state: 'IL' }, land, places)?.name).toBe('Des Plaines');
  });

  it('keeps the primary place where the post office sits in a town that barely touches the ZCTA (60193)', () => {
    const land = new Map([
      ['1768003', 8.051],
      ['1765806', 0.003],
    ]);
    expect(zctaTown(schaumburg, { city: 'ROSELLE', state: 'IL' }, land, places)?.name).toBe('Schaumburg');
  });

  it('keeps the primary place without a post office or place areas', () => {
    expect(zctaTown(chicago, undefined, undefined, places)).toBe(chicago);
    expect(zctaTown(undefined, { city: 'DES PLAINES', state: 'IL' }, new Map(), places)).toBeUndefined();
  });
});
