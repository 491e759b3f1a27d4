import type { GeoView } from '@sitescout/geodata';
import { siteLocation } from '../site-location/site-location.js';
import type { BusinessType } from '../taxonomy/types.js';
import type { SiteInput } from '../validation/validate-request.js';
import { type ZoningSection, zoningFlags, zoningNotCheckedForPrecision } from './zoning-flags.js';

/** The zoning section of a site: its district's flags, or "not checked" when the point is only a ZIP's or city's. */
export function siteZoning(geo: GeoView, type: BusinessType, site: SiteInput): ZoningSection {
  return siteLocation(site).approximate
    ? zoningNotCheckedForPrecision(site.precision === 'city' ? 'its city' : 'its ZIP code area')
    : zoningFlags(type, geo.zoningAt({ lat: site.lat, lon: site.lon }));
}
