/**
 * How exact a geocode is; the engine shows this next to the site. `street`: a house number placed on
 * its block; `intersection`: where two named streets cross; `pin`: placed by hand on the map.
 */
export type GeocodePrecision = 'coordinates' | 'pin' | 'rooftop' | 'street' | 'intersection' | 'zip' | 'city';

/** A ZIP code area or town a point was placed in the middle of, and its size. */
export interface LocatedArea {
  name: string;
  acrossMiles: number;
  /** The ZIP code, when the area is a ZIP code area (its Census figures can be read as a whole). */
  zip?: string;
}

export interface GeocodeResult {
  lat: number;
  lon: number;
  precision: GeocodePrecision;
  /** Normalised label, e.g. "60614 (ZIP code area)" or "Springfield, IL". */
  label: string;
  zip: string | null;
  state: string | null;
  /** ISO country code when the geocoder says (world cities: "GB", "CA", "US"); absent otherwise (U.S. sources). */
  country?: string | null;
  /**
   * Which geocoder answered: "offline-street", "offline-intersection", "offline-coordinates",
   * "offline-zcta", "offline-place", "offline-geonames", "census", "nominatim", "photon".
   */
  provider: string;
  /** Why precision is coarser than asked, e.g. "placed at the town centre, about 3.1 mi across: …". */
  note: string | null;
  /**
   * The ZIP code area or town the point stands for, when it is placed only at that area's centre: its name
   * ("Tucson, AZ", "ZIP code 85701") and how far across its land is (the equal-area disc's diameter, the same figure
   * the note says as "about 18 mi across"). Absent when the point is exact or the provider gives no land area.
   */
  area?: LocatedArea | null;
  /** About how far (metres) the true spot may be from the point; absent when the provider does not say. */
  uncertaintyMetres?: number | null;
  /**
   * True when the query was a street address that this answer places only at its town's or ZIP's centre (the
   * offline street data does not reach it): an online geocoder may do better, within that town or ZIP.
   */
  streetFallback?: boolean;
}

/** A geocoder; offline and online providers implement the same interface. */
export interface Geocoder {
  readonly id: string;
  /** Resolves the query or throws {@link GeocodeError}; never returns (0,0) for unknown input. */
  geocode(query: string): Promise<GeocodeResult>;
  /** Whether it is worth asking about an address the offline geocoder placed only at `offline` (absent: always). */
  covers?(offline: GeocodeResult): boolean;
}

/** Unknown or malformed address: a clear message, code for the API, field "q". */
export class GeocodeError extends Error {
  readonly code: 'GEOCODE_NOT_FOUND' | 'GEOCODE_BAD_INPUT' | 'GEOCODE_UPSTREAM';
  readonly field = 'q';
  constructor(code: GeocodeError['code'], message: string) {
    super(message);
    this.name = 'GeocodeError';
    this.code = code;
  }
}
