import { describe, expect, it } from 'vitest';
import { getBusinessType } from './business-types.js';
import { outsideTrade, snackKind } from './trade-filter.js';

const coffee = getBusinessType('coffee-shop');
const dental = getBusinessType('dental');
// Category and source-label sets as the data pack holds them (places near 1750 N Milwaukee Ave and in the Loop).
const at = (name: string, categories: string[], sourceCategories: string[], brand: string | null = null) => ({
  name,
  brand,
  categories: categories as never,
  sourceCategories,
});

describe('outsideTrade (coffee shops)', () => {
  it('leaves out a grill tagged "cafe", convenience stores with Google\'s "cafe" type, and a bar also tagged cafe', () => {
    expect(
      outsideTrade(
        coffee,
        at('Falafel & Grill', ['coffee-shop', 'restaurant'], ['google:restaurant', 'osm:amenity=cafe']),
      ),
    ).toBe(true);
    const google = ['google:cafe', 'google:convenience_store', 'google:grocery_or_supermarket', 'google:store'];
    expect(outsideTrade(coffee, at('Foxtrot Market', ['coffee-shop', 'convenience-store', 'grocery'], google))).toBe(
      true,
    );
    expect(outsideTrade(coffee, at('Amazon Go', ['coffee-shop', 'convenience-store', 'fast-food'], google))).toBe(true);
    expect(outsideTrade(coffee, at('The Allis', ['coffee-shop', 'bar'], ['osm:amenity=bar', 'osm:amenity=cafe']))).toBe(
      true,
    );
  });

  it('a snack word loses to a restaurant word, a coffee word never does', () => {
    const grill = at('Jubilee Juice & Grill', ['coffee-shop', 'restaurant'], ['google:restaurant']);
    expect(outsideTrade(coffee, grill)).toBe(true);
    expect(outsideTrade(coffee, at('Donut Vault', ['coffee-shop', 'fast-food'], ['osm:amenity=fast_food']))).toBe(
      false,
    );
    expect(
      outsideTrade(coffee, at('Kitchen Coffee Bar', ['coffee-shop', 'restaurant'], ['osm:amenity=restaurant'])),
    ).toBe(false);
  });

  it('leaves out a place named as a restaurant of another trade nearby (Saucy Porka tagged "cafe")', () => {
    const porka = at('Saucy Porka', ['coffee-shop'], ['osm:amenity=cafe']);
    expect(outsideTrade(coffee, porka)).toBe(false);
    expect(outsideTrade(coffee, porka, new Set(['saucy porka']))).toBe(true);
  });

  it('keeps cafés the Google restaurant extract also lists, chains of the trade and cafés by name', () => {
    // Every row of the Google extract is labelled "restaurant": it does not say a café is another trade.
    expect(
      outsideTrade(coffee, at('Perkolator', ['coffee-shop', 'restaurant'], ['google:restaurant', 'osm:amenity=cafe'])),
    ).toBe(false);
    expect(
      outsideTrade(coffee, at("Janik's Cafe", ['coffee-shop', 'restaurant'], ['google:restaurant', 'osm:amenity=bar'])),
    ).toBe(false);
    expect(outsideTrade(coffee, at('Café Colao', ['coffee-shop', 'restaurant'], ['osm:amenity=restaurant']))).toBe(
      false,
    );
    expect(outsideTrade(coffee, at("Dunkin'", ['coffee-shop', 'fast-food'], ['google:restaurant'], "Dunkin'"))).toBe(
      false,
    );
    expect(
      outsideTrade(
        coffee,
        at('Candor', ['coffee-shop', 'restaurant'], ['chicago-licence:Preparation and Sale of Coffee and/or Drinks']),
      ),
    ).toBe(false);
  });

  it('leaves types whose sources do not mix trades alone', () => {
    expect(outsideTrade(dental, at('Smile Grill', ['dental', 'restaurant'], ['osm:amenity=restaurant']))).toBe(false);
  });
});

describe('snackKind: which of the counted places sell coffee', () => {
  it('names the snack bars NAICS 722515 counts with coffee shops, and calls cafés and coffee chains coffee', () => {
    expect(snackKind(coffee, at('Donut Delight', [], ['osm:amenity=cafe']))).toBe('donut');
    expect(snackKind(coffee, at("Jeni's Splendid Ice Creams", [], ['osm:amenity=ice_cream']))).toBe('ice cream');
    expect(snackKind(coffee, at('Jamba', [], ['yelp:Juice Bars & Smoothies']))).toBe('juice');
    expect(snackKind(coffee, at('Caffe Gelato', [], ['osm:amenity=ice_cream']))).toBeNull();
    expect(snackKind(coffee, at("Dunkin' Donuts", [], ['osm:amenity=cafe']))).toBeNull();
    expect(snackKind(coffee, at('Hash', [], ['osm:amenity=cafe']))).toBeNull();
    expect(snackKind(dental, at('Donut Dental', [], []))).toBeNull();
  });
});
