import type { DatasetMeta } from './provenance.js';

/** Written beside the pack; printed by `npm run data:build`. */
export interface PackManifest {
  /** Pack format version; a loader refuses packs of another version. */
  formatVersion: number;
  /** SHA-256 over the pack's table files, so two builds can be compared. */
  contentHash: string;
  /** Rows per table in the pack. */
  tables: Record<string, number>;
  datasets: DatasetMeta[];
  /** Source category → count, for categories no SiteScout category was found for. */
  unmappedCategories: Record<string, number>;
  duplicatesRemoved: { places: number; byDataset: Record<string, number> };
  warnings: string[];
}
