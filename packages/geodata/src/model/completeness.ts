import type { BusinessCategory } from './categories.js';

/**
 * How complete the named places are for one business category in one area with a Census count:
 * named places of the category in the area against the Census establishments for its NAICS codes
 * (ZIP Code Business Patterns per ZIP, County Business Patterns per county). Measured at build time.
 */
export interface CompletenessRow {
  geography: 'zip' | 'county';
  /** ZIP or county FIPS. */
  geoId: string;
  category: BusinessCategory;
  /** Named places of the category assigned to the area (nearest ZCTA internal point). */
  named: number;
  /** Census establishments (reported cells; suppressed cells count as 1). */
  census: number;
}
