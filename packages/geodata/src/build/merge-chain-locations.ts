import { KM_PER_MILE, milesToDegrees } from '@sitescout/shared';
import KDBush from 'kdbush';
import { normaliseName } from '../categories/brands.js';
import { haversineMiles } from '../geometry/distance.js';
import { CHAINS } from '../importers/places/chain-locations.js';
import type { PlaceRecord } from '../model/place.js';

/** A chain store and another source's record of the same brand within this distance are one store. */
export const CHAIN_MERGE_RADIUS_KM = 0.1;

const ALIASES: Array<[string, string[]]> = CHAINS.map((c) => {
  const base = c.brand.toLowerCase().replace(/'/g, '');
  const extra: Record<string, string[]> = {
    '7-eleven': ['7 eleven', '7-11', '7 11'],
    'cvs pharmacy': ['cvs'],
    dunkin: ['dunkin donuts'],
    'home depot': ['the home depot'],
  };
  return [c.brand, [base, ...(extra[base] ?? [])]];
});

/**
 * The chain a place's name belongs to ("CVS Pharmacy #1234", "Dunkin' Donuts", "The Home Depot"), by
 * prefix of the normalised name; null for other names.
 *
 * @example chainBrandOf('Starbucks Reserve') // 'Starbucks'
 */
export function chainBrandOf(name: string): string | null {
  const key = normaliseName(name).replace(/'/g, '');
  for (const [brand, aliases] of ALIASES)
    if (aliases.some((a) => key === a || key.startsWith(`${a} `) || key.startsWith(`${a}-`))) return brand;
  return null;
}

/**
 * Merges 2024 chain locations into the other sources' places: a chain store with a record of the same
 * brand within {@link CHAIN_MERGE_RADIUS_KM} is that record (brand, chain flag and categories added, the
 * chain dataset listed in `mergedFrom`); the rest are added as places of their own. Never double-counts
 * a store both sources know.
 */
export function mergeChainLocations(
  places: readonly PlaceRecord[],
  chains: readonly PlaceRecord[],
): { places: PlaceRecord[]; merged: number } {
  const out = places.map((p) => ({ ...p }));
  if (chains.length === 0) return { places: out, merged: 0 };
  const brands = out.map((p) => chainBrandOf(p.brand ?? p.name) ?? chainBrandOf(p.name));
  const index = out.length > 0 ? new KDBush(out.length) : null;
  if (index) {
    for (const p of out) index.add(p.lon, p.lat);
    index.finish();
  }
  const radiusMiles = CHAIN_MERGE_RADIUS_KM / KM_PER_MILE;
  const taken = new Set<number>();
  const added: PlaceRecord[] = [];
  for (const chain of chains) {
    const { dLat, dLon } = milesToDegrees(radiusMiles, chain.lat);
    const near = (index?.range(chain.lon - dLon, chain.lat - dLat, chain.lon + dLon, chain.lat + dLat) ?? [])
      .filter((j) => !taken.has(j) && brands[j] === chain.brand)
      .map((j) => ({ j, d: haversineMiles(chain, out[j] as PlaceRecord) }))
      .filter((x) => x.d <= radiusMiles)
      .sort((a, b) => a.d - b.d || a.j - b.j)[0];
    if (!near) {
      added.push(chain);
      continue;
    }
    taken.add(near.j);
    const p = out[near.j] as PlaceRecord;
    out[near.j] = {
      ...p,
      brand: p.brand ?? chain.brand,
      isChain: true,
      address: p.address ?? chain.address,
      categories: [...new Set([...p.categories, ...chain.categories])].sort(),
      sourceCategories: [...new Set([...p.sourceCategories, ...chain.sourceCategories])].sort(),
      mergedFrom: [...new Set([...p.mergedFrom, ...chain.mergedFrom])].sort(),
    };
  }
  return { places: [...out, ...added], merged: taken.size };
}
