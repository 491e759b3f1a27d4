import type { CounterStore } from '../../infra/counters/index.js';
import { AppError } from '../../lib/app-error.js';

/** Lookups one IP address may make per minute, through `GET /api/geocode` and every route that geocodes for it. */
export const GEOCODE_REQUESTS_PER_MINUTE = 60;
const MINUTE_MS = 60_000;

/** The counter `@fastify/rate-limit` keeps for `GET /api/geocode` (see infra/counters/rate-limit-store.ts). */
const lookupKey = (ip: string) => `geocode:GET/api/geocode:${ip}`;

/**
 * Counts `lookups` address lookups made for `ip` by another route (a quote geocodes its sites) against the same
 * per-minute allowance as `GET /api/geocode`, so no route is a way around it; 429 with the wait once it is spent.
 */
export async function chargeGeocodeLookups(counters: CounterStore, ip: string, lookups: number): Promise<void> {
  for (let i = 0; i < lookups; i++) {
    const { count, resetInMs } = await counters.increment(lookupKey(ip), MINUTE_MS);
    if (count > GEOCODE_REQUESTS_PER_MINUTE) {
      const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
      throw new AppError(
        429,
        'rate_limited',
        `Too many location lookups from your address (at most ${GEOCODE_REQUESTS_PER_MINUTE} addresses a minute). Please try again in ${seconds} seconds.`,
      );
    }
  }
}
