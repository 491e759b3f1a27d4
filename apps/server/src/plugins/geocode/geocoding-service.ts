import {
  CensusGeocoder,
  ChainGeocoder,
  GeocodeError,
  type GeocodeResult,
  type Geocoder,
  MinIntervalLimiter,
  NominatimGeocoder,
} from '@sitescout/geodata';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { geocodeCache } from '../../db/schema/geocode.js';
import type { GeodataConfig } from '../geodata/geodata-config.js';
import type { GeodataService } from '../geodata/geodata-service.js';

export interface CachedGeocodeResult extends GeocodeResult {
  /** True when the answer came from the cache table instead of a provider. */
  cached: boolean;
}

/** Geocoding for every plugin: offline street index, online providers for other street addresses, ZIP, city; cached. */
export interface GeocodingService {
  geocode(query: string): Promise<CachedGeocodeResult>;
  /** Resolves once the data pack is loaded; rejects with `NoGeodataError` (503) when the server has none. */
  ready(): Promise<void>;
}

/** Cache key: case and spacing do not make two addresses different. */
export function queryKey(query: string): string {
  return query.trim().toLowerCase().replace(/\s+/g, ' ');
}

const ONLINE_PROVIDERS = new Set(['nominatim', 'photon', 'census']);

export function createGeocodingService(options: {
  config: GeodataConfig;
  geodata: GeodataService;
  database: Database;
  log: FastifyBaseLogger;
}): GeocodingService {
  const { config } = options;
  // One limiter per provider: each public service has its own usage policy.
  // Chain order: the offline street index (Chicago), then the Census geocoder (U.S. street ranges), then
  // Nominatim/Photon, then the offline ZIP and city fallbacks (ChainGeocoder).
  const online: Geocoder[] = [];
  if (config.censusGeocoderUrl)
    online.push(new CensusGeocoder(config.censusGeocoderUrl, new MinIntervalLimiter(config.geocoderMinIntervalMs)));
  if (config.geocoderUrl)
    online.push(
      new NominatimGeocoder(config.geocoderUrl, new MinIntervalLimiter(config.geocoderMinIntervalMs), {
        email: config.geocoderEmail,
      }),
    );
  const { db } = options.database;

  return {
    async ready() {
      await options.geodata.get();
    },
    async geocode(query) {
      const key = queryKey(query);
      if (key.length === 0) throw new GeocodeError('GEOCODE_BAD_INPUT', 'the location is empty');
      const [hit] = await db.select().from(geocodeCache).where(eq(geocodeCache.queryKey, key)).limit(1);
      if (hit) {
        await db
          .update(geocodeCache)
          .set({ hits: sql`${geocodeCache.hits} + 1` })
          .where(eq(geocodeCache.queryKey, key));
        return { ...(hit.result as GeocodeResult), cached: true };
      }
      const { geocoder: offline } = await options.geodata.get();
      const chain = new ChainGeocoder(offline, online, (provider, error) =>
        options.log.warn({ provider, err: error }, 'online geocoder failed; falling back'),
      );
      const result = await chain.geocode(query);
      if (ONLINE_PROVIDERS.has(result.provider)) {
        await db
          .insert(geocodeCache)
          .values({ queryKey: key, provider: result.provider, result })
          .onConflictDoNothing({ target: geocodeCache.queryKey });
      }
      return { ...result, cached: false };
    },
  };
}
