import type { CoverageArea } from '../model/coverage.js';
import type { GeoData } from '../model/geo-data.js';
import type { PackManifest } from '../model/manifest.js';
import type { EncodedAreas } from '../pack/area-codec.js';
import type { EncodedCompleteness } from '../pack/completeness-codec.js';
import {
  BIKE_ROUTE_SPEC,
  BIKE_STATION_SPEC,
  BUSINESS_SPEC,
  COMPLETENESS_SPEC,
  CORRIDOR_RENT_SPEC,
  FIGURE_SPEC,
  INTERSECTION_SPEC,
  PARK_SPEC,
  PLACE_SPEC,
  STOP_SPEC,
  STREET_LINE_SPEC,
  TRAFFIC_SPEC,
  ZONING_SPEC,
} from '../pack/specs.js';
import type { EncodedTable, TableSpec } from '../pack/table-codec.js';
import type { IndexStore } from '../view/index-store.js';
import { type SharedAreas, shareAreas, sharedAreaRecords } from './shared-areas.js';
import { shareCoordinates } from './shared-geometry.js';
import { type SharedTable, sharedRecords, shareTable } from './shared-table.js';

/** tables.json as written by the pack writer. */
export interface PackTables {
  areas: EncodedAreas;
  places: EncodedTable;
  stops: EncodedTable;
  bikeStations: EncodedTable;
  bikeRoutes: EncodedTable;
  parks: EncodedTable;
  zoning: EncodedTable;
  trafficCounts: EncodedTable;
  /** Absent from packs built before the intersections were imported. */
  intersections?: EncodedTable;
  streetLines: EncodedTable;
  businessCounts: EncodedTable;
  publishedFigures: EncodedTable;
  corridorRents?: EncodedTable;
  businessCountCoverage: GeoData['businessCountCoverage'];
  coverage: CoverageArea[];
  completeness?: EncodedCompleteness;
}

/** The record tables of the pack and how each is laid out. */
export const RECORD_TABLES = {
  places: PLACE_SPEC,
  stops: STOP_SPEC,
  bikeStations: BIKE_STATION_SPEC,
  bikeRoutes: BIKE_ROUTE_SPEC,
  parks: PARK_SPEC,
  zoning: ZONING_SPEC,
  trafficCounts: TRAFFIC_SPEC,
  intersections: INTERSECTION_SPEC,
  streetLines: STREET_LINE_SPEC,
  businessCounts: BUSINESS_SPEC,
  publishedFigures: FIGURE_SPEC,
  corridorRents: CORRIDOR_RENT_SPEC,
} as const;

export type RecordTableName = keyof typeof RECORD_TABLES;

/**
 * The whole pack held once per process in SharedArrayBuffers (typed columns, geometry coordinates), plus the few
 * small lists kept as they are (manifest, coverage): the main thread builds it and hands it to its engine threads
 * (structured cloning shares the buffers, it copies only the small lists), which read it in place and never parse
 * the pack's JSON.
 */
export interface SharedPack {
  manifest: PackManifest;
  /** geometry.bin's coordinates. */
  coordinates: Float64Array;
  areas: SharedAreas;
  tables: Record<RecordTableName, SharedTable>;
  completeness: SharedTable;
  businessCountCoverage: GeoData['businessCountCoverage'];
  coverage: CoverageArea[];
  /** The spatial indexes over these tables, added by the first thread that builds its view (createGeoView). */
  indexes: IndexStore;
}

/** A table a pack of an older build lacks: no rows. */
function emptyTable<T>(spec: TableSpec<T>): EncodedTable {
  return { rows: 0, columns: Object.fromEntries(spec.keys.map((k) => [k, []])), dictionaries: {} };
}

/** Parsed tables.json and geometry.bin → the shared pack. */
export function sharePack(manifest: PackManifest, tables: PackTables, geometry: Uint8Array): SharedPack {
  const shared = {} as Record<RecordTableName, SharedTable>;
  for (const [name, spec] of Object.entries(RECORD_TABLES) as Array<[RecordTableName, TableSpec<unknown>]>)
    shared[name] = shareTable(tables[name] ?? emptyTable(spec), spec);
  const completeness = tables.completeness
    ? { rows: tables.completeness.geoId.length, columns: { ...tables.completeness }, dictionaries: {} }
    : emptyTable(COMPLETENESS_SPEC);
  return {
    manifest,
    coordinates: shareCoordinates(geometry),
    areas: shareAreas(tables.areas),
    tables: shared,
    completeness: shareTable(completeness, COMPLETENESS_SPEC),
    businessCountCoverage: tables.businessCountCoverage,
    coverage: tables.coverage,
    indexes: {},
  };
}

/** The records a GeoView is built from, read over the shared pack (the same records as the JSON decoder's). */
export function sharedGeoData(pack: SharedPack): GeoData {
  const records = <T>(name: RecordTableName) =>
    sharedRecords(pack.tables[name], RECORD_TABLES[name] as unknown as TableSpec<T>, pack.coordinates);
  return {
    manifest: pack.manifest,
    datasets: pack.manifest.datasets,
    areas: sharedAreaRecords(pack.areas, pack.coordinates),
    places: records('places'),
    stops: records('stops'),
    bikeStations: records('bikeStations'),
    bikeRoutes: records('bikeRoutes'),
    parks: records('parks'),
    zoning: records('zoning'),
    trafficCounts: records('trafficCounts'),
    intersections: records('intersections'),
    streetLines: records('streetLines'),
    businessCounts: records('businessCounts'),
    publishedFigures: records('publishedFigures'),
    corridorRents: records('corridorRents'),
    businessCountCoverage: pack.businessCountCoverage,
    coverage: pack.coverage,
    completeness: sharedRecords(pack.completeness, COMPLETENESS_SPEC),
  };
}
