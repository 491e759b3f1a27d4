import { KM_PER_MILE, milesToDegrees } from '@sitescout/shared';
import KDBush from 'kdbush';
import { normaliseName } from '../categories/brands.js';
import { haversineMiles } from '../geometry/distance.js';
import type { PlaceRecord } from '../model/place.js';
import { sameBusinessName } from './name-similarity.js';

/** Places with the same or a near-identical name within this distance are one place. */
export const DUPLICATE_RADIUS_KM = 0.075;

function richness(p: PlaceRecord): number {
  return (
    (p.rating !== null ? 4 : 0) +
    (p.reviewCount !== null ? Math.min(3, Math.log10(1 + p.reviewCount)) : 0) +
    (p.address ? 1 : 0) +
    (p.brand ? 1 : 0) +
    (p.priceLevel !== null ? 0.5 : 0) +
    p.categories.length * 0.1
  );
}

/**
 * Merges duplicates within and across sources: the same or a near-identical name (`sameBusinessName`:
 * "Cafe Ba-Ba-Reeba!" on Google and "Cafe Babareeba" on OpenStreetMap) within ~75 m → one place,
 * keeping the richest record (a rating first, then reviews, address, brand) and the union of categories.
 * Input order breaks ties, so the result is deterministic.
 */
export function dedupePlaces(places: readonly PlaceRecord[]): {
  places: PlaceRecord[];
  removed: number;
  byDataset: Record<string, number>;
} {
  if (places.length === 0) return { places: [], removed: 0, byDataset: {} };
  const index = new KDBush(places.length);
  for (const p of places) index.add(p.lon, p.lat);
  index.finish();
  const names = places.map((p) => normaliseName(p.name));
  const merged = new Uint8Array(places.length);
  const out: PlaceRecord[] = [];
  const radiusMiles = DUPLICATE_RADIUS_KM / KM_PER_MILE;
  const byDataset: Record<string, number> = {};
  for (let i = 0; i < places.length; i++) {
    if (merged[i]) continue;
    const seed = places[i] as PlaceRecord;
    const { dLat, dLon } = milesToDegrees(radiusMiles, seed.lat);
    const cluster = index
      .range(seed.lon - dLon, seed.lat - dLat, seed.lon + dLon, seed.lat + dLat)
      .filter(
        (j) =>
          !merged[j] &&
          (names[j] === names[i] || sameBusinessName(seed.name, (places[j] as PlaceRecord).name)) &&
          haversineMiles(seed, places[j] as PlaceRecord) <= radiusMiles,
      )
      .sort((a, b) => a - b);
    for (const j of cluster) merged[j] = 1;
    const members = cluster.map((j) => places[j] as PlaceRecord);
    let best = members[0] as PlaceRecord;
    for (const m of members) if (richness(m) > richness(best)) best = m;
    for (const m of members) if (m !== best) byDataset[m.datasetId] = (byDataset[m.datasetId] ?? 0) + 1;
    out.push({
      ...best,
      brand: best.brand ?? members.find((m) => m.brand)?.brand ?? null,
      isChain: members.some((m) => m.isChain),
      categories: [...new Set(members.flatMap((m) => m.categories))].sort(),
      sourceCategories: [...new Set(members.flatMap((m) => m.sourceCategories))].sort(),
      mergedFrom: [...new Set(members.flatMap((m) => m.mergedFrom))].sort(),
    });
  }
  const sortedByDataset = Object.fromEntries(Object.entries(byDataset).sort(([a], [b]) => a.localeCompare(b)));
  return { places: out, removed: places.length - out.length, byDataset: sortedByDataset };
}

/** Names seen at ≥ `minLocations` distinct places are chains even when no brand table knows them. */
export function markChains(places: PlaceRecord[], minLocations = 5): PlaceRecord[] {
  const counts = new Map<string, number>();
  for (const p of places) counts.set(normaliseName(p.name), (counts.get(normaliseName(p.name)) ?? 0) + 1);
  return places.map((p) =>
    !p.isChain && (counts.get(normaliseName(p.name)) ?? 0) >= minLocations
      ? { ...p, isChain: true, brand: p.brand ?? p.name }
      : p,
  );
}
