import type { BBox } from './geometry.js';

/** Thematic layers whose coverage differs. */
export type CoverageLayer =
  | 'demographics'
  | 'places'
  | 'transit'
  | 'bike'
  | 'zoning'
  | 'traffic'
  | 'parks'
  | 'business-counts-county'
  | 'business-counts-zip'
  | 'tracts'
  | 'community-areas';

/** One named area a layer covers, e.g. places in "Chicago, IL" from OSM + Google + City data. */
export interface CoverageArea {
  layer: CoverageLayer;
  name: string;
  bbox: BBox;
  datasetIds: string[];
}

/** Coverage at a point for every layer, with a message for each uncovered one. */
export interface CoverageReport {
  layers: Record<CoverageLayer, boolean>;
  /** e.g. { places: "no place data for this area (covered: Chicago, IL; Philadelphia, PA …)" }. */
  messages: Partial<Record<CoverageLayer, string>>;
}

/** A query answer that may lie outside coverage. */
export interface Covered<T> {
  /** False when the layer has no (complete) data at the query point; then `items` is empty. */
  covered: boolean;
  items: T;
  /** Set when not covered: plain words naming the covered areas. */
  message: string | null;
  coveredAreas: string[];
}

/**
 * Layers whose coverage is drawn by area (grid cells from their own records) for the mobility scores:
 * places from sources that record every amenity class (Walk Score), local bus and rail stops (Transit
 * Score), bike routes and bike-share stations (Bike Score), street intersections (Walk Score's
 * pedestrian-friendliness adjustment).
 */
export type AreaCoverageLayer = 'walk-places' | 'local-transit' | 'bike' | 'intersections';
