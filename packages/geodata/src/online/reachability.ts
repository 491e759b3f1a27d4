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

/**
 * Remembers that the server could not reach the network, for a while: without a network, online lookups are skipped
 * at once instead of each one waiting for its own DNS failure or timeout.
 */
export class Reachability {
  private offlineUntil = 0;

  constructor(
    /** How long one failed lookup keeps the server offline before it tries again. */
    private readonly rememberMs = 5 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  isOffline(): boolean {
    return this.now() < this.offlineUntil;
  }

  /** Records what a call's error says about the network. */
  observe(error: unknown): void {
    if (isOfflineError(error)) this.wentOffline();
  }

  /** Records that the network is missing (a caller that read it from its own errors). */
  wentOffline(): void {
    this.offlineUntil = this.now() + this.rememberMs;
  }
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
    if (this.reachability.isOffline())
      throw new GeocodeError('GEOCODE_UPSTREAM', `${this.inner.id} skipped: the server is offline`);
    try {
      return await this.inner.geocode(query);
    } catch (error) {
      this.reachability.observe(error);
      throw error;
    }
  }
}
