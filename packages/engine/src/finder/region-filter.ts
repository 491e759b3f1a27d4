import type { AreaRecord, BBox, LatLon } from '@sitescout/geodata';
import { haversineMiles } from '@sitescout/geodata';
import { EngineInputError } from '../errors/engine-input-error.js';

/** Where to search: a county, a state, a list of ZCTAs, a bounding box, or a circle (a city's centre and a radius). */
export type SearchRegion =
  | { kind: 'county'; fips: string }
  | { kind: 'zctas'; zctas: string[] }
  | { kind: 'state'; state: string }
  | { kind: 'bbox'; bbox: BBox }
  | { kind: 'near'; center: LatLon; radiusMiles: number; label?: string };

/** Which areas a region holds (by their internal point, county, state or ZIP), and how it is named. */
export function regionFilter(region: SearchRegion): { test: (a: AreaRecord) => boolean; label: string } {
  switch (region.kind) {
    case 'county':
      if (!/^\d{5}$/.test(region.fips)) throw new EngineInputError('region.fips', 'must be a 5-digit county FIPS code');
      return { test: (a) => a.countyFips === region.fips, label: `county ${region.fips}` };
    case 'state':
      if (!/^[A-Z]{2}$/.test(region.state))
        throw new EngineInputError('region.state', 'must be a two-letter state code');
      return { test: (a) => a.state === region.state, label: region.state };
    case 'zctas': {
      if (region.zctas.length === 0 || !region.zctas.every((z) => /^\d{5}$/.test(z)))
        throw new EngineInputError('region.zctas', 'must list 5-digit ZIP codes');
      const wanted = new Set(region.zctas);
      const shown = region.zctas.slice(0, 5).join(', ');
      return {
        test: (a) => wanted.has(a.id),
        label: `ZIP ${shown}${region.zctas.length > 5 ? ` and ${region.zctas.length - 5} more` : ''}`,
      };
    }
    case 'bbox': {
      const [w, s, e, n] = region.bbox;
      if (![w, s, e, n].every(Number.isFinite) || w >= e || s >= n)
        throw new EngineInputError(
          'region.bbox',
          'must be [west, south, east, north] with west < east and south < north',
        );
      return {
        test: (a) =>
          a.internalPoint.lon >= w && a.internalPoint.lon <= e && a.internalPoint.lat >= s && a.internalPoint.lat <= n,
        label: `box ${region.bbox.join(', ')}`,
      };
    }
    case 'near':
      if (!(region.radiusMiles > 0 && region.radiusMiles <= 100))
        throw new EngineInputError('region.radiusMiles', 'must be between 0 and 100');
      return {
        test: (a) => haversineMiles(a.internalPoint, region.center) <= region.radiusMiles,
        label: `${region.label ?? 'the point'} within ${region.radiusMiles} mi`,
      };
  }
}
