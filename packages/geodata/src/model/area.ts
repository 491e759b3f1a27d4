import type { LatLon, MultiPolygon } from './geometry.js';
import type { Figure } from './provenance.js';

/** Kinds of statistical or civic areas in the pack. */
export type AreaKind = 'zcta' | 'county' | 'tract' | 'community-area';

/**
 * Demographic fields an area may carry. Each is `null` when no loaded dataset has it for this area
 * (never 0). Shares are percentages 0–100; money in U.S. dollars of the figure's vintage.
 */
export interface AreaDemographics {
  population: Figure | null;
  housingUnits: Figure | null;
  households: Figure | null;
  householdSize: Figure | null;
  /** People per square mile of land. */
  populationDensity: Figure | null;
  /** Daytime population (workers and residents present by day; CDC SVI, LandScan-based), where loaded. */
  daytimePopulation: Figure | null;
  medianAge: Figure | null;
  under18Share: Figure | null;
  age18to24Share: Figure | null;
  age25to44Share: Figure | null;
  age45to64Share: Figure | null;
  age65PlusShare: Figure | null;
  perCapitaIncome: Figure | null;
  medianHouseholdIncome: Figure | null;
  povertyRate: Figure | null;
  unemploymentRate: Figure | null;
  /** Adults 25+ with a bachelor's degree or higher. */
  bachelorsOrHigherShare: Figure | null;
  noHighSchoolShare: Figure | null;
  ownerOccupiedShare: Figure | null;
  renterOccupiedShare: Figure | null;
  vacancyShare: Figure | null;
  medianHomeValue: Figure | null;
  medianGrossRent: Figure | null;
  /** Share of housing units built before 1980 (a housing-age proxy), when a dataset has it. */
  builtBefore1980Share: Figure | null;
  medianYearBuilt: Figure | null;
  /** Population change in percent between two ACS 5-year periods (see figure's vintage). */
  populationGrowth: Figure | null;
  housingUnitGrowth: Figure | null;
  /** "Urban" | "Suburban" | "Rural" (RUCA-based) as a class figure. */
  rurality: Figure<string> | null;
}

export type DemographicKey = keyof AreaDemographics;

/** One area (ZCTA, county, tract or Chicago community area). */
export interface AreaRecord {
  kind: AreaKind;
  /** ZCTA "60614", county FIPS "17031", tract GEOID "17031070200", community area number "7". */
  id: string;
  name: string;
  /** Two-letter state, or null when unknown. */
  state: string | null;
  /** Land area in square miles (Gazetteer where available), or null. */
  landAreaSqMi: number | null;
  /** Census internal point (or polygon centroid when no internal point is published). */
  internalPoint: LatLon;
  /** Boundary when a loaded dataset has it; ZCTAs and counties have none offline. */
  polygon: MultiPolygon | null;
  /** For ZCTAs and tracts: the county FIPS they lie (mostly) in. */
  countyFips: string | null;
  demographics: AreaDemographics;
}

/** An area overlapping a ring, with the share of the area's land inside the ring. */
export interface AreaOverlap {
  area: AreaRecord;
  /** 0–1: share of the area inside the ring (area-weighted apportioning factor). */
  overlapFraction: number;
  /** Distance from the ring centre to the area's internal point, in miles. */
  distanceMiles: number;
  /**
   * How the overlap was computed: exact polygon clipping, or — for areas without a boundary —
   * a disc of the area's land area around its internal point (an estimate).
   */
  method: 'polygon' | 'equal-area-disc';
}
