import type { GeocoderData } from '../pack/read-pack.js';
import type { TownRangeData } from '../streets/build-town-ranges.js';
import { ZipTable } from '../streets/zip-table.js';

/** Each item once, the first list's wins for a key. */
function unique<T>(lists: ReadonlyArray<readonly T[]>, keyOf: (item: T) => string): T[] {
  const byKey = new Map<string, T>();
  for (const list of lists) for (const item of list) if (!byKey.has(keyOf(item))) byKey.set(keyOf(item), item);
  return [...byKey.values()];
}

/** One set of address ranges from several counties' (a street name in two counties keeps the edges of both). */
function mergeTownRanges(all: readonly TownRangeData[]): TownRangeData | null {
  if (all.length <= 1) return all[0] ?? null;
  const zipTable = new ZipTable();
  const byName = new Map<string, { label: string; segments: number[][] }>();
  for (const data of all) {
    // Each pack numbers its own ZIPs: renumber into the merged list (-1, no ZIP, stays -1).
    const renumber = data.zips.map((zip) => zipTable.of(zip));
    const zipAt = (i: number) => (i < 0 ? i : (renumber[i] ?? -1));
    data.names.forEach((name, i) => {
      const entry = byName.get(name) ?? { label: data.labels[i] ?? name, segments: [] };
      for (const s of data.segments[i] ?? [])
        entry.segments.push([...s.slice(0, 4), zipAt(s[4] as number), zipAt(s[5] as number), ...s.slice(6)]);
      byName.set(name, entry);
    });
  }
  const names = [...byName.keys()].sort();
  const distinct = (pick: (d: TownRangeData) => string) => [...new Set(all.map(pick))].join('; ');
  return {
    source: distinct((d) => d.source),
    vintage: distinct((d) => d.vintage),
    names,
    labels: names.map((n) => byName.get(n)?.label ?? n),
    zips: zipTable.zips,
    segments: names.map((n) => byName.get(n)?.segments ?? []),
  };
}

/**
 * The geocoder lookups of the main pack and the county overlays as one: the main pack's places, ZIP towns and
 * Chicago streets first (an overlay adds the towns and ZIPs it lacks), and every pack's TIGER/Line address ranges.
 */
export function composeGeocoderData(base: GeocoderData, overlays: readonly GeocoderData[]): GeocoderData {
  if (overlays.length === 0) return base;
  const all = [base, ...overlays];
  return {
    ...base,
    places: unique(
      all.map((d) => d.places),
      ([name, state]) => `${name}|${state}`,
    ),
    zipCities: unique(
      all.map((d) => d.zipCities),
      ([zip]) => zip,
    ),
    townRanges: mergeTownRanges(all.flatMap((d) => (d.townRanges ? [d.townRanges] : []))),
  };
}
