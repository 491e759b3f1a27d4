import type { Provenance } from '../model/provenance.js';

/** Public names and vintages of the datasets in GEODATA_DIR (from its README). */
export const SOURCES = {
  gazetteer: { source: 'U.S. Census Bureau, Gazetteer Files', vintage: '2025' },
  acs2023: { source: 'U.S. Census Bureau, ACS 5-year (Census API)', vintage: '2019-2023' },
  oeps2023: { source: 'U.S. Census Bureau ACS 5-year via OEPS (Healthy Regions & Policies Lab)', vintage: '2019-2023' },
  geoda2018: { source: 'U.S. Census Bureau ACS 5-year via GeoDa Center OEPS', vintage: '2014-2018' },
  growth: { source: 'U.S. Census Bureau ACS 5-year, 2007-2011 vs 2020-2024', vintage: '2011→2024' },
  cookIncome: { source: 'U.S. Census Bureau ACS 5-year B19013 (Cook County tracts)', vintage: '2016-2020' },
  chicagoTracts2019: { source: 'U.S. Census Bureau ACS 5-year (Chicago tracts)', vintage: '2015-2019' },
  tigerTracts2020: { source: 'U.S. Census Bureau, TIGER/Line 2020 tracts (Redistricting Data Hub)', vintage: '2020' },
  dhc2020: { source: 'U.S. Census Bureau, 2020 Census DHC (Redistricting Data Hub)', vintage: '2020 Census' },
  svi2022: { source: 'CDC/ATSDR Social Vulnerability Index 2022 (ACS 5-year)', vintage: '2018-2022' },
  edu2021: { source: 'U.S. Census Bureau ACS 5-year B15003 (Redistricting Data Hub)', vintage: '2017-2021' },
  chicagoTracts2022: { source: 'U.S. Census Bureau ACS 5-year (Chicago tracts, derived)', vintage: '2018-2022' },
  chives: { source: 'U.S. Census Bureau ACS 5-year via ChiVes (Chicago tracts)', vintage: '2014-2018' },
  communityAcs: { source: 'City of Chicago, ACS 5 Year Data by Community Area', vintage: '2019-2023' },
  communitySocio: { source: 'City of Chicago, selected socioeconomic indicators (ACS)', vintage: '2008-2012' },
  cbp: { source: 'U.S. Census Bureau, County Business Patterns', vintage: '2023' },
  zbp: { source: 'U.S. Census Bureau, ZIP Code Business Patterns', vintage: '2018' },
  ctaGtfs: { source: 'Chicago Transit Authority GTFS', vintage: '2025' },
  ctaPortal: { source: 'City of Chicago data portal (CTA stops)', vintage: 'undated portal copy' },
  ctaEntries: { source: "CTA 'L' station entries (City of Chicago data portal)", vintage: 'to June 2023' },
  divvy: { source: 'City of Chicago data portal (Divvy stations)', vintage: '2022' },
  bikeRoutes: { source: 'City of Chicago, bike routes', vintage: '2024' },
  zoning: { source: 'City of Chicago zoning map', vintage: '2025-04-17' },
  traffic: { source: 'CDOT average daily traffic counts (City of Chicago)', vintage: '2006-2007' },
  intersections: { source: 'City of Chicago street center lines (intersections)', vintage: '2025' },
  parks: { source: 'Chicago Park District (CPD_Parks)', vintage: '2023' },
  communityAreas: { source: 'City of Chicago, community area boundaries', vintage: 'undated portal copy' },
} satisfies Record<string, Provenance>;

/**
 * The agencies whose rail GTFS sits in `transit/rail-gtfs/<folder>`, by folder: each feed is credited to its own
 * agency (one shared source name let a California railroad's feed stand as the credit for Chicago's stations).
 */
export const RAIL_AGENCIES: Record<string, string> = {
  ace: 'Altamont Corridor Express',
  amtrak: 'Amtrak',
  exo: 'exo (Montréal)',
  go: 'GO Transit',
  hl: 'CTrail Hartford Line',
  lirr: 'Long Island Rail Road',
  marc: 'MARC Train',
  mbta: 'MBTA Commuter Rail',
  metra: 'Metra',
  metrolink: 'Metrolink',
  mnrr: 'Metro-North Railroad',
  nicd: 'NICTD South Shore Line',
  njt: 'NJ Transit Rail',
  rtd: 'RTD Denver Commuter Rail',
  septa: 'SEPTA Regional Rail',
  sle: 'CTrail Shore Line East',
  sunrail: 'SunRail',
  trirail: 'Tri-Rail',
  via: 'VIA Rail Canada',
  vre: 'Virginia Railway Express',
};

/** The provenance of one agency's rail GTFS feed (its folder name stands in for an agency not listed above). */
export function railGtfsSource(folder: string): Provenance {
  return { source: `${RAIL_AGENCIES[folder] ?? folder.toUpperCase()} GTFS (commuter rail)`, vintage: '2025' };
}

/** Licence and attribution shared by the Census Bureau's datasets. */
export const CENSUS_TERMS = { licence: 'public domain', attribution: 'U.S. Census Bureau' };

/** Licence, attribution and coverage shared by City of Chicago portal datasets. */
export const CITY_TERMS = {
  licence: 'City of Chicago data portal terms',
  attribution: 'City of Chicago',
  coverage: 'Chicago, IL',
};
