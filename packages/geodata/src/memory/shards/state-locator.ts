import { around } from 'geokdbush';
import KDBush from 'kdbush';
import type { EncodedAreas } from '../../pack/area-codec.js';
import { column } from '../../pack/columns.js';

/** A state's 2-digit FIPS code for a point or a ZIP, read from the pack's own counties and ZCTAs. */
export interface StateLocator {
  /** The state of the ZCTA whose internal point is nearest (null when the pack has no ZCTAs). */
  at(lat: number, lon: number): string | null;
  /** The state of a ZIP's ZCTA, or null. */
  ofZip(zip: string): string | null;
  /** FIPS code of a two-letter state, or null. */
  fipsOf(postal: string | null): string | null;
}

/**
 * Which state a record lies in, at build time: the pack has no state outlines offline, so a point belongs to
 * the state of its nearest ZCTA (33,791 internal points: near a state line a record may land in the neighbour's
 * shard, which only moves it to a shard the loader also reads for a site that close). Postal codes map to FIPS
 * through the counties (id = state FIPS + county).
 */
export function stateLocator(areas: EncodedAreas): StateLocator {
  const cols = areas.base.columns;
  const kinds = areas.base.dictionaries.kind ?? [];
  const kind = column<number>(cols, 'kind');
  const id = column<string>(cols, 'id');
  const state = column<string | null>(cols, 'state');
  const lat = column<number>(cols, 'lat');
  const lon = column<number>(cols, 'lon');
  const fipsByPostal = new Map<string, string>();
  const zctaRows: number[] = [];
  for (let i = 0; i < kind.length; i++) {
    const k = kinds[kind[i] as number];
    const s = state[i];
    if (k === 'county' && s) fipsByPostal.set(s, (id[i] as string).slice(0, 2));
    if (k === 'zcta' && s) zctaRows.push(i);
  }
  const fipsOf = (postal: string | null) => (postal ? (fipsByPostal.get(postal) ?? null) : null);
  const zipState = new Map(zctaRows.map((i) => [id[i] as string, fipsOf(state[i] ?? null)]));
  const index = new KDBush(Math.max(1, zctaRows.length));
  for (const i of zctaRows) index.add(lon[i] as number, lat[i] as number);
  if (zctaRows.length === 0) index.add(0, 0);
  index.finish();
  return {
    at: (la, lo) => {
      if (zctaRows.length === 0) return null;
      const [nearest] = around(index, lo, la, 1) as number[];
      return nearest === undefined ? null : fipsOf(state[zctaRows[nearest] as number] ?? null);
    },
    ofZip: (zip) => zipState.get(zip) ?? null,
    fipsOf,
  };
}
