import { GeocodeError, type GeocodePrecision, type GeocodeResult, type Geocoder } from '../model/geocode.js';
import { fetchText } from './http.js';
import type { MinIntervalLimiter } from './rate-limiter.js';

interface NominatimHit {
  lat: string;
  lon: string;
  display_name: string;
  addresstype?: string;
  type?: string;
  class?: string;
  address?: { postcode?: string; state?: string; 'ISO3166-2-lvl4'?: string; house_number?: string; road?: string };
}

interface PhotonFeature {
  geometry: { coordinates: [number, number] };
  properties: {
    name?: string;
    housenumber?: string;
    street?: string;
    city?: string;
    state?: string;
    postcode?: string;
    type?: string;
    osm_key?: string;
  };
}

function precisionOf(kind: string | undefined, hasHouseNumber: boolean): GeocodePrecision {
  if (hasHouseNumber || kind === 'house' || kind === 'building') return 'rooftop';
  if (kind === 'road' || kind === 'street') return 'street';
  if (kind === 'postcode') return 'zip';
  return 'city';
}

/**
 * Nominatim- or Photon-compatible geocoder at `GEOCODER_URL`. The response shape decides which:
 * Nominatim answers a JSON array (`/search?format=jsonv2&addressdetails=1`), Photon a FeatureCollection (`/api`).
 */
export class NominatimGeocoder implements Geocoder {
  readonly id: string;

  constructor(
    private readonly baseUrl: string,
    private readonly limiter: MinIntervalLimiter,
    private readonly options: { email?: string; countryCodes?: string } = {},
  ) {
    this.id = 'nominatim';
  }

  private url(query: string): string {
    const url = new URL(this.baseUrl);
    const photon = /\/api\/?$/.test(url.pathname);
    if (!photon && !url.pathname.endsWith('/search')) url.pathname = `${url.pathname.replace(/\/$/, '')}/search`;
    url.searchParams.set('q', query);
    url.searchParams.set('limit', '1');
    if (!photon) {
      url.searchParams.set('format', 'jsonv2');
      url.searchParams.set('addressdetails', '1');
      if (this.options.countryCodes) url.searchParams.set('countrycodes', this.options.countryCodes);
      if (this.options.email) url.searchParams.set('email', this.options.email);
    }
    return url.toString();
  }

  async geocode(query: string): Promise<GeocodeResult> {
    const text = await this.limiter.schedule(() => fetchText(this.url(query)));
    const data = JSON.parse(text) as NominatimHit[] | { type: 'FeatureCollection'; features: PhotonFeature[] };
    if (Array.isArray(data)) {
      const hit = data[0];
      if (!hit) throw new GeocodeError('GEOCODE_NOT_FOUND', `the geocoder found no match for "${query}"`);
      const state = hit.address?.['ISO3166-2-lvl4']?.replace(/^US-/, '') ?? null;
      return {
        lat: Number(hit.lat),
        lon: Number(hit.lon),
        precision: precisionOf(hit.addresstype ?? hit.type, Boolean(hit.address?.house_number)),
        label: hit.display_name,
        zip: hit.address?.postcode?.slice(0, 5) ?? null,
        state,
        provider: 'nominatim',
        note: null,
      };
    }
    const feature = data.features?.[0];
    if (!feature) throw new GeocodeError('GEOCODE_NOT_FOUND', `the geocoder found no match for "${query}"`);
    const p = feature.properties;
    const [lon, lat] = feature.geometry.coordinates;
    return {
      lat,
      lon,
      precision: precisionOf(p.type, Boolean(p.housenumber)),
      label: [[p.housenumber, p.street].filter(Boolean).join(' ') || p.name, p.city, p.state, p.postcode]
        .filter(Boolean)
        .join(', '),
      zip: p.postcode?.slice(0, 5) ?? null,
      state: null,
      provider: 'photon',
      note: null,
    };
  }
}
