import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { importBikeRoutes, importDivvyStations } from '../importers/transit/bike.js';
import { importCtaBusStops, importCtaLStops } from '../importers/transit/cta-portal.js';
import { type GtfsFiles, importGtfs } from '../importers/transit/gtfs.js';
import { datasetMeta } from '../importers/types.js';
import { readText } from '../io/read.js';
import type { DatasetMeta } from '../model/provenance.js';
import type { BikeRoute, BikeStation, TransitStop } from '../model/transit.js';
import type { DataDir } from './data-dir.js';
import { CITY_TERMS, RAIL_AGENCIES, railGtfsSource, SOURCES } from './sources.js';

const CITY = CITY_TERMS;

function readGtfs(folder: string): GtfsFiles | null {
  const f = (name: string) => (existsSync(join(folder, name)) ? readText(join(folder, name)) : undefined);
  const stops = f('stops.txt');
  if (!stops) return null;
  return {
    stops,
    routes: f('routes.txt'),
    agency: f('agency.txt'),
    trips: f('trips.txt'),
    stopTimes: f('stop_times.txt'),
    calendar: f('calendar.txt'),
  };
}

/**
 * CTA bus and 'L' stops come from the City portal exports (their ridership is joined in import-station-entries.ts) (they list routes per stop; the CTA GTFS
 * copy has no trips to derive them). Commuter rail comes from each agency's GTFS.
 */
export function importTransitData(dir: DataDir): {
  stops: TransitStop[];
  bikeStations: BikeStation[];
  bikeRoutes: BikeRoute[];
  datasets: DatasetMeta[];
} {
  const stops: TransitStop[] = [];
  const datasets: DatasetMeta[] = [];
  const bus = dir.file('transit/cta-cityportal/CTA_BusStops.csv');
  if (bus) {
    const r = importCtaBusStops(readText(bus), SOURCES.ctaPortal);
    stops.push(...r.records);
    datasets.push(
      datasetMeta({
        id: 'cta-bus-stops',
        ...SOURCES.ctaPortal,
        ...CITY,
        files: ['transit/cta-cityportal/CTA_BusStops.csv'],
        rowsRead: r.rowsRead,
        rowsKept: r.records.length,
        warnings: [...r.warnings, 'weekly trips unknown (no GTFS trips in this copy)'],
      }),
    );
  }
  const l = dir.file('transit/cta-cityportal/CTA_L_Stops.csv');
  if (l) {
    const r = importCtaLStops(readText(l), SOURCES.ctaPortal);
    stops.push(...r.records);
    datasets.push(
      datasetMeta({
        id: 'cta-l-stops',
        ...SOURCES.ctaPortal,
        ...CITY,
        files: ['transit/cta-cityportal/CTA_L_Stops.csv'],
        rowsRead: r.rowsRead,
        rowsKept: r.records.length,
        warnings: ['platform rows merged into one record per station'],
      }),
    );
  }
  for (const agency of dir.list('transit/rail-gtfs')) {
    const files = readGtfs(join(dir.root, 'transit/rail-gtfs', agency));
    if (!files) continue;
    const datasetId = `gtfs-${agency}`;
    const provenance = railGtfsSource(agency);
    const agencyName = RAIL_AGENCIES[agency] ?? agency.toUpperCase();
    const r = importGtfs(files, { datasetId, ...provenance, agencyName });
    stops.push(...r.records);
    datasets.push(
      datasetMeta({
        id: datasetId,
        ...provenance,
        licence: 'agency GTFS terms',
        attribution: `${agencyName} GTFS`,
        coverage: `${agencyName} service area (stations only)`,
        files: [`transit/rail-gtfs/${agency}/stops.txt`],
        rowsRead: r.rowsRead,
        rowsKept: r.records.length,
        warnings: r.warnings,
      }),
    );
  }
  const bikeStations: BikeStation[] = [];
  const divvy = dir.file('bike/divvy_stations.csv');
  if (divvy) {
    const r = importDivvyStations(readText(divvy), SOURCES.divvy);
    bikeStations.push(...r.records);
    datasets.push(
      datasetMeta({
        id: 'divvy-stations-2022',
        ...SOURCES.divvy,
        ...CITY,
        files: ['bike/divvy_stations.csv'],
        rowsRead: r.rowsRead,
        rowsKept: r.records.length,
      }),
    );
  }
  const bikeRoutes: BikeRoute[] = [];
  const routes = dir.file('bike/chicago_bike_routes.geojson');
  if (routes) {
    const r = importBikeRoutes(readText(routes), SOURCES.bikeRoutes);
    bikeRoutes.push(...r.records);
    datasets.push(
      datasetMeta({
        id: 'chicago-bike-routes-2024',
        ...SOURCES.bikeRoutes,
        ...CITY,
        files: ['bike/chicago_bike_routes.geojson'],
        rowsRead: r.rowsRead,
        rowsKept: r.records.length,
      }),
    );
  }
  return { stops, bikeStations, bikeRoutes, datasets };
}
