/**
 * The street index as stored in the pack (`geocoder.json` → `streets`): per addressable Chicago street
 * its crossings sorted by grid value along the street. Compact: one flat number array per street.
 */
export interface StreetIndexData {
  /** City full names, "W CHICAGO AVE". */
  names: string[];
  /** ZIP codes referenced by index. */
  zips: string[];
  /**
   * Per street (same order as `names`), flat groups of 5 numbers per crossing, sorted by grid:
   * signed grid value along the street's axis, lat, lon, index of the crossing street in `names`
   * (-1 when that street is not addressable: kept for position only), index in `zips` (-1 = none).
   */
  crossings: number[][];
}

/** Numbers per crossing in {@link StreetIndexData.crossings}. */
export const CROSSING_STRIDE = 5;
