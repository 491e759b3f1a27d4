import type { MultiLine, MultiPolygon } from './geometry.js';

/** Zoning family derived from the Chicago zone class prefix. */
export type ZoningFamily =
  | 'business'
  | 'commercial'
  | 'manufacturing'
  | 'residential'
  | 'planned-development'
  | 'planned-manufacturing'
  | 'downtown'
  | 'parks-open-space'
  | 'transportation'
  | 'other';

export interface ZoningDistrict {
  /** e.g. "RS-3", "B3-2", "PD 991". */
  zoneClass: string;
  family: ZoningFamily;
  source: string;
  vintage: string;
}

/** Answer to "which zone is this point in": covered=false means no zoning data loaded here. */
export interface ZoningAnswer {
  covered: boolean;
  zone: ZoningDistrict | null;
  /** When covered but between polygons (streets are unzoned in the source), the nearest district. */
  nearest: { zone: ZoningDistrict; distanceMiles: number } | null;
}

export interface TrafficCount {
  id: string;
  street: string;
  location: string;
  /** ISO date of the count. */
  date: string;
  /** Average daily passing vehicles, both directions. */
  totalVolume: number;
  /** e.g. "North Bound: 9000 / South Bound: 8000". */
  byDirection: string | null;
  lat: number;
  lon: number;
  source: string;
  vintage: string;
}

export interface TrafficCountHit {
  count: TrafficCount;
  distanceMiles: number;
}

export interface Park {
  id: string;
  name: string;
  acres: number | null;
  parkClass: string | null;
  /** Non-zero amenity counts from the source (e.g. playground: 2, pool_outdoor: 1). */
  amenities: Record<string, number>;
  polygon: MultiPolygon;
  source: string;
  vintage: string;
}

export interface ParkHit {
  park: Park;
  /** Distance to the park boundary (0 when inside). */
  distanceMiles: number;
}

/** One row of the published-figures benchmarks table (BLS CE, broker rents, service tickets). */
export interface PublishedFigure {
  dataset: string;
  item: string;
  geography: string;
  group: string;
  year: string;
  value: number;
  unit: string;
  sourceUrl: string;
  /** SECONDARY / AMBIGUOUS / LOW AUTHORITY caveats as published. */
  note: string;
}

/**
 * One published retail rent for a Chicago area (corridor, submarket, city, metro), as a web page states it:
 * never averaged with other rows. Corridors carry the streets they run along, so a site can be matched.
 */
export interface CorridorRent {
  id: string;
  area: string;
  areaType: string;
  propertyType: string;
  /** As stated: "average asking rent", "prime rent", "average rent (NNN)", "vacancy rate (percent)" … */
  metric: string;
  low: number;
  high: number | null;
  unit: string;
  /** As stated, e.g. "Q2 2023", "c. 2025 (page undated)". */
  period: string;
  /** The first year the period names, or null. */
  year: number | null;
  producer: string;
  sourceUrl: string;
  /** "LOW (landlord marketing blog)", "MEDIUM (broker research blog)" … */
  authority: string;
  quote: string;
  /** A retail rent in USD per sq ft per year (not a vacancy rate, not office). */
  retailRent: boolean;
  /** Triple-net where the row says so. */
  nnn: boolean;
  /** Streets of the corridor (from the City's street intersections), or null (no published boundary). */
  footprint: MultiLine | null;
  /** How far from those streets a site counts as on the corridor. */
  footprintMiles: number | null;
  source: string;
  vintage: string;
}

export interface CorridorRentHit {
  rent: CorridorRent;
  /** Miles from the corridor's streets; null for city-wide rows matched by the city's boundary. */
  distanceMiles: number | null;
}
