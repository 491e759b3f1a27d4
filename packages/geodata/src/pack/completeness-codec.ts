import type { BusinessCategory } from '../model/categories.js';
import type { CompletenessRow } from '../model/completeness.js';

/** Completeness rows as columns in tables.json (one array per field). */
export interface EncodedCompleteness {
  geography: Array<'zip' | 'county'>;
  geoId: string[];
  category: BusinessCategory[];
  named: number[];
  census: number[];
}

export function encodeCompleteness(rows: readonly CompletenessRow[]): EncodedCompleteness {
  return {
    geography: rows.map((r) => r.geography),
    geoId: rows.map((r) => r.geoId),
    category: rows.map((r) => r.category),
    named: rows.map((r) => r.named),
    census: rows.map((r) => r.census),
  };
}

/** Packs written before completeness was measured have none: an empty list. */
export function decodeCompleteness(columns: EncodedCompleteness | undefined): CompletenessRow[] {
  if (!columns) return [];
  return columns.geoId.map((geoId, i) => ({
    geography: columns.geography[i] as 'zip' | 'county',
    geoId,
    category: columns.category[i] as BusinessCategory,
    named: columns.named[i] as number,
    census: columns.census[i] as number,
  }));
}
