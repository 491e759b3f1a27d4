import { upperMedian } from '@sitescout/shared';
import type { Intersection } from '../importers/streets/chicago-intersections.js';
import { round } from '../io/values.js';
import { anchorOf, axisOf, signedNumber } from './chicago-grid.js';
import { GridModel } from './grid-model.js';
import type { StreetIndexData } from './street-index-data.js';
import { NON_ADDRESS_TYPES, type StreetName, splitCityName } from './street-names.js';

/** A street whose crossings' grid values on the other axis spread less than this is taken as straight. */
const STRAIGHT_SPREAD = 80;

interface Side {
  lat: number;
  lon: number;
  partner: string;
  zip: string | null;
}

function isAddressable(full: string): boolean {
  return !NON_ADDRESS_TYPES.has(full.split(/\s+/).pop() ?? '');
}

/**
 * Builds the street index from the City's named crossings: fits the grid transform to the anchor
 * streets, gives each crossing its grid value along each of its two streets (exact where the crossing
 * street is an anchor, the straight crossing street's own median value where it runs straight, the
 * transform at the point otherwise), and sorts every street's crossings by that value. `numberAt` gives a
 * street's own house number at a crossing when the source has it (centerline address ranges): it wins.
 */
export function buildStreetIndex(
  rows: readonly Intersection[],
  numberAt?: (street: string, lat: number, lon: number) => number | undefined,
): StreetIndexData {
  const sides = new Map<string, Side[]>();
  const parsed = new Map<string, StreetName | null>();
  const nameOf = (full: string) => {
    if (!parsed.has(full)) parsed.set(full, isAddressable(full) ? splitCityName(full) : null);
    return parsed.get(full) ?? null;
  };
  for (const row of rows) {
    for (const [self, other] of [
      [row.street1, row.street2],
      [row.street2, row.street1],
    ] as const) {
      if (!nameOf(self)) continue;
      const list = sides.get(self) ?? [];
      list.push({ lat: row.lat, lon: row.lon, partner: other, zip: row.zip });
      sides.set(self, list);
    }
  }

  const model = new GridModel();
  const anchors = new Map<string, { axis: 'x' | 'y'; value: number }>();
  for (const [full, list] of sides) {
    const anchor = anchorOf(nameOf(full) as StreetName);
    if (!anchor) continue;
    anchors.set(full, anchor);
    model.addAnchor(anchor.axis, anchor.value, list);
  }

  // A straight street's own grid value on the other axis: Wood St is 1800 W along its whole length.
  const constant = new Map<string, number>();
  for (const [full, list] of sides) {
    const anchor = anchors.get(full);
    if (anchor) {
      constant.set(full, anchor.value);
      continue;
    }
    const across = axisOf((nameOf(full) as StreetName).dir) === 'x' ? 'y' : 'x';
    const values = list.map((s) => model.value(across, s.lat, s.lon)).filter(Number.isFinite);
    if (values.length >= 2 && Math.max(...values) - Math.min(...values) <= STRAIGHT_SPREAD)
      constant.set(full, upperMedian(values) as number);
  }

  const names = [...sides.keys()].sort();
  const index = new Map(names.map((n, i) => [n, i]));
  const zipList: string[] = [];
  const zipIndex = new Map<string, number>();
  const crossings = names.map((full) => {
    const axis = axisOf((nameOf(full) as StreetName).dir);
    const entries = (sides.get(full) as Side[])
      .map((s) => {
        const partnerConstant = constant.get(s.partner);
        const partnerAxis = nameOf(s.partner) ? axisOf((nameOf(s.partner) as StreetName).dir) : null;
        // The crossing street fixes this street's number there when it runs across it, straight.
        const own = numberAt?.(full, s.lat, s.lon);
        const grid =
          own !== undefined
            ? signedNumber((nameOf(full) as StreetName).dir, own)
            : partnerConstant !== undefined && partnerAxis !== axis
              ? partnerConstant
              : model.value(axis, s.lat, s.lon);
        let zip = -1;
        if (s.zip) {
          if (!zipIndex.has(s.zip)) {
            zipIndex.set(s.zip, zipList.length);
            zipList.push(s.zip);
          }
          zip = zipIndex.get(s.zip) as number;
        }
        return [Math.round(grid), round(s.lat, 5), round(s.lon, 5), index.get(s.partner) ?? -1, zip];
      })
      .filter((e) => Number.isFinite(e[0]))
      .sort((a, b) => (a[0] as number) - (b[0] as number) || (a[3] as number) - (b[3] as number));
    return entries.flat();
  });
  return { names, zips: zipList, crossings };
}
