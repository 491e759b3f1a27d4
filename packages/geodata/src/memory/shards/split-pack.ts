import { milesToDegrees } from '@sitescout/shared';
import type { BBox } from '../../model/geometry.js';
import type { EncodedAreas } from '../../pack/area-codec.js';
import { type Columns, column } from '../../pack/columns.js';
import type { EncodedCompleteness } from '../../pack/completeness-codec.js';
import type { GeometryRef } from '../../pack/geometry-codec.js';
import type { EncodedTable } from '../../pack/table-codec.js';
import { type PackTables, RECORD_TABLES, type RecordTableName } from '../shared-pack.js';
import { type StateLocator, stateLocator } from './state-locator.js';

/** The shard that holds a row: '' for the base (national tables, and every state without a shard of its own). */
type Owner = string;

/**
 * Tables the base keeps whole: national lists and small Chicago lists a site anywhere may read by name, and the
 * business counts, which the finder reads across every county that has them (its competitor-density reference):
 * cut by state, a ranking would change with the states loaded.
 */
const BASE_TABLES: ReadonlySet<RecordTableName> = new Set(['publishedFigures', 'corridorRents', 'businessCounts']);

/** Tables cut per row: what each row's state is read from. */
type RowState = (table: EncodedTable) => Array<string | null>;

/** One shard cut from the pack: tables in the pack's own encoding, its own geometry, each row's place in the pack. */
export interface ShardPart {
  /** 'base' or a state's FIPS code. */
  key: string;
  tables: PackTables;
  /** The shard's coordinates (Float64, little-endian), as geometry.bin. */
  geometry: Uint8Array;
  /** Per table (record tables, 'areas', 'completeness'), each row's index in the pack it was cut from. */
  rowOrder: Record<string, number[]>;
  /** Extent of its records (points, shapes, areas' equal-area discs); null when it holds nothing located. */
  bbox: BBox | null;
}

/** Copies the coordinates of the rows a shard keeps into the shard's own geometry, measuring their extent. */
class GeometryCopier {
  readonly coords: number[] = [];
  bbox: BBox | null = null;
  constructor(private readonly source: Float64Array) {}

  extend(lon: number, lat: number): void {
    if (!Number.isFinite(lon) || !Number.isFinite(lat)) return;
    const b = this.bbox;
    this.bbox = b
      ? [Math.min(b[0], lon), Math.min(b[1], lat), Math.max(b[2], lon), Math.max(b[3], lat)]
      : [lon, lat, lon, lat];
  }

  copy(ref: GeometryRef | null): GeometryRef | null {
    if (!ref) return null;
    const [offset, shape] = ref;
    const points = shape.reduce((sum, part) => sum + part.reduce((s, n) => s + n, 0), 0);
    const at = this.coords.length / 2;
    for (let k = 0; k < points; k++) {
      const lon = this.source[(offset + k) * 2] as number;
      const lat = this.source[(offset + k) * 2 + 1] as number;
      this.coords.push(lon, lat);
      this.extend(lon, lat);
    }
    return [at, shape];
  }

  bytes(): Uint8Array {
    return new Uint8Array(new Float64Array(this.coords).buffer);
  }
}

function pick<T>(values: readonly T[], rows: readonly number[]): T[] {
  return rows.map((r) => values[r] as T);
}

function subsetTable(table: EncodedTable, rows: readonly number[], copier: GeometryCopier, geometryKey?: string) {
  const columns: Columns = {};
  for (const [key, values] of Object.entries(table.columns))
    columns[key] =
      key === geometryKey
        ? pick(values as Array<GeometryRef | null>, rows).map((g) => copier.copy(g))
        : pick(values, rows);
  // Rows that are points extend the shard's extent too (shapes did while copied).
  const lat = table.columns.lat;
  const lon = table.columns.lon;
  if (lat && lon) for (const r of rows) copier.extend(lon[r] as number, lat[r] as number);
  return { rows: rows.length, columns, dictionaries: table.dictionaries };
}

function subsetAreas(areas: EncodedAreas, rows: readonly number[], copier: GeometryCopier): EncodedAreas {
  const base = subsetTable(areas.base, rows, copier, 'polygon');
  // An area without an outline overlaps rings as an equal-area disc: the disc is its extent.
  const land = column<number | null>(areas.base.columns, 'landAreaSqMi');
  const lat = column<number>(areas.base.columns, 'lat');
  const lon = column<number>(areas.base.columns, 'lon');
  for (const r of rows) {
    const radius = Math.sqrt(Math.max(0, land[r] ?? 0) / Math.PI);
    const { dLat, dLon } = milesToDegrees(radius, lat[r] as number);
    copier.extend((lon[r] as number) - dLon, (lat[r] as number) - dLat);
    copier.extend((lon[r] as number) + dLon, (lat[r] as number) + dLat);
  }
  const values: EncodedAreas['values'] = {};
  const provenance: EncodedAreas['provenance'] = {};
  for (const [key, v] of Object.entries(areas.values)) values[key] = pick(v, rows);
  for (const [key, p] of Object.entries(areas.provenance)) provenance[key] = pick(p, rows);
  return { base, values, provenance, provenances: areas.provenances };
}

function subsetCompleteness(c: EncodedCompleteness, rows: readonly number[]): EncodedCompleteness {
  return {
    geography: pick(c.geography, rows),
    geoId: pick(c.geoId, rows),
    category: pick(c.category, rows),
    named: pick(c.named, rows),
    census: pick(c.census, rows),
  };
}

/** How each table's rows find their state. */
function rowStates(locator: StateLocator, coords: Float64Array): Partial<Record<RecordTableName, RowState>> {
  const atPoint: RowState = (t) => {
    const lat = column<number>(t.columns, 'lat');
    const lon = column<number>(t.columns, 'lon');
    return lat.map((la, i) => locator.at(la, lon[i] as number));
  };
  // A shape belongs to the state of its first point (a park or a street line rarely crosses a state line).
  const atShape =
    (key: string): RowState =>
    (t) =>
      column<GeometryRef | null>(t.columns, key).map((ref) =>
        ref ? locator.at(coords[ref[0] * 2 + 1] as number, coords[ref[0] * 2] as number) : null,
      );
  return {
    places: atPoint,
    stops: atPoint,
    bikeStations: atPoint,
    trafficCounts: atPoint,
    intersections: atPoint,
    parks: atShape('polygon'),
    zoning: atShape('polygon'),
    streetLines: atShape('line'),
    bikeRoutes: atShape('line'),
  };
}

/**
 * Cuts the pack into a base shard and one shard per listed state (`states`, FIPS codes), returning those named in
 * `wanted` ('base' and/or FIPS codes). A row goes to its state's shard when that state has one, else to the base:
 * counties and ZCTAs (national), published figures, corridor rents, business counts and the coverage lists stay in
 * the base, tracts and community areas go to their state, places, transit, bike, parks, zoning, traffic,
 * intersections and street lines to the state they lie in, completeness rows to their county's or ZIP's state.
 * Every shard keeps its rows in the pack's order and records each row's index there, so the base and every state
 * shard composed back (compose-shards.ts) are the pack's tables row for row.
 */
export function splitPack(
  tables: PackTables,
  geometry: Uint8Array,
  states: readonly string[],
  wanted: readonly string[],
): Map<string, ShardPart> {
  const aligned = new Float64Array(geometry.byteLength / 8);
  new Uint8Array(aligned.buffer).set(geometry);
  const locator = stateLocator(tables.areas, aligned);
  const sharded = new Set(states);
  const ownerOf = (state: string | null): Owner => (state && sharded.has(state) ? state : '');
  const keyOf = (owner: Owner) => (owner === '' ? 'base' : owner);
  const parts = new Map<string, { copier: GeometryCopier; part: ShardPart }>();
  for (const key of wanted) {
    const copier = new GeometryCopier(aligned);
    parts.set(key, {
      copier,
      part: {
        key,
        tables: {} as PackTables,
        geometry: new Uint8Array(0),
        rowOrder: {},
        bbox: null,
      },
    });
  }
  /** Row indexes per wanted shard, in the pack's order. */
  const rowsByShard = (owners: readonly Owner[]) => {
    const out = new Map<string, number[]>([...parts.keys()].map((k) => [k, []]));
    for (let i = 0; i < owners.length; i++) out.get(keyOf(owners[i] as Owner))?.push(i);
    return out;
  };

  const how = rowStates(locator, aligned);
  for (const [name, spec] of Object.entries(RECORD_TABLES) as Array<
    [RecordTableName, (typeof RECORD_TABLES)[RecordTableName]]
  >) {
    const table = tables[name];
    if (!table) continue;
    const state = BASE_TABLES.has(name) ? undefined : how[name];
    const owners = state ? state(table).map(ownerOf) : new Array<Owner>(table.rows).fill('');
    for (const [key, rows] of rowsByShard(owners)) {
      const { copier, part } = parts.get(key) as { copier: GeometryCopier; part: ShardPart };
      (part.tables as unknown as Record<string, EncodedTable>)[name] = subsetTable(
        table,
        rows,
        copier,
        spec.geometry?.key,
      );
      part.rowOrder[name] = rows;
    }
  }

  const areaCols = tables.areas.base.columns;
  const kinds = tables.areas.base.dictionaries.kind ?? [];
  const areaState = column<number>(areaCols, 'kind').map((k, i) => {
    const kind = kinds[k];
    if (kind === 'county' || kind === 'zcta') return '';
    const postal = column<string | null>(areaCols, 'state')[i] ?? null;
    return ownerOf(locator.fipsOf(postal) ?? (column<string>(areaCols, 'id')[i] as string).slice(0, 2));
  });
  for (const [key, rows] of rowsByShard(areaState)) {
    const { copier, part } = parts.get(key) as { copier: GeometryCopier; part: ShardPart };
    part.tables.areas = subsetAreas(tables.areas, rows, copier);
    part.rowOrder.areas = rows;
  }

  if (tables.completeness) {
    const c = tables.completeness;
    const owners = c.geoId.map((id, i) => ownerOf(c.geography[i] === 'county' ? id.slice(0, 2) : locator.ofZip(id)));
    for (const [key, rows] of rowsByShard(owners)) {
      const { part } = parts.get(key) as { part: ShardPart };
      part.tables.completeness = subsetCompleteness(c, rows);
      part.rowOrder.completeness = rows;
    }
  }

  for (const [key, { copier, part }] of parts) {
    const base = key === 'base';
    part.tables.businessCountCoverage = base ? tables.businessCountCoverage : { county: [], zip: [] };
    part.tables.coverage = base ? tables.coverage : [];
    part.geometry = copier.bytes();
    part.bbox = copier.bbox;
  }
  return new Map([...parts].map(([key, { part }]) => [key, part]));
}
