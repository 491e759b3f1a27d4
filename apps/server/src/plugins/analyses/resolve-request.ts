import {
  type AnalysisRequest,
  EngineInputError,
  type Plan,
  type SiteInput,
  siteFromGeocode,
  validateRequest,
} from '@sitescout/engine';
import { GeocodeError } from '@sitescout/geodata';
import { AppError } from '../../lib/app-error.js';
import type { GeocodingService } from '../geocode/geocoding-service.js';
import type { CreateAnalysisBody } from './schemas.js';

type SiteBody = CreateAnalysisBody['sites'][number];

/** `sites[1].lat` (engine) → `sites.1.lat` (the API's field paths, like request validation's). */
export function apiField(enginePath: string): string {
  return enginePath.replace(/\[(\d+)\]/g, '.$1');
}

/** Engine input errors become `{code, message, field}` 400s naming the API field. */
export function engineInputError(error: EngineInputError): AppError {
  const field = apiField(error.field);
  const detail = error.message.startsWith(`${error.field}: `)
    ? error.message.slice(error.field.length + 2)
    : error.message;
  return new AppError(400, error.code, `${field}: ${detail}`, field);
}

async function geocodeSite(geocoding: GeocodingService, site: SiteBody, index: number): Promise<SiteInput> {
  if (typeof site !== 'string') {
    const label = site.label?.trim();
    return {
      label: label || `${site.lat.toFixed(5)}, ${site.lon.toFixed(5)}`,
      lat: site.lat,
      lon: site.lon,
      // A dragged pin is as exact as the user's eye on the map; typed coordinates are taken as given.
      precision: site.pinned ? 'pin' : 'coordinates',
    };
  }
  const field = `sites.${index}.address`;
  try {
    return siteFromGeocode(site.trim(), await geocoding.geocode(site));
  } catch (error) {
    if (error instanceof GeocodeError) {
      const status = error.code === 'GEOCODE_UPSTREAM' ? 502 : 400;
      const code = error.code === 'GEOCODE_NOT_FOUND' ? 'address_not_found' : error.code.toLowerCase();
      throw new AppError(status, code, `${field}: ${error.message}`, field);
    }
    throw error;
  }
}

/**
 * Checks the request with the engine's own rules (so the API and the engine never disagree), geocoding
 * address strings first. Every error names its field, e.g. `sites.1.address` or `priorities.footTraffic`.
 */
export async function resolveRequest(
  geocoding: GeocodingService,
  body: CreateAnalysisBody,
  plan: Plan,
): Promise<AnalysisRequest> {
  const check = (sites: unknown) => {
    try {
      return validateRequest({ ...body, sites, plan });
    } catch (error) {
      if (error instanceof EngineInputError) throw engineInputError(error);
      throw error;
    }
  };
  // Business type, radius, priorities and the site count are checked before any geocoder is asked.
  check(body.sites.map(() => ({ lat: 0, lon: 0 })));
  // A server without data says so (503 no_geodata) rather than blaming the addresses or failing the job later.
  await geocoding.ready();
  const sites: SiteInput[] = [];
  for (const [index, site] of body.sites.entries()) sites.push(await geocodeSite(geocoding, site, index));
  return check(sites);
}
