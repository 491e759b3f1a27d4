import type { AreaRecord } from '../model/area.js';
import { AREA_SPEC, type AreaRow, areaRecords, type EncodedAreas } from '../pack/area-codec.js';
import {
  fieldReader,
  type SharedColumn,
  type SharedTable,
  sharedColumn,
  sharedRecords,
  shareTable,
} from './shared-table.js';

/** The areas (counties, ZCTAs, tracts, community areas) in shared typed columns, figures column by column. */
export interface SharedAreas {
  base: SharedTable;
  /** Each demographic figure's values (numbers or strings). */
  values: Record<string, SharedColumn>;
  /** Each figure's index into `provenances` per row, -1 where the area has none. */
  provenance: Record<string, Int32Array>;
  provenances: EncodedAreas['provenances'];
}

export function shareAreas(encoded: EncodedAreas): SharedAreas {
  const values: SharedAreas['values'] = {};
  for (const [key, column] of Object.entries(encoded.values)) values[key] = sharedColumn(column, undefined);
  const provenance: SharedAreas['provenance'] = {};
  for (const [key, column] of Object.entries(encoded.provenance)) {
    const out = new Int32Array(new SharedArrayBuffer(Math.max(8, column.length * 4)), 0, column.length);
    out.set(column);
    provenance[key] = out;
  }
  return { base: shareTable(encoded.base, AREA_SPEC), values, provenance, provenances: encoded.provenances };
}

/** Area records read from the shared columns: the same records, in the same order, as `decodeAreas`. */
export function sharedAreaRecords(areas: SharedAreas, coords: Float64Array): AreaRecord[] {
  const readers = new Map(Object.entries(areas.values).map(([key, col]) => [key, fieldReader(col)]));
  // Rows over the columns, copied into plain area records as the JSON decoder's are.
  return areaRecords(sharedRecords<AreaRow>(areas.base, AREA_SPEC, coords), {
    value: (key, i) => readers.get(key)?.(i),
    provenance: (key, i) => areas.provenance[key]?.[i] ?? -1,
    provenances: areas.provenances,
  });
}
