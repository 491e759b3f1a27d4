import type { PlaceHit } from '@sitescout/geodata';
import { describe, expect, it } from 'vitest';
import { getBusinessType } from '../taxonomy/business-types.js';
import { ofTradeIndustry, tradeStores } from './trade-stores.js';

const CONVENIENCE = ['445120', '445131'];
const at = (sourceCategories: string[], categories: string[] = []) => ({ sourceCategories, categories });
const hit = (name: string, sourceCategories: string[], distanceMiles: number) =>
  ({ place: { name, sourceCategories, categories: ['convenience-store'] }, distanceMiles }) as unknown as PlaceHit;

describe('ofTradeIndustry', () => {
  it('drops a place its sources file under another 6-digit industry', () => {
    expect(ofTradeIndustry(CONVENIENCE, at(['google:convenience_store', 'google:gas_station']))).toBe(false);
    expect(ofTradeIndustry(CONVENIENCE, at(['chain:pharmacy', 'google:convenience_store']))).toBe(false);
    expect(ofTradeIndustry(CONVENIENCE, at(['google:convenience_store', 'google:liquor_store']))).toBe(false);
  });

  it('keeps the trade’s own places, places of a group holding the trade, and places with no industry', () => {
    expect(ofTradeIndustry(CONVENIENCE, at(['google:convenience_store', 'google:store']))).toBe(true);
    expect(ofTradeIndustry(['722511'], at(['google:restaurant'], ['restaurant']))).toBe(true); // 7225
    expect(ofTradeIndustry(['812111'], at(['google:hair_care']))).toBe(true); // 81211
    expect(ofTradeIndustry(CONVENIENCE, at([]))).toBe(true);
  });
});

describe('tradeStores', () => {
  const convenience = getBusinessType('convenience-store');
  if (!convenience) throw new Error('convenience-store');
  const hits = [
    hit('Corner Food Mart', ['google:convenience_store'], 0.3),
    hit('Shell', ['google:convenience_store', 'google:gas_station'], 0.5),
    hit('Walgreens', ['chain:pharmacy', 'google:convenience_store'], 1.6),
    hit('7-Eleven', ['chain:convenience'], 1.8),
  ];

  it('shares the market only with the trade’s places and takes the others within the radius off the named count', () => {
    const trade = tradeStores(hits, convenience, 1, 2);
    expect(trade.stores.map((h) => h.place.name)).toEqual(['Corner Food Mart', '7-Eleven']);
    expect(trade.otherIndustry).toBe(1);
    expect(trade.namedWithinRadius).toBe(1);
  });

  it('keeps no named count where none was known', () => {
    expect(tradeStores(hits, convenience, 1, null).namedWithinRadius).toBeNull();
  });
});
