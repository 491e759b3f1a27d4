import type { PlaceCategory } from './categories.js';

/** Dataset id of the 2024 chain locations (company store locators); listed in `mergedFrom` of their places. */
export const CHAIN_LOCATIONS_DATASET_ID = 'chain-locations-2024';

/** A business or amenity point from one or more merged sources. */
export interface PlaceRecord {
  /** Stable id: "<datasetId>:<source id or row>". */
  id: string;
  name: string;
  /** Brand/chain name when recognised (name-suggestion-index or source tag), else null. */
  brand: string | null;
  /** True when the place belongs to a recognised chain; false = independent or unknown. */
  isChain: boolean;
  categories: PlaceCategory[];
  /** The source's own categories, e.g. "amenity=cafe", "google:convenience_store", "yelp:Coffee & Tea". */
  sourceCategories: string[];
  lat: number;
  lon: number;
  address: string | null;
  /** Star rating 0–5 where the source has one (Google, Yelp), else null. */
  rating: number | null;
  reviewCount: number | null;
  /** Google price level 0–4, or null. */
  priceLevel: number | null;
  /** e.g. "OPERATIONAL", "CLOSED_TEMPORARILY", "Active"; null when the source says nothing. */
  status: string | null;
  /** Dataset id of the record kept (the richest one after de-duplication). */
  datasetId: string;
  source: string;
  vintage: string;
  /** Every dataset id that contributed a duplicate of this place. */
  mergedFrom: string[];
}

/** A place with its straight-line distance from the query point. */
export interface PlaceHit {
  place: PlaceRecord;
  distanceMiles: number;
}

export interface PlaceFilter {
  /** Keep places having any of these categories. */
  categories?: readonly PlaceCategory[];
  /** Maximum number of hits (nearest first). */
  limit?: number;
}
