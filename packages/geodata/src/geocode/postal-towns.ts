import { metresBetween } from '../accuracy/accuracy-stats.js';
import type { AreaRecord } from '../model/area.js';
import { acrossMiles, acrossText, areaUncertaintyMetres } from './area-uncertainty.js';
import { placeKey } from './us-places.js';

/** A town as the Postal Service names it: the ZIP code areas filed under that name, as one area. */
export interface PostalTown {
  name: string;
  state: string;
  zips: string[];
  /** Land-area-weighted middle of the ZIPs' internal points. */
  lat: number;
  lon: number;
  /** Far enough to reach across every one of its ZIPs (each ZIP's own uncertainty from the middle). */
  uncertaintyMetres: number;
  /** "3.1 mi": how far across the town's land is. */
  across: string;
  /** The same, in miles. */
  acrossMiles: number;
}

/**
 * Town names from the USPS ZIP locale table ("Cherry Hill, NJ", "Nashville, TN"), for towns the Census list of
 * places lacks or names otherwise (townships, consolidated cities, post-office names).
 */
export class PostalTowns {
  private readonly zipsByTown = new Map<string, { name: string; state: string; zips: string[] }>();

  constructor(
    zipCities: ReadonlyArray<readonly [string, string, string]>,
    private readonly zcta: (zip: string) => AreaRecord | undefined,
  ) {
    for (const [zip, city, state] of zipCities) {
      const key = `${placeKey(city)}|${state}`;
      const entry = this.zipsByTown.get(key) ?? { name: city, state, zips: [] };
      entry.zips.push(zip);
      this.zipsByTown.set(key, entry);
    }
  }

  find(name: string, state: string): PostalTown | null {
    const entry = this.zipsByTown.get(`${placeKey(name)}|${state}`);
    if (!entry) return null;
    const areas = entry.zips.flatMap((zip) => {
      const area = this.zcta(zip);
      return area?.landAreaSqMi ? [{ zip, area, land: area.landAreaSqMi }] : [];
    });
    const land = areas.reduce((sum, a) => sum + a.land, 0);
    if (areas.length === 0 || land <= 0) return null;
    const lat = areas.reduce((sum, a) => sum + a.area.internalPoint.lat * a.land, 0) / land;
    const lon = areas.reduce((sum, a) => sum + a.area.internalPoint.lon * a.land, 0) / land;
    const reach = Math.max(
      ...areas.map(
        (a) => metresBetween({ lat, lon }, a.area.internalPoint) + (areaUncertaintyMetres(a.land, 'zip') ?? 0),
      ),
    );
    return {
      name: entry.name,
      state: entry.state,
      zips: areas.map((a) => a.zip),
      lat,
      lon,
      uncertaintyMetres: Math.round(reach),
      across: acrossText(land) ?? '0.6 mi',
      acrossMiles: acrossMiles(land) ?? 0.6,
    };
  }
}
