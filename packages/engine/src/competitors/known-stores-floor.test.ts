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
