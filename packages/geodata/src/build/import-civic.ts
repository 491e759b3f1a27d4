import { importCorridorRents } from '../importers/civic/corridor-rents.js';
import { importParkFacilities, importParks } from '../importers/civic/parks.js';
import { importPublishedFigures } from '../importers/civic/published-figures.js';
import { importTrafficCounts } from '../importers/civic/traffic.js';
import { importZoning } from '../importers/civic/zoning.js';
import { importIntersectionPoints } from '../importers/streets/intersection-points.js';
import { datasetMeta } from '../importers/types.js';
import { readText } from '../io/read.js';
import type { CorridorRent, Park, PublishedFigure, TrafficCount } from '../model/civic.js';
import type { ZoningPolygon } from '../model/geo-data.js';
import type { LatLon } from '../model/geometry.js';
import type { DatasetMeta } from '../model/provenance.js';
import type { DataDir } from './data-dir.js';
import { CITY_TERMS, SOURCES } from './sources.js';

const CITY = CITY_TERMS;

const CORRIDOR_RENTS = {
  source: 'Published Chicago retail rents (web pages, one figure per row)',
  vintage: '2009-2025 (see each row)',
};

/** Zoning, traffic counts, parks (with facility counts) and the published benchmark figures. */
export function importCivicData(dir: DataDir): {
  zoning: ZoningPolygon[];
  trafficCounts: TrafficCount[];
  intersections: LatLon[];
  parks: Park[];
  publishedFigures: PublishedFigure[];
  corridorRents: CorridorRent[];
  datasets: DatasetMeta[];
} {
  const datasets: DatasetMeta[] = [];
  const zoningFile = 'zoning/chicago-zoning-2025-04-17-simple.geojson.gz';
  const zPath = dir.file(zoningFile);
  const zoning = zPath ? importZoning(readText(zPath), SOURCES.zoning) : null;
  if (zoning)
    datasets.push(
      datasetMeta({
        id: 'chicago-zoning-2025',
        ...SOURCES.zoning,
        ...CITY,
        files: [zoningFile],
        rowsRead: zoning.rowsRead,
        rowsKept: zoning.records.length,
        warnings: zoning.warnings,
      }),
    );

  const tFile = 'traffic/chicago_average_daily_traffic_counts.csv';
  const tPath = dir.file(tFile);
  const traffic = tPath ? importTrafficCounts(readText(tPath), SOURCES.traffic) : null;
  if (traffic)
    datasets.push(
      datasetMeta({
        id: 'chicago-traffic-counts',
        ...SOURCES.traffic,
        ...CITY,
        files: [tFile],
        rowsRead: traffic.rowsRead,
        rowsKept: traffic.records.length,
        warnings: ['trailing boundary columns are portal indexes and were ignored'],
      }),
    );

  const pFile = 'places/chicago-civic/cpd_parks.geojson';
  const pPath = dir.file(pFile);
  const parks = pPath ? importParks(readText(pPath), SOURCES.parks) : null;
  const fFile = 'places/chicago-civic/cpd_park_facilities.geojson';
  const fPath = dir.file(fFile);
  if (parks && fPath) {
    const facilities = importParkFacilities(readText(fPath));
    for (const park of parks.records) Object.assign(park.amenities, facilities.countsByPark.get(park.id) ?? {});
    datasets.push(
      datasetMeta({
        id: 'chicago-park-facilities',
        source: 'Chicago Park District facilities',
        vintage: '2025',
        ...CITY,
        files: [fFile],
        rowsRead: facilities.rowsRead,
        rowsKept: facilities.rowsRead,
      }),
    );
  }
  if (parks)
    datasets.push(
      datasetMeta({
        id: 'chicago-parks',
        ...SOURCES.parks,
        ...CITY,
        files: [pFile],
        rowsRead: parks.rowsRead,
        rowsKept: parks.records.length,
      }),
    );

  const bFile = 'benchmarks/published-figures.csv';
  const bPath = dir.file(bFile);
  const figures = bPath ? importPublishedFigures(readText(bPath)) : null;
  if (figures)
    datasets.push(
      datasetMeta({
        id: 'published-figures',
        source: 'Published figures (BLS CE, broker rents, ticket sizes)',
        vintage: 'see each row',
        licence: 'as published',
        attribution: "see each row's source URL",
        coverage: 'US / Midwest / Chicago metro',
        files: [bFile],
        rowsRead: figures.rowsRead,
        rowsKept: figures.records.length,
        warnings: ['rows marked SECONDARY, AMBIGUOUS or LOW AUTHORITY are assumptions, not precise facts'],
      }),
    );

  const rFile = 'benchmarks/chicago_retail_rent_published_figures.csv';
  const rPath = dir.file(rFile);
  const rents = rPath ? importCorridorRents(readText(rPath), CORRIDOR_RENTS) : null;
  if (rents)
    datasets.push(
      datasetMeta({
        id: 'chicago-retail-rents-published',
        ...CORRIDOR_RENTS,
        licence: 'as published (quoted with source URL)',
        attribution: "see each row's source URL and authority",
        coverage: 'Chicago, IL (corridors, submarkets, city, metro)',
        files: [rFile],
        rowsRead: rents.rowsRead,
        rowsKept: rents.records.length,
        warnings: ['one figure per row as stated: never averaged across rows', ...rents.warnings],
      }),
    );

  const iFile = 'streets/munged-chicago-intersections.csv';
  const iPath = dir.file(iFile);
  const intersections = iPath ? importIntersectionPoints(readText(iPath)) : null;
  if (intersections)
    datasets.push(
      datasetMeta({
        id: 'chicago-intersections',
        ...SOURCES.intersections,
        ...CITY,
        files: [iFile],
        rowsRead: intersections.rowsRead,
        rowsKept: intersections.points.length,
        warnings: ['one point per pair of street names: two streets meeting twice keep one point'],
      }),
    );

  return {
    zoning: zoning?.records ?? [],
    trafficCounts: traffic?.records ?? [],
    intersections: intersections?.points ?? [],
    parks: parks?.records ?? [],
    publishedFigures: figures?.records ?? [],
    corridorRents: rents?.records ?? [],
    datasets,
  };
}
