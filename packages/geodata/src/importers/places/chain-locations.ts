import type { UnmappedCounter } from '../../categories/unmapped-counter.js';
import { parseCsv } from '../../io/read.js';
import { num, validLatLon } from '../../io/values.js';
import type { PlaceCategory } from '../../model/categories.js';
import type { PlaceRecord } from '../../model/place.js';
import { makePlace, type PlaceSource } from './place-factory.js';

/** One chain's store-locator folder, the brand name shown and the categories its stores belong to. */
export interface ChainSpec {
  folder: string;
  brand: string;
  categories: PlaceCategory[];
  /** Words for the chain's line of business, e.g. "coffee", "pharmacy". */
  kind: string;
}

/** The 15 chains of `places/chain-locations-us-2024/` (stiles/locations, scraped 2024). */
export const CHAINS: readonly ChainSpec[] = [
  { folder: 'starbucks', brand: 'Starbucks', categories: ['coffee-shop'], kind: 'coffee' },
  { folder: 'dunkin-donuts', brand: "Dunkin'", categories: ['coffee-shop', 'fast-food'], kind: 'coffee and donuts' },
  { folder: 'walgreens', brand: 'Walgreens', categories: ['pharmacy'], kind: 'pharmacy' },
  { folder: 'cvs', brand: 'CVS Pharmacy', categories: ['pharmacy'], kind: 'pharmacy' },
  { folder: '7-eleven', brand: '7-Eleven', categories: ['convenience-store'], kind: 'convenience' },
  { folder: 'dollar-general', brand: 'Dollar General', categories: ['shopping'], kind: 'discount' },
  { folder: 'dollar-tree', brand: 'Dollar Tree', categories: ['shopping'], kind: 'discount' },
  { folder: 'family-dollar', brand: 'Family Dollar', categories: ['shopping'], kind: 'discount' },
  { folder: 'aldi', brand: 'Aldi', categories: ['grocery'], kind: 'grocery' },
  { folder: 'trader-joes', brand: "Trader Joe's", categories: ['grocery'], kind: 'grocery' },
  { folder: 'costco', brand: 'Costco', categories: ['grocery', 'shopping'], kind: 'warehouse club' },
  { folder: 'autozone', brand: 'AutoZone', categories: ['shopping'], kind: 'auto parts' },
  { folder: 'bank-of-america', brand: 'Bank of America', categories: ['bank'], kind: 'bank' },
  {
    folder: 'petsmart',
    brand: 'PetSmart',
    categories: ['pet-services', 'shopping'],
    kind: 'pet supplies and grooming',
  },
  { folder: 'home-depot', brand: 'Home Depot', categories: ['shopping'], kind: 'home improvement' },
];

const pick = (row: Record<string, string>, keys: readonly string[]): string =>
  keys.map((k) => row[k]?.trim()).find((v) => v) ?? '';

/** "closed" flags as the locators publish them ("1", "Y", "true"). */
const closed = (v: string | undefined) => /^(1|y|yes|true)$/i.test(v?.trim() ?? '');

/**
 * One chain's store-locator CSV → places named by the brand (so other sources' records of the same store
 * merge), with the store's street address. Columns differ per chain: the first present of the usual names
 * is used. Non-U.S. rows (Starbucks) are skipped; Starbucks licensed stores (inside another shop) and
 * temporarily closed dollar stores are kept with that status.
 */
export function importChainLocations(
  text: string,
  chain: ChainSpec,
  source: PlaceSource,
  unmapped: UnmappedCounter,
): { records: PlaceRecord[]; rowsRead: number; warnings: string[] } {
  const rows = parseCsv(text);
  const records: PlaceRecord[] = [];
  let bad = 0;
  let foreign = 0;
  for (const [i, row] of rows.entries()) {
    if (row.country && row.country !== 'US') {
      foreign += 1;
      continue;
    }
    const point = validLatLon(num(row.latitude), num(row.longitude));
    if (!point) {
      bad += 1;
      continue;
    }
    const id = pick(row, ['store_id', 'store_number', 'id', 'uid', 'clientkey', 'store_no', 'branch']) || `${i}`;
    const street = pick(row, ['street', 'address']);
    const zip = pick(row, ['zip', 'zipcode']).slice(0, 5);
    const state = pick(row, ['state_abbr', 'state']);
    const status =
      row.ownership_type === 'LS'
        ? 'licensed store (inside another shop)'
        : closed(row.temp_closed) || closed(row.temporarily_closed)
          ? 'temporarily closed'
          : null;
    records.push(
      makePlace(
        {
          sourceId: `${chain.folder}:${id}`,
          name: chain.brand,
          brand: chain.brand,
          ...point,
          match: { categories: chain.categories, sourceCategories: [`chain:${chain.kind}`], unmapped: [] },
          address: [street, row.city, [state, zip].filter(Boolean).join(' ')].filter(Boolean).join(', '),
          status,
        },
        source,
        unmapped,
      ),
    );
  }
  const warnings = [
    ...(foreign > 0 ? [`${chain.brand}: ${foreign} stores outside the U.S. skipped`] : []),
    ...(bad > 0 ? [`${chain.brand}: ${bad} rows without a valid point`] : []),
  ];
  return { records, rowsRead: rows.length, warnings };
}
