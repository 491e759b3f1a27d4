import type { GeocodePrecision } from '@sitescout/geodata';
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

const STEP_MILES: Partial<Record<GeocodePrecision, number>> = { zip: 1, city: 5 };
const WHERE: Partial<Record<GeocodePrecision, string>> = { zip: 'its ZIP code area', city: 'its city' };

/** The site's precision and what follows from it (a site without a precision counts as exact). */
export function siteLocation(site: SiteInput): SiteLocation {
  const precision = site.precision ?? null;
  const step = precision ? (STEP_MILES[precision] ?? null) : null;
  const abroad = Boolean(site.country && site.country !== 'US');
  const needsUsData = abroad ? [...US_DATA_SECTIONS] : [];
  let message: string | null = null;
  if (abroad)
    message = `This site is outside the United States (${site.country}): ${needsUsData.join(', ')} need U.S. data and are not computed; the location and map are shown.`;
  else if (step !== null && precision)
    message = `This site is located only to ${WHERE[precision]}: distances are rounded to about ${step} mi and zoning is not checked — place the pin on the parcel for street-level figures.`;
  return { precision, approximate: step !== null, distanceStepMiles: step, needsUsData, message };
}

/** "about 2 mi" / "within about 1 mi": a distance as exact as an approximate site allows. */
export function approximateMilesText(miles: number, stepMiles: number): string {
  if (miles < stepMiles) return `within about ${stepMiles} mi`;
  return `about ${Math.round(miles / stepMiles) * stepMiles} mi`;
}
