import type { GeocodePrecision, LocatedArea } from '@sitescout/geodata';
import { PLANS } from '@sitescout/shared';
import { EngineInputError } from '../errors/engine-input-error.js';
import { getBusinessType } from '../taxonomy/business-types.js';
import { type BusinessType, CUSTOMER_SEGMENTS, type CustomerSegment } from '../taxonomy/types.js';

/** Sites allowed per request by plan: Complete Report 3, Pro 25 (the plans' own numbers), batch mode 10,000. */
export const SITE_LIMITS = {
  complete: PLANS.completeReport.maxLocations,
  pro: PLANS.proMonthly.maxLocations,
  batch: 10_000,
} as const;
export type Plan = keyof typeof SITE_LIMITS;

export const RADIUS_LIMITS = { min: 0.25, max: 50 } as const;

/** A geocoded candidate site. */
export interface SiteInput {
  label: string;
  lat: number;
  lon: number;
  /** How exact the geocode is; shown next to the site. */
  precision?: GeocodePrecision;
  /** Why the precision is coarser than asked, from the geocoder. */
  geocodeNote?: string | null;
  /** ISO country code when the geocoder found the place abroad ("GB"); absent for U.S. sites. */
  country?: string | null;
  /** The ZIP code area or town a ZIP- or city-precision point stands for, and how far across it is (geocoder). */
  area?: LocatedArea | null;
}

export interface Priorities {
  footTraffic?: number;
  lowCompetition?: number;
  customerProximity?: number;
  /** Which customers to be near; defaults to the business type's target customers. */
  customers?: CustomerSegment[];
}

/** A request as it arrives (from JSON or a form): anything may be missing or wrong. */
export interface AnalysisRequestInput {
  businessType?: unknown;
  sites?: unknown;
  radiusMiles?: unknown;
  priorities?: unknown;
  plan?: unknown;
}

export interface AnalysisRequest {
  businessType: BusinessType;
  sites: SiteInput[];
  radiusMiles: number;
  priorities: Priorities;
  plan: Plan;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function finite(value: unknown, field: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new EngineInputError(field, 'must be a number', 'invalid_number');
  if (value < min || value > max)
    throw new EngineInputError(field, `must be between ${min} and ${max}`, 'out_of_range');
  return value;
}

function validateSite(raw: unknown, i: number): SiteInput {
  const field = `sites[${i}]`;
  if (!isRecord(raw)) throw new EngineInputError(field, 'must be an object with lat and lon');
  const lat = finite(raw.lat, `${field}.lat`, -90, 90);
  const lon = finite(raw.lon, `${field}.lon`, -180, 180);
  if (raw.label !== undefined && typeof raw.label !== 'string')
    throw new EngineInputError(`${field}.label`, 'must be text');
  const label =
    typeof raw.label === 'string' && raw.label.trim() !== ''
      ? raw.label.trim()
      : `${lat.toFixed(5)}, ${lon.toFixed(5)}`;
  const site: SiteInput = { label, lat, lon };
  if (typeof raw.precision === 'string') site.precision = raw.precision as GeocodePrecision;
  if (typeof raw.geocodeNote === 'string') site.geocodeNote = raw.geocodeNote;
  if (typeof raw.country === 'string' && /^[A-Z]{2}$/.test(raw.country)) site.country = raw.country;
  const area = raw.area;
  if (
    isRecord(area) &&
    typeof area.name === 'string' &&
    area.name.trim() !== '' &&
    typeof area.acrossMiles === 'number' &&
    Number.isFinite(area.acrossMiles) &&
    area.acrossMiles > 0
  )
    site.area = {
      name: area.name.trim(),
      acrossMiles: area.acrossMiles,
      ...(typeof area.zip === 'string' && /^\d{5}$/.test(area.zip) ? { zip: area.zip } : {}),
    };
  return site;
}

function validatePriorities(raw: unknown): Priorities {
  if (raw === undefined || raw === null) return {};
  if (!isRecord(raw)) throw new EngineInputError('priorities', 'must be an object');
  const out: Priorities = {};
  for (const key of ['footTraffic', 'lowCompetition', 'customerProximity'] as const) {
    if (raw[key] !== undefined) out[key] = finite(raw[key], `priorities.${key}`, 0, 100);
  }
  if (raw.customers !== undefined) {
    if (!Array.isArray(raw.customers)) throw new EngineInputError('priorities.customers', 'must be a list');
    out.customers = raw.customers.map((c, i) => {
      if (!(CUSTOMER_SEGMENTS as readonly unknown[]).includes(c))
        throw new EngineInputError(
          `priorities.customers[${i}]`,
          `must be one of ${CUSTOMER_SEGMENTS.join(', ')}`,
          'unknown_customer_segment',
        );
      return c as CustomerSegment;
    });
  }
  return out;
}

/**
 * Checks an analysis request and fills defaults (radius from the business type, plan "complete").
 * Throws {@link EngineInputError} naming the first bad field, e.g. `sites[1].lat`.
 *
 * @example validateRequest({businessType: 'coffee-shop', sites: [{lat: 41.92, lon: -87.64}]}).radiusMiles // 1
 */
export function validateRequest(input: AnalysisRequestInput): AnalysisRequest {
  if (typeof input.businessType !== 'string' || input.businessType.trim() === '')
    throw new EngineInputError('businessType', 'is required');
  const businessType = getBusinessType(input.businessType.trim());
  const plan = input.plan === undefined ? 'complete' : input.plan;
  if (typeof plan !== 'string' || !(plan in SITE_LIMITS))
    throw new EngineInputError('plan', `must be one of ${Object.keys(SITE_LIMITS).join(', ')}`);
  const limit = SITE_LIMITS[plan as Plan];
  if (!Array.isArray(input.sites) || input.sites.length === 0)
    throw new EngineInputError('sites', 'at least one site is required');
  if (input.sites.length > limit)
    throw new EngineInputError(
      'sites',
      `at most ${limit} sites on the ${plan} plan (got ${input.sites.length})`,
      'too_many_sites',
    );
  const sites = input.sites.map(validateSite);
  const radiusMiles =
    input.radiusMiles === undefined || input.radiusMiles === null
      ? businessType.defaultRadiusMiles
      : finite(input.radiusMiles, 'radiusMiles', RADIUS_LIMITS.min, RADIUS_LIMITS.max);
  return { businessType, sites, radiusMiles, priorities: validatePriorities(input.priorities), plan: plan as Plan };
}
