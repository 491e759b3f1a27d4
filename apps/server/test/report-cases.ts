import { BUSINESS_TYPES } from '@sitescout/engine';

/** A box of latitude and longitude random sites are drawn from. */
interface Region {
  name: string;
  lat: [number, number];
  lon: [number, number];
}

/** Illinois (where the business data is), half the draws: Chicago, its suburbs and downstate. */
const ILLINOIS: readonly Region[] = [
  { name: 'Chicago, IL', lat: [41.7, 42.05], lon: [-87.9, -87.55] },
  { name: 'Chicago suburbs, IL', lat: [41.55, 42.3], lon: [-88.45, -87.7] },
  { name: 'downstate Illinois', lat: [37.3, 41.4], lon: [-90.9, -87.7] },
];

/** Six other states (national Census data, no place data) and two Canadian cities (no U.S. data at all). */
const ELSEWHERE: readonly Region[] = [
  { name: 'Indianapolis, IN', lat: [39.65, 39.95], lon: [-86.35, -85.95] },
  { name: 'Philadelphia, PA', lat: [39.9, 40.1], lon: [-75.3, -75.0] },
  { name: 'Nashville, TN', lat: [36.05, 36.25], lon: [-86.95, -86.65] },
  { name: 'Tucson, AZ', lat: [32.1, 32.35], lon: [-111.05, -110.8] },
  { name: 'New Orleans, LA', lat: [29.9, 30.05], lon: [-90.15, -89.95] },
  { name: 'St. Louis, MO', lat: [38.55, 38.75], lon: [-90.35, -90.15] },
  { name: 'Edmonton, AB, Canada', lat: [53.45, 53.6], lon: [-113.6, -113.35] },
  { name: 'Toronto, ON, Canada', lat: [43.6, 43.8], lon: [-79.55, -79.25] },
];

/** Radii a customer can choose (0.25 to 50 miles): the form's usual steps, and any value between. */
const RADII = [0.25, 0.5, 0.75, 1, 1.5, 2, 3, 5, 7.5, 10, 15, 20, 25, 35, 50];

export interface ReportCase {
  businessType: string;
  radiusMiles: number;
  sites: Array<{ label: string; lat: number; lon: number; precision: 'coordinates' }>;
}

const pick = <T>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
const within = (next: () => number, [low, high]: [number, number]) =>
  Math.round((low + next() * (high - low)) * 1e5) / 1e5;

/**
 * The `index`-th random analysis request: its business type taken in turn from `typeOffset` (any 25 cases in a row
 * cover every type), 1 to 3 sites each in Illinois half the time, a radius from the form's steps or between them.
 */
export function randomCase(next: () => number, index: number, typeOffset: number): ReportCase {
  const type = BUSINESS_TYPES[(typeOffset + index) % BUSINESS_TYPES.length];
  const count = 1 + Math.floor(next() * 3);
  const sites = Array.from({ length: count }, (_, i) => {
    const region = pick(next, next() < 0.5 ? ILLINOIS : ELSEWHERE);
    return {
      label: `Random site ${i + 1} (${region.name})`,
      lat: within(next, region.lat),
      lon: within(next, region.lon),
      precision: 'coordinates' as const,
    };
  });
  const radiusMiles = next() < 0.7 ? pick(next, RADII) : Math.round(within(next, [0.25, 50]) * 20) / 20;
  return { businessType: type?.id ?? 'coffee-shop', radiusMiles, sites };
}
