import { UnmappedCounter } from '../categories/unmapped-counter.js';
import type { GazetteerPlace } from '../importers/census/gazetteer.js';
import type { GeoData } from '../model/geo-data.js';
import type { DatasetMeta } from '../model/provenance.js';
import type { AddressRangeData } from '../streets/address-ranges.js';
import type { TownRangeData } from '../streets/build-town-ranges.js';
import type { StreetIndexData } from '../streets/street-index-data.js';
import { measureCompleteness } from './completeness.js';
import { computeCoverage } from './coverage.js';
import { DataDir } from './data-dir.js';
import { importFetchedAddrfeat } from './import-addrfeat.js';
import { importBusinessData } from './import-business.js';
import { importCensusData } from './import-census.js';
import { importFetchedCenterlines } from './import-centerlines.js';
import { importCivicData } from './import-civic.js';
import { importDownloads, noDownloads } from './import-downloads.js';
import { importOnlineDownloads } from './import-online.js';
import { importPlaceData } from './import-places.js';
import { importStationEntries } from './import-station-entries.js';
import { importStreetData } from './import-streets.js';
import { importTransitData } from './import-transit.js';
import { StepTimer } from './step-timer.js';

/** Everything the pack holds besides the manifest, plus the build's findings. */
export interface ImportResult {
  data: Omit<GeoData, 'manifest' | 'datasets' | 'coverage'>;
  datasets: DatasetMeta[];
  gazetteerPlaces: GazetteerPlace[];
  zipCities: Array<[string, string, string]>;
  /** Chicago street index for the offline street geocoder (null when the file is missing). */
  streets: StreetIndexData | null;
  /** Address ranges of fetched street centerlines (null when none were fetched). */
  streetRanges: AddressRangeData | null;
  /** TIGER/Line address ranges of fetched counties (null when none were fetched). */
  townRanges: TownRangeData | null;
  unmappedCategories: Record<string, number>;
  duplicatesRemoved: { places: number; byDataset: Record<string, number> };
  coverage: GeoData['coverage'];
  warnings: string[];
}

/**
 * Runs every importer over GEODATA_DIR (missing files are skipped with a warning), plus the online
 * downloads in `onlineDir` and what `data:fetch` put in `downloadsDir`, when given.
 */
export function importAll(
  geodataDir: string,
  onlineDir?: string,
  downloadsDir?: string,
  timer = new StepTimer(),
): ImportResult {
  const t = <T>(step: string, fn: () => T) => timer.run(step, fn);
  const dir = new DataDir(geodataDir, downloadsDir ? [downloadsDir] : []);
  const unmapped = new UnmappedCounter();
  const online = t('online downloads', () =>
    onlineDir
      ? importOnlineDownloads(onlineDir, unmapped)
      : { places: [], contributions: [], datasets: [], coverage: [] },
  );
  const fetched = t('fetched downloads', () =>
    downloadsDir ? importDownloads(downloadsDir, unmapped) : noDownloads(),
  );
  const census = t('census', () =>
    importCensusData(dir, [...fetched.contributions, ...online.contributions], fetched.bases),
  );
  const places = t('places', () => importPlaceData(dir, unmapped, [...online.places, ...fetched.places]));
  const transit = t('transit', () => importTransitData(dir));
  const civic = t('civic', () => importCivicData(dir));
  const business = t('business patterns', () => importBusinessData(dir));
  const centerlines = t('street centerlines', () => importFetchedCenterlines(downloadsDir));
  const addrfeat = t('address ranges', () => importFetchedAddrfeat(downloadsDir));
  const data: ImportResult['data'] = {
    areas: census.areas,
    places: places.places,
    // A fetched feed replaces the GEODATA_DIR stops of the same agency (no stop counted twice).
    stops: [
      ...transit.stops.filter((s) => !fetched.replacedStopDatasets.some((prefix) => s.datasetId.startsWith(prefix))),
      ...fetched.stops,
    ],
    bikeStations: transit.bikeStations,
    bikeRoutes: transit.bikeRoutes,
    parks: civic.parks,
    // A fetched zoning map is the current one: it replaces the GEODATA_DIR copy rather than doubling it.
    zoning: fetched.zoning.length > 0 ? fetched.zoning : civic.zoning,
    trafficCounts: fetched.trafficCounts.length > 0 ? fetched.trafficCounts : civic.trafficCounts,
    // Fetched CBP / ZBP fill the counties and ZIPs GEODATA_DIR has no business counts for.
    businessCounts: [
      ...business.rows,
      ...fetched.businessCounts.filter((r) =>
        r.geography === 'county'
          ? !business.coverage.county.includes(r.geoId)
          : !business.coverage.zip.includes(r.geoId),
      ),
    ],
    businessCountCoverage: {
      county: [...new Set([...business.coverage.county, ...fetched.businessCountCounties])].sort(),
      zip: [...new Set([...business.coverage.zip, ...fetched.businessCountZips])].sort(),
    },
    intersections: civic.intersections,
    publishedFigures: civic.publishedFigures,
    completeness: t('completeness', () =>
      measureCompleteness({
        areas: census.areas,
        places: places.places,
        businessCounts: business.rows,
        coverage: business.coverage,
      }),
    ),
    corridorRents: civic.corridorRents,
    streetLines: [],
  };
  const stationEntries = t('station entries', () => importStationEntries(dir, downloadsDir, data.stops));
  const streets = t('streets', () =>
    importStreetData(
      dir,
      { stops: data.stops, trafficCounts: data.trafficCounts },
      centerlines.ranges ? { segments: centerlines.segments, vintage: centerlines.ranges.vintage } : null,
    ),
  );
  data.streetLines = streets.streetLines;
  // Tracts whose outline came from the downloads (GEODATA_DIR's own outlines win for the same tract).
  const fetchedOutlines = new Set(fetched.bases.map((b) => b.polygon));
  const fetchedTracts = new Set(census.areas.filter((a) => fetchedOutlines.has(a.polygon)).map((a) => a.id));
  const datasets = [
    ...census.datasets,
    ...places.datasets,
    ...online.datasets,
    ...fetched.datasets,
    ...transit.datasets,
    ...stationEntries,
    ...civic.datasets,
    ...business.datasets,
    ...streets.datasets,
    ...centerlines.datasets,
    ...addrfeat.datasets,
  ];
  return {
    data,
    datasets,
    gazetteerPlaces: census.gazetteerPlaces,
    zipCities: census.zipCities,
    streets: streets.streets,
    streetRanges: centerlines.ranges,
    townRanges: addrfeat.ranges,
    unmappedCategories: unmapped.toRecord(),
    duplicatesRemoved: places.duplicatesRemoved,
    coverage: [
      ...t('coverage', () => computeCoverage(data, datasets, fetchedTracts)),
      ...online.coverage,
      ...fetched.coverage,
    ],
    warnings: [...dir.warnings, ...census.warnings],
  };
}
