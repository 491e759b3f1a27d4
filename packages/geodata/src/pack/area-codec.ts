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

/** What the records of one area list read from: their rows, figures and the demographics built so far. */
interface AreaSource {
  rows: readonly AreaRow[];
  figures: AreaFigures;
  demographics: Array<AreaDemographics | undefined>;
  /** Per provenance index, what builds a figure of it (made on first use). */
  makers: Array<FigureMaker | undefined>;
}

type FigureMaker = (value: unknown) => Figure<unknown>;

/**
 * What builds `{ value, ...provenance }`: one object literal for the two shapes provenances have (a spread adds
 * the provenance's fields one by one, and V8 then keeps them out of the object in a property array of their own:
 * 35 MB more per thread that reads every area's figures, as an engine thread does). Same fields, same order.
 */
function figureMaker(provenance: Omit<Figure<unknown>, 'value'>): FigureMaker {
  const { unit, source, vintage, note } = provenance;
  const keys = Object.keys(provenance).join(',');
  if (keys === 'unit,source,vintage') return (value) => ({ value, unit, source, vintage });
  if (keys === 'unit,source,vintage,note') return (value) => ({ value, unit, source, vintage, note });
  return (value) => ({ value, ...provenance });
}

function demographicsOf(source: AreaSource, i: number): AreaDemographics {
  let d = source.demographics[i];
  if (d) return d;
  const built: Record<string, unknown> = {};
  for (const key of DEMOGRAPHIC_KEYS) {
    const p = source.figures.provenance(key, i);
    if (p < 0) {
      built[key] = null;
      continue;
    }
    let make = source.makers[p];
    if (!make) {
      make = figureMaker(source.figures.provenances[p] as Omit<Figure<unknown>, 'value'>);
      source.makers[p] = make;
    }
    built[key] = make(source.figures.value(key, i));
  }
  d = built as unknown as AreaDemographics;
  source.demographics[i] = d;
  return d;
}

/**
 * An area record: plain fields, and the polygon and demographics as enumerable getters of their own (so spreading,
 * cloning or writing a record as JSON gives them, in this order). The getters are the same two functions for every
 * area — per-area closures cost about 800 B an area, 35 MB per thread for the 40,000 areas.
 */
class Area {
  readonly #source: AreaSource;
  readonly #i: number;
  constructor(source: AreaSource, i: number) {
    const row = source.rows[i] as AreaRow;
    this.#source = source;
    this.#i = i;
    const self = this as unknown as Record<string, unknown>;
    self.kind = row.kind;
    self.id = row.id;
    self.name = row.name;
    self.state = row.state;
    self.landAreaSqMi = row.landAreaSqMi;
    self.internalPoint = { lat: row.lat, lon: row.lon };
    Object.defineProperty(this, 'polygon', POLYGON);
    self.countyFips = row.countyFips;
    Object.defineProperty(this, 'demographics', DEMOGRAPHICS);
  }
  static polygon(area: Area): AreaRecord['polygon'] {
    // Read when used: over shared geometry a polygon is decoded then, not held by every area of every thread.
    return (area.#source.rows[area.#i] as AreaRow).polygon;
  }
  static demographics(area: Area): AreaDemographics {
    return demographicsOf(area.#source, area.#i);
  }
}

const POLYGON: PropertyDescriptor = {
  enumerable: true,
  get(this: Area) {
    return Area.polygon(this);
  },
};
const DEMOGRAPHICS: PropertyDescriptor = {
  enumerable: true,
  get(this: Area) {
    return Area.demographics(this);
  },
};

/** Area rows and their figures → area records (shared by the JSON decoder and the shared-memory reader). */
export function areaRecords(rows: readonly AreaRow[], figures: AreaFigures): AreaRecord[] {
  const source: AreaSource = { rows, figures, demographics: [], makers: [] };
  const out: AreaRecord[] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) out[i] = new Area(source, i) as unknown as AreaRecord;
  return out;
}
