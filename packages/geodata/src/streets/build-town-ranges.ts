import type { AddrfeatSegment } from '../importers/streets/tiger-addrfeat.js';
import { round } from '../io/values.js';
import type { AddressRangeData } from './address-ranges.js';
import { streetKey } from './street-key.js';
import { ZipTable } from './zip-table.js';

/**
 * TIGER/Line address ranges as stored in the pack (`geocoder.json` → `townRanges`): the {@link AddressRangeData}
 * layout keyed by {@link streetKey}, each segment's line kept as the Census Bureau drew it (its from numbers at the
 * first vertex), with the street's FULLNAME as written for labels.
 */
export interface TownRangeData extends AddressRangeData {
  /** FULLNAME per entry of `names` ("M St NW"). */
  labels: string[];
}

/** Packs ADDRFEAT segments grouped by street key; null when none has a range. */
export function buildTownRanges(
  segments: readonly AddrfeatSegment[],
  provenance: { source: string; vintage: string },
): TownRangeData | null {
  const byKey = new Map<string, { label: string; list: number[][] }>();
  const zipTable = new ZipTable();
  for (const s of segments) {
    if (!s.left && !s.right) continue;
    const key = streetKey(s.name);
    const entry = byKey.get(key) ?? { label: s.name, list: [] };
    entry.list.push([
      s.left?.from ?? 0,
      s.left?.to ?? 0,
      s.right?.from ?? 0,
      s.right?.to ?? 0,
      zipTable.of(s.leftZip),
      zipTable.of(s.rightZip),
      ...s.line.flatMap(([lon, lat]) => [round(lon, 6), round(lat, 6)]),
    ]);
    byKey.set(key, entry);
  }
  if (byKey.size === 0) return null;
  const names = [...byKey.keys()].sort();
  return {
    ...provenance,
    names,
    labels: names.map((n) => byKey.get(n)?.label ?? n),
    zips: zipTable.zips,
    segments: names.map((n) => byKey.get(n)?.list ?? []),
  };
}
