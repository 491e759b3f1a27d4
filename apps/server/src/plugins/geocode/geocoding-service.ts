import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  CensusGeocoder,
  ChainGeocoder,
  GeocodeError,
  type GeocodeResult,
  type Geocoder,
  isOfflineFailure,
  MinIntervalLimiter,
  NominatimGeocoder,
  Reachability,
  ReachableGeocoder,
  UpstreamError,
} from '@sitescout/geodata';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { geocodeCache } from '../../db/schema/geocode.js';
import type { GeodataConfig } from '../geodata/geodata-config.js';
import type { GeodataService } from '../geodata/geodata-service.js';
import { refuseWhileBuilding } from '../geodata/no-geodata.js';

export interface CachedGeocodeResult extends GeocodeResult {
  /** True when the answer came from the cache table instead of a provider. */
  cached: boolean;
}

/** Geocoding for every plugin: offline street index, online providers for other street addresses, ZIP, city; cached. */
export interface GeocodingService {
  geocode(query: string): Promise<CachedGeocodeResult>;
  /**
   * Geocodes many queries as `geocode` does each, with one cache lookup for them all: in the same order, a query
   * that cannot be placed answers its `GeocodeError` in its place (other errors reject the whole call). With
   * `yieldEvery`, the event loop runs between every that many queries (a batch slice's addresses, each maybe searched
   * against every street name, on the API's thread) while the cache is still read once for them all.
   */
  geocodeMany(queries: string[], options?: { yieldEvery?: number }): Promise<Array<CachedGeocodeResult | GeocodeError>>;
  /**
   * Resolves once the data pack is loaded; rejects with `NoGeodataError` (503) when the server has none, and at once
   * with `DataPreparingError` (503) while a first start fetches or builds it.
   */
  ready(): Promise<void>;
  /** What the server knows of its network (one memory for every online lookup and county fetch of this process). */
  readonly reachability: Reachability;
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
  // Without a network nothing waits: one DNS or connection failure keeps every provider skipped for a while.
  const reachability = new Reachability(config.offlineMemoryMs);
  // One line when an episode without a network begins, one when it ends: never one per lookup.
  reachability.onChange((change) => {
    if (change.state === 'offline')
      options.log.warn(
        { upstream: change.upstream, reason: change.reason, retryEverySeconds: Math.round(change.skipMs / 1000) },
        'upstream offline: online geocoders and county fetches are skipped until it answers again',
      );
    else
      options.log.info(
        { upstream: change.upstream, offlineSeconds: Math.round(change.offlineMs / 1000) },
        'upstream back online',
      );
  });
  const online: Geocoder[] = [];
  if (config.censusGeocoderUrl)
    online.push(
      new ReachableGeocoder(
        new CensusGeocoder(config.censusGeocoderUrl, new MinIntervalLimiter(config.geocoderMinIntervalMs)),
        reachability,
      ),
    );
  if (config.geocoderUrl)
    online.push(
      new ReachableGeocoder(
        new NominatimGeocoder(config.geocoderUrl, new MinIntervalLimiter(config.geocoderMinIntervalMs), {
          email: config.geocoderEmail,
        }),
        reachability,
      ),
    );
  const { db } = options.database;

  /**
   * An online geocoder's failure. Offline ones are the reachability episode's (logged once); "no such address" is an
   * answer (debug); a service's trouble (rate limited, 5xx, a timeout) is an expected condition: its reason, no stack.
   * Anything else is a fault, with its stack.
   */
  function providerFailed(provider: string, error: unknown): void {
    if (isOfflineFailure(error)) return;
    if (error instanceof GeocodeError && error.code === 'GEOCODE_NOT_FOUND')
      options.log.debug({ provider, reason: error.message }, 'online geocoder found nothing; falling back');
    else if (error instanceof GeocodeError || error instanceof UpstreamError)
      options.log.warn({ provider, reason: error.message }, 'online geocoder failed; falling back');
    else options.log.warn({ provider, err: error }, 'online geocoder failed; falling back');
  }

  /** Cached answers for these keys, with their hits counted (a key asked twice counts twice). */
  async function cachedAnswers(keys: string[]): Promise<Map<string, GeocodeResult>> {
    const distinct = [...new Set(keys)];
    if (distinct.length === 0) return new Map();
    const hits = await db.select().from(geocodeCache).where(inArray(geocodeCache.queryKey, distinct));
    const found = new Map(hits.map((h) => [h.queryKey, h.result as GeocodeResult]));
    // One update per distinct count of asks (nearly always just one).
    const byCount = new Map<number, string[]>();
    for (const key of found.keys()) {
      const asks = keys.filter((k) => k === key).length;
      byCount.set(asks, [...(byCount.get(asks) ?? []), key]);
    }
    for (const [asks, counted] of byCount) {
      await db
        .update(geocodeCache)
        .set({ hits: sql`${geocodeCache.hits} + ${asks}` })
        .where(inArray(geocodeCache.queryKey, counted));
    }
    return found;
  }

  /** A query not in the cache: the chain of geocoders; online answers are stored for next time. */
  async function lookUp(query: string, key: string): Promise<CachedGeocodeResult> {
    const { geocoder: offline } = await options.geodata.withOverlays();
    const chain = new ChainGeocoder(offline, online, providerFailed);
    const result = await chain.geocode(query);
    if (ONLINE_PROVIDERS.has(result.provider)) {
      await db
        .insert(geocodeCache)
        .values({ queryKey: key, provider: result.provider, result })
        .onConflictDoNothing({ target: geocodeCache.queryKey });
    }
    return { ...result, cached: false };
  }

  async function geocodeMany(
    queries: string[],
    options: { yieldEvery?: number } = {},
  ): Promise<Array<CachedGeocodeResult | GeocodeError>> {
    const keys = queries.map(queryKey);
    const cached = await cachedAnswers(keys.filter((k) => k.length > 0));
    const answers: Array<CachedGeocodeResult | GeocodeError> = [];
    const step = options.yieldEvery ?? 0;
    const lookedUp = new Map<string, Promise<CachedGeocodeResult | GeocodeError>>();
    for (const [i, query] of queries.entries()) {
      if (step > 0 && i > 0 && i % step === 0) await nextTurn();
      const key = keys[i] ?? '';
      const hit = cached.get(key);
      if (key.length === 0) answers.push(new GeocodeError('GEOCODE_BAD_INPUT', 'the location is empty'));
      else if (hit) answers.push({ ...hit, cached: true });
      else {
        // An address asked twice in one call goes to the providers once (as the cache would answer it the second time).
        let answer = lookedUp.get(key);
        if (!answer) {
          answer = lookUp(query, key).catch(placeError);
          lookedUp.set(key, answer);
        }
        const found = await answer;
        answers.push(found instanceof GeocodeError ? found : { ...found });
      }
    }
    return answers;
  }

  return {
    reachability,
    async ready() {
      // A first start fetching or building its data is minutes away: say so now rather than hold the request.
      refuseWhileBuilding(options.geodata);
      await options.geodata.get();
    },
    geocodeMany,
    async geocode(query) {
      const [answer] = await geocodeMany([query]);
      if (!answer || answer instanceof GeocodeError) throw answer;
      return answer;
    },
  };
}

/** A query that cannot be placed is an answer of its own; any other failure is thrown. */
function placeError(error: unknown): GeocodeError {
  if (error instanceof GeocodeError) return error;
  throw error;
}
