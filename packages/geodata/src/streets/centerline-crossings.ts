import type { StreetSegment } from '../importers/streets/chicago-centerlines.js';
import type { Intersection } from '../importers/streets/chicago-intersections.js';
import { round } from '../io/values.js';
import { runsBackwards } from './address-ranges.js';

/** Node key of a point, to 5 decimals (about 1 m). */
const nodeKey = (lat: number, lon: number) => `${round(lon, 5)},${round(lat, 5)}`;

/**
 * Named crossings from the centerlines themselves: two streets of different names whose segments end at the
 * same node (to 5 decimals) cross there, one row per pair of names as in the City's crossing list. With each
 * street's own house number at its nodes, from the segment's address ranges (the lower first number at the end
 * nearer State or Madison, the higher last number at the other). Used for the street index when GEODATA_DIR has no
 * crossing list (a pack built from `data:fetch` alone).
 */
export function centerlineCrossings(segments: readonly StreetSegment[]): {
  crossings: Intersection[];
  numberAt: (street: string, lat: number, lon: number) => number | undefined;
} {
  const nodes = new Map<string, { lat: number; lon: number; names: Map<string, string | null> }>();
  const numbers = new Map<string, number>();
  for (const s of segments) {
    const first = s.line[0]?.[0];
    const lastPart = s.line[s.line.length - 1];
    const last = lastPart?.[lastPart.length - 1];
    const starts = [s.left?.from, s.right?.from].filter((n): n is number => n !== undefined);
    const ends = [s.left?.to, s.right?.to].filter((n): n is number => n !== undefined);
    // The low numbers sit at the end nearer State / Madison, whichever way the line was drawn.
    const backwards = first && last ? runsBackwards(s.preDir, [first, last]) : false;
    for (const [end, values, pick] of [
      [backwards ? last : first, starts, Math.min],
      [backwards ? first : last, ends, Math.max],
    ] as const) {
      if (!end) continue;
      const lat = round(end[1], 5);
      const lon = round(end[0], 5);
      const key = nodeKey(lat, lon);
      const node = nodes.get(key) ?? { lat, lon, names: new Map() };
      if (!node.names.has(s.name)) node.names.set(s.name, s.leftZip ?? s.rightZip);
      nodes.set(key, node);
      if (values.length > 0 && !numbers.has(`${s.name}|${key}`)) numbers.set(`${s.name}|${key}`, pick(...values));
    }
  }
  const seen = new Set<string>();
  const crossings: Intersection[] = [];
  for (const node of nodes.values()) {
    const names = [...node.names.keys()].sort();
    for (let i = 0; i < names.length; i++)
      for (let j = i + 1; j < names.length; j++) {
        const street1 = names[i] as string;
        const street2 = names[j] as string;
        if (seen.has(`${street1}|${street2}`)) continue;
        seen.add(`${street1}|${street2}`);
        crossings.push({ street1, street2, zip: node.names.get(street1) ?? null, lat: node.lat, lon: node.lon });
      }
  }
  return { crossings, numberAt: (street, lat, lon) => numbers.get(`${street}|${nodeKey(lat, lon)}`) };
}
