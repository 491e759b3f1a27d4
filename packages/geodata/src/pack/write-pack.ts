import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ImportResult } from '../build/import-all.js';
import { sharePack } from '../memory/shared-pack.js';
import { SHARED_PACK_FILE, writeSharedPack } from '../memory/shared-pack-file.js';
import type { PackManifest } from '../model/manifest.js';
import { encodeAreas } from './area-codec.js';
import { encodeCompleteness } from './completeness-codec.js';
import { GeometryWriter } from './geometry-codec.js';
import {
  BIKE_ROUTE_SPEC,
  BIKE_STATION_SPEC,
  BUSINESS_SPEC,
  CORRIDOR_RENT_SPEC,
  FIGURE_SPEC,
  INTERSECTION_SPEC,
  PACK_DIR_NAME,
  PACK_FORMAT_VERSION,
  PARK_SPEC,
  PLACE_SPEC,
  STOP_SPEC,
  STREET_LINE_SPEC,
  TRAFFIC_SPEC,
  ZONING_SPEC,
} from './specs.js';
import { encodeTable } from './table-codec.js';

/** Files in a pack besides manifest.json (hashed in this order). */
export const PACK_FILES = ['tables.json', 'geocoder.json', 'geometry.bin'] as const;

/**
 * Writes the pack to `<dataDir>/geodata-pack-v3/` via a temporary folder and a rename, so a reader
 * never sees half a pack. Output depends only on the input data (no timestamps): building twice
 * gives byte-identical files and the same content hash.
 */
export function writePack(
  result: ImportResult,
  dataDir: string,
): { dir: string; manifest: PackManifest; bytes: number } {
  const geometry = new GeometryWriter();
  const d = result.data;
  const tables = {
    areas: encodeAreas(d.areas, geometry),
    places: encodeTable(d.places, PLACE_SPEC, geometry),
    stops: encodeTable(d.stops, STOP_SPEC, geometry),
    bikeStations: encodeTable(d.bikeStations, BIKE_STATION_SPEC, geometry),
    bikeRoutes: encodeTable(d.bikeRoutes, BIKE_ROUTE_SPEC, geometry),
    parks: encodeTable(d.parks, PARK_SPEC, geometry),
    zoning: encodeTable(d.zoning, ZONING_SPEC, geometry),
    trafficCounts: encodeTable(d.trafficCounts, TRAFFIC_SPEC, geometry),
    intersections: encodeTable(d.intersections, INTERSECTION_SPEC, geometry),
    streetLines: encodeTable(d.streetLines ?? [], STREET_LINE_SPEC, geometry),
    businessCounts: encodeTable(d.businessCounts, BUSINESS_SPEC, geometry),
    publishedFigures: encodeTable(d.publishedFigures, FIGURE_SPEC, geometry),
    corridorRents: encodeTable(d.corridorRents ?? [], CORRIDOR_RENT_SPEC, geometry),
    businessCountCoverage: d.businessCountCoverage,
    coverage: result.coverage,
    completeness: encodeCompleteness(d.completeness),
  };
  const geocoder = {
    places: result.gazetteerPlaces.map((p) => [p.name, p.state, p.lat, p.lon, p.landAreaSqMi]),
    zipCities: result.zipCities,
    streets: result.streets,
    // Only packs built from fetched centerlines carry ranges (a pack without them stays byte-identical).
    ...(result.streetRanges ? { streetRanges: result.streetRanges } : {}),
    ...(result.townRanges ? { townRanges: result.townRanges } : {}),
  };
  const contents: Record<(typeof PACK_FILES)[number], Buffer> = {
    'tables.json': Buffer.from(JSON.stringify(tables)),
    'geocoder.json': Buffer.from(JSON.stringify(geocoder)),
    'geometry.bin': geometry.toBuffer(),
  };
  const hash = createHash('sha256');
  for (const name of PACK_FILES) hash.update(name).update(contents[name]);
  const manifest: PackManifest = {
    formatVersion: PACK_FORMAT_VERSION,
    contentHash: hash.digest('hex'),
    tables: {
      areas: d.areas.length,
      zctas: d.areas.filter((a) => a.kind === 'zcta').length,
      counties: d.areas.filter((a) => a.kind === 'county').length,
      tracts: d.areas.filter((a) => a.kind === 'tract').length,
      communityAreas: d.areas.filter((a) => a.kind === 'community-area').length,
      places: d.places.length,
      stops: d.stops.length,
      bikeStations: d.bikeStations.length,
      bikeRoutes: d.bikeRoutes.length,
      parks: d.parks.length,
      zoning: d.zoning.length,
      trafficCounts: d.trafficCounts.length,
      intersections: d.intersections.length,
      streetLines: (d.streetLines ?? []).length,
      businessCounts: d.businessCounts.length,
      publishedFigures: d.publishedFigures.length,
      corridorRents: (d.corridorRents ?? []).length,
      geocoderPlaces: result.gazetteerPlaces.length,
      completeness: d.completeness.length,
    },
    datasets: result.datasets,
    unmappedCategories: result.unmappedCategories,
    duplicatesRemoved: result.duplicatesRemoved,
    warnings: result.warnings,
  };
  const finalDir = join(dataDir, PACK_DIR_NAME);
  const tempDir = join(dataDir, `${PACK_DIR_NAME}.tmp-${process.pid}`);
  rmSync(tempDir, { recursive: true, force: true });
  mkdirSync(tempDir, { recursive: true });
  let bytes = 0;
  for (const name of PACK_FILES) {
    writeFileSync(join(tempDir, name), contents[name]);
    bytes += contents[name].length;
  }
  // The same tables as typed columns, so a load reads them into shared memory without parsing JSON.
  writeSharedPack(
    join(tempDir, SHARED_PACK_FILE),
    sharePack(manifest, tables, contents['geometry.bin']),
    manifest.contentHash,
  );
  const manifestText = `${JSON.stringify(manifest, null, 2)}\n`;
  writeFileSync(join(tempDir, 'manifest.json'), manifestText);
  bytes += manifestText.length;
  rmSync(finalDir, { recursive: true, force: true });
  renameSync(tempDir, finalDir);
  return { dir: finalDir, manifest, bytes };
}
