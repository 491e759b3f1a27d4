import { brandOf } from '../../categories/brands.js';
import { splitFoodService } from '../../categories/food-service-split.js';
import type { CategoryMatch } from '../../categories/map-categories.js';
import type { UnmappedCounter } from '../../categories/unmapped-counter.js';
import { round } from '../../io/values.js';
import type { PlaceRecord } from '../../model/place.js';
import type { DatasetMeta, Provenance } from '../../model/provenance.js';
import { datasetMeta } from '../types.js';

/** Dataset identity every place importer is given. */
export interface PlaceSource extends Provenance {
  datasetId: string;
  licence: string;
  attribution: string;
  coverage: string;
}

export interface PlaceInput {
  sourceId: string;
  name: string;
  lat: number;
  lon: number;
  match: CategoryMatch;
  brand?: string | null;
  address?: string | null;
  rating?: number | null;
  reviewCount?: number | null;
  priceLevel?: number | null;
  status?: string | null;
}

/** Builds a PlaceRecord: brand-table categories are added, unmapped labels counted. */
export function makePlace(input: PlaceInput, source: PlaceSource, unmapped: UnmappedCounter): PlaceRecord {
  const brand = brandOf(input.name);
  const categories = splitFoodService(
    input.name,
    [...new Set([...input.match.categories, ...(brand?.categories ?? [])])].sort(),
    input.match.sourceCategories,
  );
  if (categories.length === 0)
    unmapped.add(input.match.unmapped.length > 0 ? input.match.unmapped : [`${source.datasetId}:(no category)`]);
  const brandName = input.brand ?? brand?.brand ?? null;
  return {
    id: `${source.datasetId}:${input.sourceId}`,
    name: input.name.trim(),
    brand: brandName,
    isChain: brandName !== null,
    categories,
    sourceCategories: input.match.sourceCategories,
    lat: round(input.lat),
    lon: round(input.lon),
    address: input.address?.trim() || null,
    rating: input.rating ?? null,
    reviewCount: input.reviewCount ?? null,
    priceLevel: input.priceLevel ?? null,
    status: input.status ?? null,
    datasetId: source.datasetId,
    source: source.source,
    vintage: source.vintage,
    mergedFrom: [source.datasetId],
  };
}

/** Dataset description for a place importer's output. */
export function placeMeta(
  source: PlaceSource,
  files: string[],
  rowsRead: number,
  kept: number,
  warnings: string[],
): DatasetMeta {
  return datasetMeta({
    id: source.datasetId,
    source: source.source,
    vintage: source.vintage,
    files,
    licence: source.licence,
    attribution: source.attribution,
    coverage: source.coverage,
    rowsRead,
    rowsKept: kept,
    warnings,
  });
}
