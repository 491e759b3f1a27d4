/** Where a figure came from: the dataset's public name and the vintage it describes. */
export interface Provenance {
  /** Human-readable source, e.g. "U.S. Census Bureau, ACS 5-year (B01003)". */
  source: string;
  /** Period the data describes, e.g. "2019-2023" or "2025-03". */
  vintage: string;
}

/** Unit of a {@link Figure}; shares are percentages 0–100, money is U.S. dollars. */
export type FigureUnit =
  | 'people'
  | 'households'
  | 'housing-units'
  | 'percent'
  | 'usd'
  | 'years'
  | 'sq-mi'
  | 'per-sq-mi'
  | 'persons-per-household'
  | 'class';

/** One sourced number. A missing value is `null` on the owning field, never a Figure with 0. */
export interface Figure<T = number> extends Provenance {
  value: T;
  unit: FigureUnit;
  /** Extra caveat a user should see, e.g. "2010 tract boundaries". */
  note?: string;
}

/** Licence/attribution and coverage facts about one imported dataset. */
export interface DatasetMeta extends Provenance {
  /** Stable id, e.g. "census-gazetteer-zcta", "osm-chicago-amenities-2019". */
  id: string;
  /** Folder-relative path(s) under GEODATA_DIR it was read from (or the online URL). */
  files: string[];
  /** Licence or terms, e.g. "public domain", "ODbL". */
  licence: string;
  /** Text that must be shown next to figures from this dataset, e.g. "© OpenStreetMap contributors". */
  attribution: string;
  /** Rows read and rows kept after cleaning. */
  rowsRead: number;
  rowsKept: number;
  /** Plain-words coverage, e.g. "Chicago, IL" or "United States". */
  coverage: string;
  /** Import warnings (skipped rows with reasons, quirks handled). */
  warnings: string[];
}
