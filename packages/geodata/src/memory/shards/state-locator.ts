import Flatbush from 'flatbush';
import { around } from 'geokdbush';
import KDBush from 'kdbush';
import { multiPolygonBBox, multiPolygonContains } from '../../geometry/polygon.js';
import type { MultiPolygon } from '../../model/geometry.js';
import type { EncodedAreas } from '../../pack/area-codec.js';
import { column } from '../../pack/columns.js';
import type { GeometryRef } from '../../pack/geometry-codec.js';

/** A state's 2-digit FIPS code for a point or a ZIP, read from the pack's own counties and ZCTAs. */
export interface StateLocator {
  /** The state of the ZCTA whose internal point is nearest (null when the pack has no ZCTAs). */
  at(lat: number, lon: number): string | null;
  /** The state of a ZIP's ZCTA, or null. */
  ofZip(zip: string): string | null;
  /** FIPS code of a two-letter state, or null. */
  fipsOf(postal: string | null): string | null;
}

/** Decodes a polygon ref of the pack's geometry (as the JSON decoder does). */
function polygonAt([offset, shape]: GeometryRef, coords: Float64Array): MultiPolygon {
  let at = offset * 2;
  return shape.map((part) =>
    part.map((length) => {
      const ring: Array<[number, number]> = new Array(length);
      for (let k = 0; k < length; k++, at += 2) ring[k] = [coords[at] as number, coords[at + 1] as number];
      return ring;
    }),
  );
}

/** The areas with an outline (Cook tracts, community areas) and their state: a point inside one is in its state. */
function outlinedStates(areas: EncodedAreas, coords: Float64Array, stateOf: (row: number) => string | null) {
  const refs = column<GeometryRef | null>(areas.base.columns, 'polygon');
  const rows: Array<{ polygon: MultiPolygon; state: string }> = [];
  refs.forEach((ref, i) => {
    const state = stateOf(i);
    if (ref && state) rows.push({ polygon: polygonAt(ref, coords), state });
  });
  if (rows.length === 0) return () => null;
  const index = new Flatbush(rows.length);
  for (const { polygon } of rows) index.add(...multiPolygonBBox(polygon));
  index.finish();
  return (lat: number, lon: number): string | null => {
    for (const i of index.search(lon, lat, lon, lat)) {
      const row = rows[i] as (typeof rows)[number];
      if (multiPolygonContains(row.polygon, { lat, lon })) return row.state;
    }
    return null;
  };
}

/**
 * Which state a record lies in, at build time: the pack has no state outlines offline, so a point inside an area
 * with an outline (a Cook tract or Chicago community area) belongs to that area's state, and any other point to
 * the state of its nearest ZCTA (33,791 internal points: near a state line a record may land in the neighbour's
 * shard, which only moves it to a shard the loader also reads for a site that close). Postal codes map to FIPS
 * through the counties (id = state FIPS + county).
 */
export function stateLocator(areas: EncodedAreas, coords: Float64Array): StateLocator {
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
  const outlined = outlinedStates(areas, coords, (i) => fipsOf(state[i] ?? null));
  const index = new KDBush(Math.max(1, zctaRows.length));
  for (const i of zctaRows) index.add(lon[i] as number, lat[i] as number);
  if (zctaRows.length === 0) index.add(0, 0);
  index.finish();
  return {
    at: (la, lo) => {
      const inside = outlined(la, lo);
      if (inside) return inside;
      if (zctaRows.length === 0) return null;
      const [nearest] = around(index, lo, la, 1) as number[];
      return nearest === undefined ? null : fipsOf(state[zctaRows[nearest] as number] ?? null);
    },
    ofZip: (zip) => zipState.get(zip) ?? null,
    fipsOf,
  };
}
