/**
 * @sitescout/geodata — CONTRACT WITH THE ENGINE.
 *
 * The engine (`packages/engine`) depends only on what is exported here: the record types in
 * `model/*` and the `GeoView` query interface, plus the loaders/builders. Keep these stable:
 * additive changes only (new optional fields, new methods). Every record carries source + vintage;
 * a missing value is `null`, never 0; outside coverage a query answers `covered: false` with the
 * covered areas named.
 */

export { CATEGORY_NAICS } from './categories/category-naics.js';
export { type CategoryRecognition, categoryRecognition } from './categories/recognised-labels.js';
export { formatManifest } from './cli/print-manifest.js';
export { defaultDataDir } from './config/data-dir.js';
export { findGeodataDir } from './config/find-geodata-dir.js';
export { type FetchConfig, loadFetchConfig } from './fetch/fetch-config.js';
export { runFetch } from './fetch/run-fetch.js';
export { OfflineGeocoder } from './geocode/offline-geocoder.js';
export { haversineMatrixMiles, haversineMiles, localProjector } from './geometry/distance.js';
export { multiPolygonAreaSqMi, multiPolygonContains } from './geometry/polygon.js';
export { readDbf } from './io/dbf.js';
export type { AreaDemographics, AreaKind, AreaOverlap, AreaRecord, DemographicKey } from './model/area.js';
export type {
  BusinessCount,
  BusinessCountAnswer,
  BusinessCountQuery,
  BusinessSizeClasses,
} from './model/business-counts.js';
export {
  AMENITY_CATEGORIES,
  type AmenityCategory,
  BUSINESS_CATEGORIES,
  type BusinessCategory,
  isPlaceCategory,
  PLACE_CATEGORIES,
  type PlaceCategory,
} from './model/categories.js';
export type {
  CorridorRent,
  CorridorRentHit,
  Park,
  ParkHit,
  PublishedFigure,
  TrafficCount,
  TrafficCountHit,
  ZoningAnswer,
  ZoningDistrict,
  ZoningFamily,
} from './model/civic.js';
export type { CompletenessRow } from './model/completeness.js';
export type {
  AreaCoverageLayer,
  CoverageArea,
  CoverageLayer,
  CoverageReport,
  Covered,
} from './model/coverage.js';
export type { GeoData, ZoningPolygon } from './model/geo-data.js';
export type { GeoView } from './model/geo-view.js';
export {
  GeocodeError,
  type GeocodePrecision,
  type GeocodeResult,
  type Geocoder,
  type LocatedArea,
} from './model/geocode.js';
export type { BBox, LatLon, MultiLine, MultiPolygon, Ring } from './model/geometry.js';
export type { PackManifest } from './model/manifest.js';
export { CHAIN_LOCATIONS_DATASET_ID, type PlaceFilter, type PlaceHit, type PlaceRecord } from './model/place.js';
export type { DatasetMeta, Figure, FigureUnit, Provenance } from './model/provenance.js';
export type { StreetClass, StreetLine } from './model/street-line.js';
export type {
  BikeRoute,
  BikeRouteHit,
  BikeStation,
  BikeStationHit,
  StationEntries,
  StopHit,
  TransitMode,
  TransitStop,
} from './model/transit.js';
export { CENSUS_API_URL, type CensusApiRequest, censusApiUrl, fetchCensusTable } from './online/census-api-client.js';
export { CENSUS_GEOCODER_URL, CensusGeocoder } from './online/census-geocoder.js';
export { ChainGeocoder } from './online/chain-geocoder.js';
export { fetchText, UpstreamError, USER_AGENT } from './online/http.js';
export { NominatimGeocoder } from './online/nominatim-geocoder.js';
export { fetchOverpassPlaces, overpassQuery } from './online/overpass-client.js';
export { MinIntervalLimiter } from './online/rate-limiter.js';
export {
  isOfflineError,
  isOfflineFailure,
  Reachability,
  type ReachabilityChange,
  type ReachabilityStatus,
  ReachableGeocoder,
} from './online/reachability.js';
export { ResponseCache } from './online/response-cache.js';
export { buildCountyOverlay, CountyFetchError, type CountyOverlayResult } from './overlay/build-county-overlay.js';
export { composeGeoViews, countyAt } from './overlay/compose-geo-views.js';
export { composeGeocoderData } from './overlay/compose-geocoder-data.js';
export {
  type CountyFetchStatus,
  countyProgressLine,
  createCountyStatusReporter,
  FIRST_ESTIMATE_MINUTES,
  readCountyFetchStatus,
} from './overlay/county-fetch-status.js';
export {
  type CountyOverlayEntry,
  countyOverlayDir,
  hasCountyOverlay,
  overlaysDir,
  readOverlayManifest,
} from './overlay/county-overlay-store.js';
export { overlaidGeodata } from './overlay/overlaid-geodata.js';
export { createOverlaidView, type OverlaidView } from './overlay/overlaid-view.js';
export {
  EVICTED_FOLDER_GRACE_MS,
  enforceOverlayDiskBudget,
  type OverlayEviction,
  touchCountyOverlays,
} from './overlay/overlay-disk-budget.js';
export { buildOnce, EMPTY_PACK_EXIT_CODE, PACK_BUILD_NODE_FLAGS, packBuildLock } from './pack/build-lock.js';
export { type BuildPackResult, buildDataPack, downloadsDir, ensureDataPack, packInputDirs } from './pack/build-pack.js';
export { type LoadedGeodata, loadGeodata } from './pack/load.js';
export { packNeedsBuild } from './pack/pack-fingerprint.js';
export {
  type GeocoderData,
  packDir,
  type ReadPackOptions,
  readManifest,
  readPack,
  type SharedPack,
} from './pack/read-pack.js';
export { type LicenceAddress, readChicagoLicenceAddresses } from './samples/chicago-licence-addresses.js';
export type { AddressSuggestion } from './streets/street-suggester.js';
export { COVERAGE_CELL_DEGREES, DISC_COVERAGE_TOLERANCE, type DiscCoverage } from './view/area-coverage.js';
export { areaBBox } from './view/area-layer.js';
export { createGeoView } from './view/create-geo-view.js';
