import type { AreaKind, AreaOverlap } from '@sitescout/geodata';

/** Overlaps of the chosen ring by area kind, kept for the demographics section. */
export interface RingOverlaps {
  radiusMiles: number;
  byKind: Partial<Record<AreaKind, AreaOverlap[]>>;
  /** Ring land (sq mi) from the ZCTA layer: the denominator of every field's coverage. */
  landSqMi: number;
  /** The zone's own area when it is not the circle of `radiusMiles` (a walkshed): caps its land. */
  areaSqMi?: number;
  /**
   * The site's state (two letters, from its ZCTA or county): a layer is used for a ring only where it covers the
   * ring on the site's own side of a state line (tracts are loaded for Illinois only, and a St. Louis ring must not
   * be read from one Illinois tract across the river). Absent: every area counts.
   */
  siteState?: string | null;
}
