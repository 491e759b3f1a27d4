import { CHAIN_LOCATIONS_DATASET_ID } from '@sitescout/geodata';
import { describe, expect, it } from 'vitest';
import { CENTER, offset, place, tinyWorld } from '../../test/fixtures/tiny-world.js';
import { getBusinessType } from '../taxonomy/business-types.js';
import { knownStoresFloor } from './known-stores-floor.js';

const coffee = getBusinessType('coffee-shop');
const chainOnly = (name: string, at: typeof CENTER, extra = {}) =>
  place(name, ['coffee-shop'], at, {
    brand: name,
    isChain: true,
    datasetId: CHAIN_LOCATIONS_DATASET_ID,
    mergedFrom: [CHAIN_LOCATIONS_DATASET_ID],
    ...extra,
  });

describe('known stores floor', () => {
  it('counts the named cafés in the ring and the chain stores only the 2024 locators list, each once', () => {
    const base = tinyWorld();
    const geo = tinyWorld({
      places: [
        ...(base.placesWithin(CENTER, 30).items.map((h) => h.place) ?? []),
        chainOnly("Dunkin'", offset(CENTER, 0.5, 0)),
        // The locator's point for the listed Starbucks, 0.05 mi off: the same store, not a second one.
        chainOnly('Starbucks', offset(CENTER, 0.05, -0.8)),
        chainOnly('Starbucks', offset(CENTER, 0, 3)),
      ],
    });
    const floor = knownStoresFloor(geo, coffee, CENTER, 1);
    // Bean There (0.3 mi) and the listed Starbucks (0.8 mi) are named; the Dunkin' at 0.5 mi is known only to its locator.
    expect(floor).toMatchObject({ count: 3, named: 2, chainOnly: 1, placesCovered: true });
    expect(floor.note).toBe('2 named places and 1 more store from the 2024 chain locators inside 1 mi');
  });

  it('outside place coverage the chain stores alone make the floor, and a closed store is not counted', () => {
    const far = offset(CENTER, 100, 0);
    const geo = tinyWorld({
      places: [
        chainOnly('Starbucks', offset(far, 0.2, 0)),
        chainOnly("Dunkin'", offset(far, 0.3, 0), { status: 'CLOSED_PERMANENTLY' }),
      ],
    });
    const floor = knownStoresFloor(geo, coffee, far, 1);
    expect(floor).toMatchObject({ count: 1, named: 0, chainOnly: 1, placesCovered: false });
    expect(floor.note).toBe('1 store from the 2024 chain locators inside 1 mi');
  });
});

describe('known stores floor: only places of the trade’s Census code', () => {
  const convenience = getBusinessType('convenience-store');
  const restaurant = getBusinessType('restaurant');
  const far = CENTER;

  it('a gas station or a pharmacy tagged as a convenience store does not lift the floor; a corner store does', () => {
    const geo = tinyWorld({
      places: [
        place('Corner Food Mart', ['convenience-store', 'shopping'], offset(far, 0.2, 0), {
          sourceCategories: ['google:convenience_store', 'google:store'],
        }),
        place('Shell', ['convenience-store', 'shopping'], offset(far, 0.3, 0), {
          sourceCategories: ['google:convenience_store', 'google:gas_station', 'google:store'],
        }),
        place('Walgreens', ['convenience-store', 'pharmacy', 'shopping'], offset(far, 0.4, 0), {
          sourceCategories: ['chain:pharmacy', 'google:convenience_store', 'google:drugstore'],
        }),
      ],
    });
    const floor = knownStoresFloor(geo, convenience, far, 1);
    expect(floor).toMatchObject({ count: 1, named: 1, year: 2025 });
  });

  it('a café or a fast-food counter filed among restaurants does not lift the full-service restaurant floor', () => {
    const geo = tinyWorld({
      places: [
        place('Sit Down Bistro', ['restaurant'], offset(far, 0.1, 0), { sourceCategories: ['osm:amenity=restaurant'] }),
        place('Corner Café', ['coffee-shop', 'restaurant'], offset(far, 0.2, 0), {
          sourceCategories: ['osm:amenity=cafe', 'google:restaurant'],
        }),
        place('Quick Burger', ['fast-food', 'restaurant'], offset(far, 0.3, 0), {
          sourceCategories: ['osm:amenity=fast_food', 'yelp:Restaurants'],
        }),
        // Google's "restaurant" is given to every eatery: it says no kind, so it floors no trade.
        place('Some Eatery', ['restaurant'], offset(far, 0.4, 0), { sourceCategories: ['google:restaurant'] }),
      ],
    });
    expect(knownStoresFloor(geo, restaurant, far, 1)).toMatchObject({ count: 1, named: 1 });
  });
});
