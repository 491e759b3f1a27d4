import type { Figure, GeocodePrecision, GeocodeResult, GeoView, LocatedArea } from '@sitescout/geodata';
import { milesText } from '@sitescout/shared';
import type { SiteInput } from '../validation/validate-request.js';

/** How exact the site's point is and what that lets the report say; every display reads this. */
export interface SiteLocation {
  precision: GeocodePrecision | null;
  /** Located only to a ZIP code area or a city: distances are rounded and zoning is not checked. */
  approximate: boolean;
  /** Distances are shown rounded to this many miles; null = shown as measured. */
  distanceStepMiles: number | null;
  /** Outside the United States: the sections that need U.S. data (empty inside the U.S.). */
  needsUsData: string[];
  /**
   * The sections every display leaves out, computed from nothing the site has: abroad, those needing U.S. data
   * (`needsUsData`); for a point standing for an area wider than the ring, every figure read at that point
   * (`widerThanRing`). Absent when the report shows them all, and on analyses made before.
   */
  withheld?: string[];
  /** The ZIP code area or town the point stands for when it is wider across than the analysis ring; else absent. */
  widerThanRing?: LocatedArea | null;
  /**
   * Placed only at the centre of a ZIP code area wider than the ring: the ZIP's own Census population, a figure for
   * the whole located area (said in `message` as such), where loaded. Absent otherwise.
   */
  areaPopulation?: Figure;
  /** One plain sentence for the top of the dashboard and the PDF; null when the point is exact enough. */
  message: string | null;
}

/** Sections computed from U.S. sources (Census, the City of Chicago, U.S. place data). */
export const US_DATA_SECTIONS = [
  'demographics',
  'competitors',
  'market capacity',
  'walk, transit and bike scores',
  'access and traffic',
  'rent',
  'zoning',
  'site score',
  'revenue forecast',
] as const;

/** The sections computed at the site's point: all of them but its location and map (the same list). */
const POINT_SECTIONS = US_DATA_SECTIONS;

const STEP_MILES: Partial<Record<GeocodePrecision, number>> = { zip: 1, city: 5 };
const WHERE: Partial<Record<GeocodePrecision, string>> = { zip: 'its ZIP code area', city: 'its city' };

/** Miles as `milesText` rounds them (0.1 mi below 10 mi, whole miles above), so the sentence and the test agree. */
const shownMiles = (miles: number) => (miles < 10 ? Math.round(miles * 10) / 10 : Math.round(miles));

/**
 * The area an approximate point stands for when it is wider across than the analysis ring: a ring around one point
 * of it (the Census internal point, often far from downtown) would not describe the site, so nothing read there is
 * shown as the site's. A town no wider than the ring keeps its figures: its centre is a fair stand-in.
 *
 * @example widerThanRing({ label: 'x', lat: 32.15, lon: -110.87, precision: 'city', area: { name: 'Tucson, AZ', acrossMiles: 17.8 } }, 1) // { name: 'Tucson, AZ', acrossMiles: 17.8 }
 */
export function widerThanRing(site: SiteInput, radiusMiles: number): LocatedArea | null {
  const precision = site.precision ?? null;
  if (!precision || STEP_MILES[precision] === undefined || !site.area) return null;
  return shownMiles(site.area.acrossMiles) > 2 * radiusMiles ? site.area : null;
}

/** "1-mile ring", "0.5-mile ring". */
const ringWords = (radiusMiles: number) => `${radiusMiles}-mile ring`;

/**
 * The site's precision and what follows from it (a site without a precision counts as exact). With the analysis
 * radius, a point standing for an area wider than its ring has every figure read at it withheld.
 */
export function siteLocation(site: SiteInput, radiusMiles?: number): SiteLocation {
  const precision = site.precision ?? null;
  const step = precision ? (STEP_MILES[precision] ?? null) : null;
  const abroad = Boolean(site.country && site.country !== 'US');
  const needsUsData = abroad ? [...US_DATA_SECTIONS] : [];
  const wide = !abroad && radiusMiles !== undefined ? widerThanRing(site, radiusMiles) : null;
  let message: string | null = null;
  if (abroad)
    message = `This site is outside the United States (${site.country}): ${needsUsData.join(', ')} need U.S. data and are not computed; the location and map are shown.`;
  else if (wide && radiusMiles !== undefined)
    message = `This site is ${widerThanRingReason(wide, radiusMiles).replace('your site;', 'your site: the site score, revenue forecast, demographics, competitors and walk, transit and bike scores are not shown;')}.`;
  else if (step !== null && precision)
    message = `This site is located only to ${WHERE[precision]}: distances are rounded to about ${step} mi and zoning is not checked — place the pin on the parcel for street-level figures.`;
  const withheld = abroad ? needsUsData : wide ? [...POINT_SECTIONS] : [];
  return {
    precision,
    approximate: step !== null,
    distanceStepMiles: step,
    needsUsData,
    // Only where something is withheld: an analysis that shows everything reads as it did before these fields.
    ...(withheld.length > 0 ? { withheld } : {}),
    ...(wide ? { widerThanRing: wide } : {}),
    message,
  };
}

/**
 * Why nothing read at the point is the site's, in words for a score's, forecast's or ranking's place.
 *
 * @example widerThanRingReason({ name: 'Tucson, AZ', acrossMiles: 17.8 }, 1) // 'located only to Tucson, AZ, about 18 mi across — wider than the 1-mile ring, so figures at one point of it would not describe your site; enter a street address or place the pin on the parcel'
 */
export function widerThanRingReason(area: LocatedArea, radiusMiles: number): string {
  return `located only to ${area.name}, about ${milesText(area.acrossMiles)} across — wider than the ${ringWords(radiusMiles)}, so figures at one point of it would not describe your site; enter a street address or place the pin on the parcel`;
}

/**
 * The location with a figure for the whole located area where the data has one honestly: a ZIP code area's own Census
 * population (its ZCTA record), said after the reason as the whole area's count, not a ring around the site.
 */
export function withAreaFigure(location: SiteLocation, geo: Pick<GeoView, 'area'>): SiteLocation {
  const zip = location.widerThanRing?.zip;
  const population = zip ? geo.area('zcta', zip)?.demographics.population : null;
  if (!zip || !population || !location.message) return location;
  const people = Math.round(population.value).toLocaleString('en-US');
  return {
    ...location,
    areaPopulation: population,
    message: `${location.message} ZIP code ${zip} as a whole has ${people} residents (${population.source}, ${population.vintage}): the whole area's count, not a ring around your site.`,
  };
}

/** The sections a display leaves out of this analysis (stored analyses made before `withheld`: those abroad). */
export function withheldSections(location: SiteLocation | undefined | null): string[] {
  return location?.withheld ?? location?.needsUsData ?? [];
}

/** "about 2 mi" / "within about 1 mi": a distance as exact as an approximate site allows. */
export function approximateMilesText(miles: number, stepMiles: number): string {
  if (miles < stepMiles) return `within about ${stepMiles} mi`;
  return `about ${Math.round(miles / stepMiles) * stepMiles} mi`;
}

/**
 * A geocoded address as a site of a request: the label the user typed, the point, how exact it is and why, the area a
 * ZIP- or city-centre point stands for, and the country when it is abroad (which decides the sections shown).
 */
export function siteFromGeocode(label: string, found: GeocodeResult): SiteInput {
  return {
    label,
    lat: found.lat,
    lon: found.lon,
    precision: found.precision,
    geocodeNote: found.note,
    ...(found.area ? { area: found.area } : {}),
    ...(found.country && found.country !== 'US' ? { country: found.country } : {}),
  };
}
