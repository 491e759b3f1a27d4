import { CHAIN_LOCATIONS_DATASET_ID, type GeoView, type LatLon } from '@sitescout/geodata';
import type { BusinessType } from '../taxonomy/types.js';

/** What users read beside every chain store listed. */
export const CHAIN_LOCATIONS_LABEL = '2024 chain location';

export interface ChainLocationEntry {
  brand: string;
  address: string | null;
  distanceMiles: number;
  lat: number;
  lon: number;
  /** e.g. "licensed store (inside another shop)", "temporarily closed"; null when open as usual. */
  status: string | null;
  /** Other sources that list the same store (merged, counted once). */
  alsoListedBy: string[];
  label: typeof CHAIN_LOCATIONS_LABEL;
}

export interface ChainLocations {
  /** Radius the list covers: the analysis radius, or wider when no chain store is inside it. */
  radiusMiles: number;
  items: ChainLocationEntry[];
  source: string;
  vintage: string;
  note: string;
}

/** How far to look when no chain store of this type is inside the analysis radius. */
export const CHAIN_SEARCH_MILES = 5;
const MAX_CHAIN_LISTED = 25;

/**
 * National chains' stores of this business type near the site, from the 2024 company store locators —
 * anywhere in the U.S., also where no other place data is loaded. A list of named chain competitors only:
 * it says nothing about independent businesses, so it never stands for a competitor count.
 *
 * @example chainLocationsNear(geo, getBusinessType('coffee-shop'), {lat: 30.2445, lon: -97.7735}, 1).items[0].brand // 'Starbucks'
 */
export function chainLocationsNear(
  geo: GeoView,
  type: BusinessType,
  center: LatLon,
  radiusMiles: number,
): ChainLocations | null {
  const hits = geo.chainLocationsWithin(center, Math.max(radiusMiles, CHAIN_SEARCH_MILES), { categories: [type.id] });
  if (hits.length === 0) return null;
  const inside = hits.filter((h) => h.distanceMiles <= radiusMiles);
  const shown = inside.length > 0 ? inside : hits.slice(0, 3);
  const reach = inside.length > 0 ? radiusMiles : Math.max(...shown.map((h) => h.distanceMiles));
  const dataset = geo.dataset(CHAIN_LOCATIONS_DATASET_ID);
  return {
    radiusMiles: inside.length > 0 ? radiusMiles : Math.ceil(reach * 10) / 10,
    items: shown.slice(0, MAX_CHAIN_LISTED).map((h) => ({
      brand: h.place.brand ?? h.place.name,
      address: h.place.address,
      distanceMiles: h.distanceMiles,
      lat: h.place.lat,
      lon: h.place.lon,
      status: h.place.status,
      alsoListedBy: h.place.datasetId === CHAIN_LOCATIONS_DATASET_ID ? [] : [h.place.source],
      label: CHAIN_LOCATIONS_LABEL,
    })),
    source: dataset?.source ?? 'Company store locators (2024 chain locations)',
    vintage: dataset?.vintage ?? '2024',
    note: `${inside.length > 0 ? `${inside.length} chain store${inside.length === 1 ? '' : 's'} within ${radiusMiles} mi` : `no chain store within ${radiusMiles} mi; the nearest ${shown.length}`} from the 2024 store locators of 15 national chains — named chain competitors only, not a count of all ${type.noun.many}`,
  };
}
