import { GeocodeError, type GeocodeResult, type Geocoder } from '../model/geocode.js';
import { fetchText } from './http.js';
import type { MinIntervalLimiter } from './rate-limiter.js';

/** Public endpoint of the U.S. Census Bureau geocoder (one-line address search). */
export const CENSUS_GEOCODER_URL = 'https://geocoding.geo.census.gov/geocoder';

interface CensusResponse {
  result?: {
    addressMatches?: Array<{
      matchedAddress: string;
      coordinates: { x: number; y: number };
      addressComponents?: { zip?: string; state?: string; city?: string };
    }>;
  };
}

/** U.S. Census Bureau geocoder: street addresses interpolated along TIGER street ranges ("street" precision). */
export class CensusGeocoder implements Geocoder {
  readonly id = 'census';

  constructor(
    private readonly baseUrl: string,
    private readonly limiter: MinIntervalLimiter,
    private readonly benchmark = 'Public_AR_Current',
    /** A user is waiting on the form: a slow answer is worth less than the town centre now. */
    private readonly timeoutMs = 5000,
  ) {}

  /** U.S. street ranges only: an address the offline geocoder placed abroad is not worth a request. */
  covers(offline: GeocodeResult): boolean {
    return (offline.country ?? 'US') === 'US' && offline.state !== null;
  }

  async geocode(query: string): Promise<GeocodeResult> {
    const url = new URL(`${this.baseUrl.replace(/\/$/, '')}/locations/onelineaddress`);
    url.searchParams.set('address', query);
    url.searchParams.set('benchmark', this.benchmark);
    url.searchParams.set('format', 'json');
    const text = await this.limiter.schedule(() => fetchText(url.toString(), { timeoutMs: this.timeoutMs }));
    const match = (JSON.parse(text) as CensusResponse).result?.addressMatches?.[0];
    if (!match) throw new GeocodeError('GEOCODE_NOT_FOUND', `the Census geocoder found no address matching "${query}"`);
    return {
      lat: match.coordinates.y,
      lon: match.coordinates.x,
      precision: 'street',
      label: match.matchedAddress,
      zip: match.addressComponents?.zip ?? null,
      state: match.addressComponents?.state ?? null,
      provider: 'census',
      note: 'interpolated along the street segment (U.S. Census Bureau geocoder)',
    };
  }
}
