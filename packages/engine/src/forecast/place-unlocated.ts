import { type AreaOverlap, haversineMiles } from '@sitescout/geodata';

/** Establishments without a location placed at one demand zone, and how far each zone's customers travel to them. */
export interface PlacedStores {
  zoneId: string;
  /** Establishments placed at this zone (fractional: density × households). */
  establishments: number;
  /** Distance from each demand zone (in zone order) to the placed establishments, miles. */
  distancesMiles: number[];
}

/** Households of a demand zone inside the market area (its households × its share inside). */
export const zoneHouseholds = (o: AreaOverlap): number =>
  (o.area.demographics.households?.value ?? 0) * o.overlapFraction;

/**
 * Mean distance from a zone's centre to its homes, taking the zone as a disc of its land area:
 * 2/3 of the disc's radius (√(area/π)). The distance a zone's own customers travel to the stores placed in it.
 */
export function withinZoneMiles(landAreaSqMi: number | null): number {
  return landAreaSqMi && landAreaSqMi > 0 ? (2 / 3) * Math.sqrt(landAreaSqMi / Math.PI) : 0;
}

/**
 * The competitor estimate's establishments that have no location, placed at the demand zones so they take their
 * share in the Huff model: each zone holds (establishments per household in the ring) × its households, at its
 * internal point; customers of another zone travel the straight line between the two internal points, a zone's own
 * customers `withinZoneMiles`. Competitors spread like the homes they serve — the Census counts them by county or
 * ZIP, never by block, so no finer placement is known.
 *
 * @example placeUnlocated(zones, 3 / 2962) // [{zoneId: '60540', establishments: 2.1, distancesMiles: [0.9, 2.4, …]}, …]
 */
export function placeUnlocated(zones: readonly AreaOverlap[], establishmentsPerHousehold: number): PlacedStores[] {
  if (!(establishmentsPerHousehold > 0)) return [];
  return zones.flatMap((zone) => {
    const establishments = establishmentsPerHousehold * zoneHouseholds(zone);
    if (establishments <= 0) return [];
    return [
      {
        zoneId: zone.area.id,
        establishments,
        distancesMiles: zones.map((from) =>
          from === zone
            ? withinZoneMiles(zone.area.landAreaSqMi)
            : haversineMiles(from.area.internalPoint, zone.area.internalPoint),
        ),
      },
    ];
  });
}
