import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { UnmappedCounter } from '../categories/unmapped-counter.js';
import type { GazetteerPlace } from '../importers/census/gazetteer.js';
import type { GeoData } from '../model/geo-data.js';
import type { DatasetMeta } from '../model/provenance.js';
import { computeCoverage } from './coverage.js';
import { importBusinessData } from './import-business.js';
import { importCensusData } from './import-census.js';
import { importCivicData } from './import-civic.js';
import { importOnlineDownloads } from './import-online.js';
import { importPlaceData } from './import-places.js';
import { importTransitData } from './import-transit.js';

/** Everything the pack holds besides the manifest, plus the build's findings. */
export interface ImportResult {
  data: Omit<GeoData, 'manifest' | 'datasets' | 'coverage'>;
  datasets: DatasetMeta[];
  gazetteerPlaces: GazetteerPlace[];
  zipCities: Array<[string, string, string]>;
  unmappedCategories: Record<string, number>;
  duplicatesRemoved: { places: number; byDataset: Record<string, number> };
  coverage: GeoData['coverage'];
  warnings: string[];
}

/** Resolves a path under GEODATA_DIR, or null (with a warning) when the file is missing. */
export class DataDir {
  readonly warnings: string[] = [];
  constructor(readonly root: string) {}
  file(relative: string): string | null {
    const full = join(this.root, relative);
    if (existsSync(full)) return full;
    this.warnings.push(`missing ${relative}: dataset skipped`);
    return null;
  }
  list(relative: string): string[] {
    const full = join(this.root, relative);
    return existsSync(full) ? readdirSync(full).sort() : [];
  }
}

/**
 * Runs every importer over GEODATA_DIR (missing files are skipped with a warning), plus the online
 * downloads in `onlineDir` when given.
 */
export function importAll(geodataDir: string, onlineDir?: string): ImportResult {
  const dir = new DataDir(geodataDir);
  const unmapped = new UnmappedCounter();
  const online = onlineDir
    ? importOnlineDownloads(onlineDir, unmapped)
    : { places: [], contributions: [], datasets: [], coverage: [] };
  const census = importCensusData(dir, online.contributions);
  const places = importPlaceData(dir, unmapped, online.places);
  const transit = importTransitData(dir);
  const civic = importCivicData(dir);
  const business = importBusinessData(dir);
  const data: ImportResult['data'] = {
    areas: census.areas,
    places: places.places,
    stops: transit.stops,
    bikeStations: transit.bikeStations,
    bikeRoutes: transit.bikeRoutes,
    parks: civic.parks,
    zoning: civic.zoning,
    trafficCounts: civic.trafficCounts,
    intersections: civic.intersections,
    businessCounts: business.rows,
    businessCountCoverage: business.coverage,
    publishedFigures: civic.publishedFigures,
  };
  const datasets = [
    ...census.datasets,
    ...places.datasets,
    ...online.datasets,
    ...transit.datasets,
    ...civic.datasets,
    ...business.datasets,
  ];
  return {
    data,
    datasets,
    gazetteerPlaces: census.gazetteerPlaces,
    zipCities: census.zipCities,
    unmappedCategories: unmapped.toRecord(),
    duplicatesRemoved: places.duplicatesRemoved,
    coverage: [...computeCoverage(data, datasets), ...online.coverage],
    warnings: [...dir.warnings, ...census.warnings],
  };
}
