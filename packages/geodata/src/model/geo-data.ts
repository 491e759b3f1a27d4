import type { AreaRecord } from './area.js';
import type { BusinessCount } from './business-counts.js';
import type { CorridorRent, Park, PublishedFigure, TrafficCount, ZoningDistrict } from './civic.js';
import type { CompletenessRow } from './completeness.js';
import type { CoverageArea } from './coverage.js';
import type { LatLon, MultiPolygon } from './geometry.js';
import type { PackManifest } from './manifest.js';
import type { PlaceRecord } from './place.js';
import type { DatasetMeta } from './provenance.js';
import type { StreetLine } from './street-line.js';
import type { BikeRoute, BikeStation, TransitStop } from './transit.js';

/** A zoning district with its boundary. */
export interface ZoningPolygon extends ZoningDistrict {
  polygon: MultiPolygon;
}

/**
 * The plain records a {@link GeoView} is built from: what the data pack decodes to, and what
 * tests pass to `createGeoView` as small hand-made fixtures (every list optional).
 */
export interface GeoData {
  manifest: PackManifest;
  datasets: DatasetMeta[];
  areas: AreaRecord[];
  places: PlaceRecord[];
  stops: TransitStop[];
  bikeStations: BikeStation[];
  bikeRoutes: BikeRoute[];
  parks: Park[];
  zoning: ZoningPolygon[];
  trafficCounts: TrafficCount[];
  /** Street intersections (Chicago): points only, for Walk Score's pedestrian-friendliness adjustment. */
  intersections: LatLon[];
  /** Rows as published; cells absent from a covered geography are reported as suppressed. */
  businessCounts: BusinessCount[];
  /** Geographies each business-patterns dataset covers (a county/ZIP listed here but without a row → suppressed). */
  businessCountCoverage: { county: string[]; zip: string[] };
  coverage: CoverageArea[];
  /** Named places ÷ Census establishments per business category and ZIP/county, measured at build time. */
  completeness: CompletenessRow[];
  publishedFigures: PublishedFigure[];
  /** Published Chicago retail rents by corridor, submarket and city (absent in packs built before them). */
  corridorRents?: CorridorRent[];
  /** Chicago street lines joined from the named crossings (empty where no street data was loaded). */
  streetLines?: StreetLine[];
}
