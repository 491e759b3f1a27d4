import type { AreaOverlap, GeoView } from '@sitescout/geodata';
import type { Figure } from '../figures/figure.js';
import type { BusinessType } from '../taxonomy/types.js';

/**
 * Named places ÷ Census establishments for the business type over the areas of a ring, each area
 * weighted by its share inside the ring: ZIPs where the pack measured them (ZIP Code Business
 * Patterns), else counties (County Business Patterns). Null when the pack has no measurement here.
 */
export function ringCompleteness(
  geo: GeoView,
  type: BusinessType,
  zctas: readonly AreaOverlap[],
  counties: readonly AreaOverlap[],
): Figure | null {
  for (const [geography, overlaps] of [
    ['zip', zctas],
    ['county', counties],
  ] as const) {
    let named = 0;
    let census = 0;
    let areas = 0;
    for (const o of overlaps) {
      const m = geo.completeness(geography, o.area.id, type.id);
      if (!m || m.census <= 0) continue;
      named += m.named * o.overlapFraction;
      census += m.census * o.overlapFraction;
      areas += 1;
    }
    if (areas > 0 && census > 0)
      return {
        value: named / census,
        estimate: {
          method: `named places of ${type.noun.many} ÷ Census establishments (${geography === 'zip' ? 'ZIP Code' : 'County'} Business Patterns) in ${areas} ${geography === 'zip' ? 'ZIP' : 'count'}${areas === 1 ? (geography === 'zip' ? '' : 'y') : geography === 'zip' ? 's' : 'ies'} of the ring, weighted by their share inside it; measured when the data pack was built`,
        },
      };
  }
  return null;
}
