import { GeocodeError, type GeocodeResult, type Geocoder } from '../model/geocode.js';
import { UpstreamError } from './http.js';

/** System codes that mean "no network here" (name lookup or connection failed), not "this service is slow". */
const OFFLINE_CODES = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNREFUSED',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'ENETDOWN',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** True when an error says the network (not the service) is missing. */
export function isOfflineError(error: unknown): boolean {
  return error instanceof UpstreamError && error.status === 0 && OFFLINE_CODES.has(error.networkCode ?? '');
}

/** What a {@link Reachability} reports: an episode without a network begins, or ends. */
export type ReachabilityChange =
  | {
      state: 'offline';
      /** Who found the network missing ("census", "county sources"). */
      upstream: string;
      /** The failure, in a few words ("geocoding.geo.census.gov answered 0: fetch failed (ENOTFOUND)"). */
      reason: string;
      /** How long online lookups are now skipped before one tries again. */
      skipMs: number;
    }
  | { state: 'online'; upstream: string; offlineMs: number };

/** The counts `/api/health` and `/metrics` show. */
export interface ReachabilityStatus {
  /** True from the first failure of an episode until an upstream answers again. */
  offline: boolean;
  /** When the current episode began (ISO), null while online. */
  offlineSince: string | null;
  /** Episodes without a network since the process started. */
  offlineEpisodes: number;
}

/**
 * Remembers that the server could not reach the network, for a while: without a network, online lookups are skipped
 * at once instead of each one waiting for its own DNS failure or timeout. An episode (from the first failure until an
 * upstream answers again, however many lookups fail or are skipped meanwhile) is reported once when it begins and
 * once when it ends, to the listeners of {@link onChange}: the server logs one line each, not one per request.
 */
export class Reachability {
  private offlineUntil = 0;
  private episodeStart: number | null = null;
  private episodes = 0;
  private readonly listeners: Array<(change: ReachabilityChange) => void> = [];

  constructor(
    /** How long one failed lookup keeps the server offline before it tries again. */
    private readonly rememberMs = 5 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  isOffline(): boolean {
    return this.now() < this.offlineUntil;
  }

  /** Calls `listener` when an episode begins and when it ends. */
  onChange(listener: (change: ReachabilityChange) => void): void {
    this.listeners.push(listener);
  }

  status(): ReachabilityStatus {
    return {
      offline: this.episodeStart !== null,
      offlineSince: this.episodeStart === null ? null : new Date(this.episodeStart).toISOString(),
      offlineEpisodes: this.episodes,
    };
  }

  /** Records what a call's error says about the network: missing, or there (the service answered, if badly). */
  observe(error: unknown, upstream = 'network'): void {
    if (isOfflineError(error)) this.wentOffline(upstream, error instanceof Error ? error.message : String(error));
    else if (error instanceof UpstreamError && error.status > 0) this.reached(upstream);
  }

  /** Records that the network is missing (a caller that read it from its own errors). */
  wentOffline(upstream = 'network', reason = 'no network'): void {
    const now = this.now();
    this.offlineUntil = now + this.rememberMs;
    if (this.episodeStart !== null) return;
    this.episodeStart = now;
    this.episodes += 1;
    this.emit({ state: 'offline', upstream, reason, skipMs: this.rememberMs });
  }

  /** Records that an upstream answered: the network is there (again). */
  reached(upstream = 'network'): void {
    this.offlineUntil = 0;
    if (this.episodeStart === null) return;
    const offlineMs = this.now() - this.episodeStart;
    this.episodeStart = null;
    this.emit({ state: 'online', upstream, offlineMs });
  }

  private emit(change: ReachabilityChange): void {
    for (const listener of this.listeners) listener(change);
  }
}

/** The error a lookup skipped while the server is known to be offline answers with (no request was made). */
export class SkippedOfflineError extends GeocodeError {
  constructor(provider: string) {
    super('GEOCODE_UPSTREAM', `${provider} skipped: the server is offline`);
  }
}

/**
 * True for an online geocoder's failure that says nothing new to an operator: the network is missing (its episode
 * is logged once by {@link Reachability}), or a lookup was skipped for that reason.
 */
export function isOfflineFailure(error: unknown): boolean {
  return error instanceof SkippedOfflineError || isOfflineError(error);
}

/** An online geocoder that is not asked while the server is known to be offline. */
export class ReachableGeocoder implements Geocoder {
  readonly id: string;

  constructor(
    private readonly inner: Geocoder,
    private readonly reachability: Reachability,
  ) {
    this.id = inner.id;
  }

  covers(offline: GeocodeResult): boolean {
    return this.inner.covers?.(offline) ?? true;
  }

  async geocode(query: string): Promise<GeocodeResult> {
    if (this.reachability.isOffline()) throw new SkippedOfflineError(this.inner.id);
    let answer: GeocodeResult;
    try {
      answer = await this.inner.geocode(query);
    } catch (error) {
      // A "no such address" is an answer too: the service was reached.
      if (error instanceof GeocodeError) this.reachability.reached(this.inner.id);
      else this.reachability.observe(error, this.inner.id);
      throw error;
    }
    this.reachability.reached(this.inner.id);
    return answer;
  }
}
