import { composeGeoViews, createGeoView, type GeoView, type LatLon, type PlaceCategory } from '@sitescout/geodata';
import { describe, expect, it } from 'vitest';
import { around, CENTER, offset, place } from '../../test/fixtures/tiny-world.js';
import { siteGeoView } from '../analysis/memo-geo-view.js';
import { getBusinessType } from '../taxonomy/business-types.js';
import { conflictingTrades } from '../taxonomy/trade-filter.js';
import { OTHER_TRADE_NAME_MILES, otherTradeNames, tradeNameKeys } from './other-trade-names.js';

const coffee = getBusinessType('coffee-shop');
const trades = conflictingTrades(coffee) as PlaceCategory[];

const NAMES = ['Saucy Porka South Loop', 'Saucy Porka', 'Blue Door Tavern', "Lou's Market", 'Café Colao', 'Pho 777'];
const CATEGORIES: PlaceCategory[][] = [
  ['restaurant'],
  ['bar'],
  ['grocery'],
  ['fast-food'],
  ['coffee-shop', 'restaurant'],
  ['convenience-store'],
];

/** Places on a lattice 60 mi wide around `center`, names and categories cycling (deterministic). */
function lattice(center: LatLon, prefix: string) {
  const out = [];
  for (let i = 0; i < 25; i++)
    for (let j = 0; j < 25; j++) {
      const k = i * 25 + j;
      const at = offset(center, -30 + i * 2.5 + (k % 7) * 0.1, -30 + j * 2.5 + (k % 5) * 0.1);
      out.push(place(`${NAMES[k % NAMES.length]} ${prefix}${k % 11}`, CATEGORIES[k % CATEGORIES.length] ?? [], at));
    }
  return out;
}

/** The names as read at the site itself: every place of the conflicting trades the radius query returns there. */
function namesReadAt(geo: GeoView, center: LatLon): Set<string> {
  const near = geo.placesWithin(center, OTHER_TRADE_NAME_MILES, { categories: trades });
  const names = new Set<string>();
  if (near.covered)
    for (const h of near.items)
      if (!h.place.categories.includes(coffee.id)) for (const key of tradeNameKeys(h.place.name)) names.add(key);
  return names;
}

describe('other-trade names near a site', () => {
  // Two place-coverage areas of the main pack overlapping, and a county overlay east of them (one area touching
  // the second), so sites fall in one area, both, the overlay alone, or none.
  const east = offset(CENTER, 0, 16);
  const main = createGeoView({
    places: [
      ...lattice(CENTER, 'm'),
      // Just inside and just outside 10 mi of the centre.
      place('Edge Grill North', ['restaurant'], offset(CENTER, OTHER_TRADE_NAME_MILES - 0.001, 0)),
      place('Edge Grill South', ['restaurant'], offset(CENTER, -(OTHER_TRADE_NAME_MILES + 0.001), 0)),
    ],
    coverage: [
      { layer: 'places', name: 'West', bbox: around(CENTER, 8), datasetIds: [] },
      { layer: 'places', name: 'East', bbox: around(east, 8), datasetIds: [] },
    ],
  });
  const overlay = createGeoView({
    places: lattice(offset(CENTER, 0, 30), 'o'),
    coverage: [{ layer: 'places', name: 'Overlay county', bbox: around(offset(CENTER, 0, 30), 9), datasetIds: [] }],
  });
  const geo = composeGeoViews(main, [overlay]);
  const sites: LatLon[] = [];
  for (let i = -6; i <= 6; i++) for (let j = -6; j <= 24; j += 2) sites.push(offset(CENTER, i * 1.7, j * 1.9));

  it('answers every name as the set read at the site does, across coverage areas, overlays and site views', () => {
    const everyPlace = [main.placesWithin(CENTER, 200), overlay.placesWithin(offset(CENTER, 0, 30), 200)];
    const asked = [...new Set(everyPlace.flatMap((a) => a.items.flatMap((h) => tradeNameKeys(h.place.name))))];
    asked.push('edge grill', 'nowhere diner', '');
    let named = 0;
    for (const view of [geo, main])
      for (const site of sites) {
        const expected = namesReadAt(view, site);
        named += expected.size;
        const fast = otherTradeNames(view, coffee, site);
        const wrapped = otherTradeNames(siteGeoView(view), coffee, site);
        for (const name of asked) {
          expect(fast.has(name), `${name} at ${site.lat},${site.lon}`).toBe(expected.has(name));
          expect(wrapped.has(name)).toBe(expected.has(name));
        }
      }
    // The sites see names (the comparison is not all "no").
    expect(named).toBeGreaterThan(1000);
  });

  it('counts a place 10 mi away and not one just beyond', () => {
    const names = otherTradeNames(geo, coffee, CENTER);
    expect(names.has('edge grill north')).toBe(true);
    expect(names.has('edge grill south')).toBe(false);
  });

  it('has no names for a type whose sources do not mix trades, nor outside place coverage', () => {
    expect(otherTradeNames(geo, getBusinessType('dental'), CENTER).has('saucy porka')).toBe(false);
    expect(otherTradeNames(geo, coffee, offset(CENTER, 200, 0)).has('saucy porka')).toBe(false);
  });
});
