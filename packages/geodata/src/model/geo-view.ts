import type { DiscCoverage } from '../view/area-coverage.js';
import type { AreaKind, AreaOverlap, AreaRecord } from './area.js';
import type { BusinessCountAnswer, BusinessCountQuery, BusinessSizeClasses } from './business-counts.js';
import type { BusinessCategory } from './categories.js';
import type { CorridorRentHit, ParkHit, PublishedFigure, TrafficCountHit, ZoningAnswer } from './civic.js';
import type { CompletenessRow } from './completeness.js';
import type { AreaCoverageLayer, CoverageArea, CoverageReport, Covered } from './coverage.js';
import type { ZoningPolygon } from './geo-data.js';
import type { BBox, LatLon, MultiPolygon } from './geometry.js';
import type { PackManifest } from './manifest.js';
import type { PlaceFilter, PlaceHit } from './place.js';
import type { DatasetMeta } from './provenance.js';
import type { StreetLine } from './street-line.js';
import type { BikeRouteHit, BikeStationHit, StopHit, TransitMode } from './transit.js';

/**
 * Read-only, indexed view of the loaded data. All distances are great-circle miles; all queries
 * are synchronous and in-memory. Results are sorted nearest first unless stated otherwise.
 */
export interface GeoView {
  readonly manifest: PackManifest;

  /** Every dataset in the pack with source, vintage, licence and attribution. */
  datasets(): readonly DatasetMeta[];
  dataset(id: string): DatasetMeta | undefined;

  /** One area by kind and id (ZCTA "60614", county "17031", tract GEOID, community area number). */
  area(kind: AreaKind, id: string): AreaRecord | undefined;
  areas(kind: AreaKind): readonly AreaRecord[];
  /** Areas of a kind containing the point (polygon areas) or whose equal-area disc contains it. */
  areaAt(kind: AreaKind, point: LatLon): AreaRecord | undefined;
  /**
   * Areas of `kind` overlapping the disc (or annulus when `innerRadiusMiles` > 0) around `center`,
   * each with its overlap fraction (share of the area inside). Sorted by distance.
   */
  areasOverlappingRing(kind: AreaKind, center: LatLon, radiusMiles: number, innerRadiusMiles?: number): AreaOverlap[];
  /**
   * Areas of `kind` overlapping a polygon ([lon, lat] rings, e.g. a walkshed), each with its overlap fraction
   * by the ring's clipping rules (boundaries exact, areas without one as equal-area discs); distances from
   * `center`. Sorted by distance.
   */
  areasOverlappingPolygon(kind: AreaKind, polygon: MultiPolygon, center: LatLon): AreaOverlap[];

  /** Places within the radius, filtered by category; `covered=false` outside place coverage. */
  placesWithin(center: LatLon, radiusMiles: number, filter?: PlaceFilter): Covered<PlaceHit[]>;
  /**
   * 2024 chain locations (company store locators of 15 national chains) within the radius, anywhere in the
   * U.S. and never gated by place coverage: complete for their brands only, never a count of all businesses.
   * Stores other sources also list are those sources' records (merged, `mergedFrom` names both); stores only
   * the locators know are answered here alone, never by `placesWithin` / `nearestPlaces` (no competitor count
   * or Walk Score is built on 15 brands).
   */
  chainLocationsWithin(center: LatLon, radiusMiles: number, filter?: PlaceFilter): PlaceHit[];
  /** The `n` nearest places matching the filter (any distance up to `maxMiles`, default 50). */
  nearestPlaces(center: LatLon, n: number, filter?: PlaceFilter, maxMiles?: number): Covered<PlaceHit[]>;

  stopsWithin(center: LatLon, radiusMiles: number, modes?: readonly TransitMode[]): Covered<StopHit[]>;
  nearestStops(center: LatLon, n: number, modes?: readonly TransitMode[], maxMiles?: number): Covered<StopHit[]>;
  bikeStationsWithin(center: LatLon, radiusMiles: number): Covered<BikeStationHit[]>;
  bikeRoutesWithin(center: LatLon, radiusMiles: number): Covered<BikeRouteHit[]>;
  /** Parks whose boundary comes within the radius; distance is to the boundary (0 inside). */
  parksWithin(center: LatLon, radiusMiles: number): Covered<ParkHit[]>;

  /** Street intersections within the radius (Chicago only; check `discCoverage('intersections', …)`). */
  intersectionsWithin(center: LatLon, radiusMiles: number): LatLon[];
  /**
   * Chicago street lines (named crossings joined along each street, classed arterial/local) whose bounding
   * box meets `[west, south, east, north]`, in pack order. Empty where no street data is loaded: check
   * `discCoverage('intersections', …)` before reading an empty answer as "no streets".
   */
  streetLinesInBBox(bbox: BBox): StreetLine[];
  /** Street lines passing within the radius of the point (same coverage caveat). */
  streetLinesWithin(center: LatLon, radiusMiles: number): StreetLine[];

  zoningAt(point: LatLon): ZoningAnswer;
  /** Zoning district polygons whose bounding box meets the box (for drawing a map; empty outside zoning data). */
  zoningWithin(box: BBox): readonly ZoningPolygon[];
  trafficCountsWithin(center: LatLon, radiusMiles: number): Covered<TrafficCountHit[]>;

  /** CBP (county) or ZBP (ZIP) establishment counts for NAICS codes, suppression flagged. */
  businessCounts(query: BusinessCountQuery): BusinessCountAnswer;
  /**
   * ZBP establishments of the NAICS codes by employment-size class, summed over every loaded ZIP; a code shorter than
   * 6 digits is a prefix (the whole industry group).
   */
  businessSizeClasses(naics: readonly string[]): BusinessSizeClasses;
  /** Named places vs Census establishments of a category in a ZIP or county (measured at build time), if any. */
  completeness(geography: 'zip' | 'county', geoId: string, category: BusinessCategory): CompletenessRow | undefined;

  /** Which layers cover this point, with "no … data for this area" messages for the others. */
  coverageAt(point: LatLon): CoverageReport;
  /** Every covered area per layer, to list when a query falls outside. */
  coverage(): readonly CoverageArea[];
  /**
   * How much of the land within the disc a layer's own records cover — coverage by area (grid cells
   * drawn from the records, gaps inside filled), not by bounding box. See `view/area-coverage.ts`.
   */
  discCoverage(layer: AreaCoverageLayer, center: LatLon, radiusMiles: number): DiscCoverage;

  /**
   * Published Chicago retail rents that cover the point: corridor rows whose streets pass within the row's
   * distance, and city-wide rows where the point is in Chicago. Each row as stated, never averaged.
   */
  corridorRentsAt(point: LatLon): CorridorRentHit[];
  /** Published benchmark rows (BLS CE spending, broker rents, ticket sizes), each with its source URL. */
  publishedFigures(filter?: { dataset?: string; item?: string }): readonly PublishedFigure[];
}
