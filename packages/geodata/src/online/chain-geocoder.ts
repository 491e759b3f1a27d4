import { metresBetween } from '../accuracy/accuracy-stats.js';
import type { OfflineGeocoder } from '../geocode/offline-geocoder.js';
import { GeocodeError, type GeocodeResult, type Geocoder } from '../model/geocode.js';

/**
 * An online answer for a street the offline data placed only at its town or ZIP must lie in that town or ZIP (within
 * its stated uncertainty): the town the user named binds online answers too.
 */
function withinNamedPlace(answer: GeocodeResult, offline: GeocodeResult): boolean {
  if (!offline.streetFallback || !offline.uncertaintyMetres) return true;
  return metresBetween(answer, offline) <= offline.uncertaintyMetres;
}

/**
 * One chain: the offline street index (Chicago street addresses and intersections), then each
 * configured online provider in turn (the server: Census, then Nominatim/Photon) for street addresses
 * the street index does not cover, then the offline ZIP and city fallbacks with their note. Coordinates,
 * bare ZIPs and "City, ST" are answered offline. `provider` on the result says which one answered.
 */
export class ChainGeocoder implements Geocoder {
  readonly id = 'chain';

  constructor(
    private readonly offline: OfflineGeocoder,
    private readonly online: readonly Geocoder[],
    private readonly onProviderError: (provider: string, error: unknown) => void = () => undefined,
  ) {}

  /** True when the offline answer is coarser than the query (a street address), so online can help. */
  wantsOnline(offline: GeocodeResult | null): boolean {
    return this.online.length > 0 && (offline === null || offline.streetFallback === true);
  }

  async geocode(query: string): Promise<GeocodeResult> {
    let offline: GeocodeResult | null = null;
    let offlineError: unknown = null;
    try {
      offline = this.offline.geocodeSync(query);
    } catch (error) {
      if (error instanceof GeocodeError && error.code === 'GEOCODE_BAD_INPUT') throw error;
      offlineError = error;
    }
    if (!this.wantsOnline(offline)) {
      if (offline) return offline;
      throw offlineError;
    }
    for (const provider of this.online) {
      if (offline && provider.covers && !provider.covers(offline)) continue;
      try {
        const answer = await provider.geocode(query);
        if (offline && !withinNamedPlace(answer, offline)) {
          this.onProviderError(
            provider.id,
            new GeocodeError('GEOCODE_NOT_FOUND', `${provider.id} placed it outside ${offline.label}: ${answer.label}`),
          );
          continue;
        }
        return answer;
      } catch (error) {
        this.onProviderError(provider.id, error);
      }
    }
    if (offline) return offline;
    throw offlineError;
  }
}
