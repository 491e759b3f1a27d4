import { DEMOGRAPHIC_KEYS } from '../build/assemble-areas.js';
import type { AreaDemographics, AreaRecord } from '../model/area.js';
import type { Figure } from '../model/provenance.js';
import type { GeometryReader, GeometryWriter } from './geometry-codec.js';
import { decodeTable, type EncodedTable, encodeTable, type TableSpec } from './table-codec.js';

export interface AreaRow {
  kind: AreaRecord['kind'];
  id: string;
  name: string;
  state: string | null;
  landAreaSqMi: number | null;
  lat: number;
  lon: number;
  polygon: AreaRecord['polygon'];
  countyFips: string | null;
}

export const AREA_SPEC: TableSpec<AreaRow> = {
  keys: ['kind', 'id', 'name', 'state', 'landAreaSqMi', 'lat', 'lon', 'polygon', 'countyFips'],
  dictionary: ['kind'],
  geometry: { key: 'polygon', kind: 'polygon' },
};

/** Figures are stored as a value column plus an index into the distinct (source, vintage, unit, note) set. */
export interface EncodedAreas {
  base: EncodedTable;
  values: Record<string, Array<number | string | null>>;
  provenance: Record<string, number[]>;
  provenances: Array<Omit<Figure<unknown>, 'value'>>;
}

export function encodeAreas(areas: readonly AreaRecord[], geometry: GeometryWriter): EncodedAreas {
  const rows: AreaRow[] = areas.map((a) => ({
    kind: a.kind,
    id: a.id,
    name: a.name,
    state: a.state,
    landAreaSqMi: a.landAreaSqMi,
    lat: a.internalPoint.lat,
    lon: a.internalPoint.lon,
    polygon: a.polygon,
    countyFips: a.countyFips,
  }));
  const provenances: EncodedAreas['provenances'] = [];
  const seen = new Map<string, number>();
  const values: EncodedAreas['values'] = {};
  const provenance: EncodedAreas['provenance'] = {};
  for (const key of DEMOGRAPHIC_KEYS) {
    values[key] = [];
    provenance[key] = [];
    for (const area of areas) {
      const f = area.demographics[key] as Figure<number | string> | null;
      if (!f) {
        values[key].push(null);
        provenance[key].push(-1);
        continue;
      }
      const { value, ...rest } = f;
      const sig = JSON.stringify(rest);
      let i = seen.get(sig);
      if (i === undefined) {
        i = provenances.length;
        provenances.push(rest);
        seen.set(sig, i);
      }
      values[key].push(value);
      provenance[key].push(i);
    }
  }
  return { base: encodeTable(rows, AREA_SPEC, geometry), values, provenance, provenances };
}

/**
 * Decodes areas. Demographics are materialised on first access per area: most requests touch a few
 * dozen of the ~38,000 areas, so building all ~1 million figure objects up front would waste memory.
 */
export function decodeAreas(encoded: EncodedAreas, geometry: GeometryReader): AreaRecord[] {
  return areaRecords(decodeTable(encoded.base, AREA_SPEC, geometry), {
    value: (key, i) => encoded.values[key]?.[i],
    provenance: (key, i) => encoded.provenance[key]?.[i] ?? -1,
    provenances: encoded.provenances,
  });
}

/** Where an area's figures come from: its value and the index of its (source, vintage, unit, note), -1 for none. */
export interface AreaFigures {
  value(key: string, row: number): unknown;
  provenance(key: string, row: number): number;
  provenances: EncodedAreas['provenances'];
}

/** Area rows and their figures → area records (shared by the JSON decoder and the shared-memory reader). */
export function areaRecords(rows: readonly AreaRow[], figures: AreaFigures): AreaRecord[] {
  return rows.map((row, i) => {
    let cache: AreaDemographics | null = null;
    const area = {
      kind: row.kind,
      id: row.id,
      name: row.name,
      state: row.state,
      landAreaSqMi: row.landAreaSqMi,
      internalPoint: { lat: row.lat, lon: row.lon },
      polygon: row.polygon,
      countyFips: row.countyFips,
    } as AreaRecord;
    Object.defineProperty(area, 'demographics', {
      enumerable: true,
      get(): AreaDemographics {
        if (cache) return cache;
        const d: Record<string, unknown> = {};
        for (const key of DEMOGRAPHIC_KEYS) {
          const p = figures.provenance(key, i);
          d[key] = p < 0 ? null : { value: figures.value(key, i), ...figures.provenances[p] };
        }
        cache = d as unknown as AreaDemographics;
        return cache;
      },
    });
    return area;
  });
}
