import type { StreetSegment } from '../importers/streets/chicago-centerlines.js';
import { round } from '../io/values.js';
import { ZipTable } from './zip-table.js';

/**
 * Street segments with their address ranges as stored in the pack (`geocoder.json` → `streetRanges`), from the
 * City's Street Center Lines. Per street one list of segments; each segment one flat number array:
 * `[leftFrom, leftTo, rightFrom, rightTo, leftZip, rightZip, lon0, lat0, lon1, lat1, …]`, the line in the
 * direction its numbers grow (from → to: away from State or Madison, as the street's direction says); a side
 * without addresses is `0, 0`; a ZIP is an index in `zips` or -1.
 */
export interface AddressRangeData {
  /** Publisher and dataset, and its vintage (the retrieval date of the live dataset). */
  source: string;
  vintage: string;
  /** City full names, "N CLARK ST" (the street index's names). */
  names: string[];
  zips: string[];
  segments: number[][][];
}

/** Numbers before the line's coordinates in a stored segment. */
export const RANGE_HEADER = 6;

/** Whether a line runs towards State / Madison (numbers falling) for a street of that direction. */
export function runsBackwards(preDir: string | null, line: ReadonlyArray<[number, number]>): boolean {
  const [lon0, lat0] = line[0] as [number, number];
  const [lon1, lat1] = line[line.length - 1] as [number, number];
  if (preDir === 'N') return lat1 < lat0;
  if (preDir === 'S') return lat1 > lat0;
  if (preDir === 'E') return lon1 < lon0;
  if (preDir === 'W') return lon1 > lon0;
  return false;
}

/** Packs the centerline segments that carry at least one address range, grouped by full street name. */
export function buildAddressRanges(
  segments: readonly StreetSegment[],
  provenance: { source: string; vintage: string },
): AddressRangeData | null {
  const byName = new Map<string, number[][]>();
  const zipTable = new ZipTable();
  for (const s of segments) {
    if (!s.left && !s.right) continue;
    // Multi-part lines are rare (a segment split by a bridge): the parts joined in order keep the measure.
    const coordinates = s.line.flat();
    if (coordinates.length < 2) continue;
    // The manual's "from" is the low number; the City does not promise the line is drawn that way round.
    if (runsBackwards(s.preDir, coordinates)) coordinates.reverse();
    const list = byName.get(s.name) ?? [];
    list.push([
      s.left?.from ?? 0,
      s.left?.to ?? 0,
      s.right?.from ?? 0,
      s.right?.to ?? 0,
      zipTable.of(s.leftZip),
      zipTable.of(s.rightZip),
      ...coordinates.flatMap(([lon, lat]) => [round(lon, 6), round(lat, 6)]),
    ]);
    byName.set(s.name, list);
  }
  if (byName.size === 0) return null;
  const names = [...byName.keys()].sort();
  return { ...provenance, names, zips: zipTable.zips, segments: names.map((n) => byName.get(n) as number[][]) };
}
