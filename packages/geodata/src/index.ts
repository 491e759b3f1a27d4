/**
 * @sitescout/geodata — CONTRACT WITH THE ENGINE.
 *
 * The engine (`packages/engine`) depends only on what is exported here: the record types in
 * `model/*` and the `GeoView` query interface, plus the loaders/builders. Keep these stable:
 * additive changes only (new optional fields, new methods). Every record carries source + vintage;
 * a missing value is `null`, never 0; outside coverage a query answers `covered: false` with the
 * covered areas named.
 */
export { findGeodataDir } from './config/find-geodata-dir.js';
export type { AreaDemographics, AreaKind, AreaOverlap, AreaRecord, DemographicKey } from './model/area.js';
export type { BusinessCount, BusinessCountAnswer, BusinessCountQuery } from './model/business-counts.js';
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
  Park,
  ParkHit,
  PublishedFigure,
  TrafficCount,
  TrafficCountHit,
  ZoningAnswer,
  ZoningDistrict,
  ZoningFamily,
} from './model/civic.js';
export type { CoverageArea, CoverageLayer, CoverageReport, Covered } from './model/coverage.js';
export { GeocodeError, type GeocodePrecision, type GeocodeResult, type Geocoder } from './model/geocode.js';
export type { GeoData, ZoningPolygon } from './model/geo-data.js';
export type { GeoView } from './model/geo-view.js';
export type { BBox, LatLon, MultiLine, MultiPolygon, Ring } from './model/geometry.js';
export type { PackManifest } from './model/manifest.js';
export type { PlaceFilter, PlaceHit, PlaceRecord } from './model/place.js';
export type { DatasetMeta, Figure, FigureUnit, Provenance } from './model/provenance.js';
export type {
  BikeRoute,
  BikeRouteHit,
  BikeStation,
  BikeStationHit,
  StopHit,
  TransitMode,
  TransitStop,
} from './model/transit.js';
export { createGeoView } from './view/create-geo-view.js';
export { haversineMiles } from './geometry/distance.js';
