import type { AreaKind, AreaOverlap, GeoView, LatLon } from '@sitescout/geodata';
import type { Figure } from '../figures/figure.js';
import { wholeCount } from '../figures/figure.js';
import { landInRing } from './apportion.js';
import type { WalkTradeArea } from './build-walksheds.js';
import { type FieldBasis, pickLayerFigure } from './pick-layer.js';
import type { RingOverlaps } from './ring-overlaps.js';
import { ringRadii } from './ring-radii.js';

/** Area kinds in the order they are tried for each field (see README: newest national first). */
export const AREA_KIND_PREFERENCE: readonly AreaKind[] = ['zcta', 'tract', 'county'];

export interface RingSummary {
  radiusMiles: number;
  /** Land inside the ring as the ZCTA layer sees it (water excluded). */
  landAreaSqMi: Figure | null;
  population: Figure | null;
  households: Figure | null;
  housingUnits: Figure | null;
  /** Which layer the ring's population came from and how many of its areas were used. */
  populationBasis?: FieldBasis;
}

export interface TradeAreaAreaRef {
  kind: AreaKind;
  id: string;
  name: string;
  overlapFraction: number;
  distanceMiles: number;
  method: AreaOverlap['method'];
}

export interface TradeArea {
  center: LatLon;
  radiusMiles: number;
  rings: RingSummary[];
  /** The ZCTAs overlapping the chosen ring with their apportioning factors. */
  areas: TradeAreaAreaRef[];
  method: string;
  /**
   * 5/10/15-minute walksheds over the street grid, or why there are none (outside the street data: the
   * rings alone). Absent from analyses stored before walksheds existed.
   */
  walk?: WalkTradeArea;
}

export const TRADE_AREA_METHOD =
  'Rings are circles around the site. In Illinois people, households and age bands come from the 2020 Census tract counts: Cook County tracts are clipped by their boundaries, the other Illinois tracts are treated as discs of their land area around their Census internal points; ZIP areas (ZCTAs, as discs) are used only where tracts do not cover the ring. Every ZCTA, tract and county overlapping a ring is apportioned by the share of its land inside the ring: by exact boundary clipping where the boundary is loaded, otherwise by treating the area as a disc of its published land area around its Census internal point (centroid-in-ring would count a large rural ZCTA fully or not at all). Counts are scaled by that share; rates and medians are averaged weighted by the people or households inside.';

/**
 * Demand zones (the forecast) use tracts only up to this radius; beyond it ZCTAs are detailed enough.
 * Ring figures use tracts at every radius (the clipping skips tracts wholly inside or outside the ring).
 */
export const MAX_TRACT_RING_MILES = 5;

/** Overlaps of one ring for the given area kinds, and its land as the ZCTA layer sees it. */
export function ringOverlaps(
  geo: GeoView,
  center: LatLon,
  radiusMiles: number,
  kinds: readonly AreaKind[] = AREA_KIND_PREFERENCE,
): RingOverlaps {
  const byKind: Partial<Record<AreaKind, AreaOverlap[]>> = {};
  for (const kind of kinds) {
    byKind[kind] = geo.areasOverlappingRing(kind, center, radiusMiles);
  }
  return ringOverlapsWith(geo, center, radiusMiles, byKind);
}

/** {@link ringOverlaps} from overlaps already found (the ZCTAs' among them give the ring's land). */
export function ringOverlapsWith(
  geo: GeoView,
  center: LatLon,
  radiusMiles: number,
  byKind: Partial<Record<AreaKind, AreaOverlap[]>>,
): RingOverlaps {
  const landSqMi = (byKind.zcta ?? []).reduce((s, o) => s + landInRing(o), 0);
  const siteState = geo.areaAt('zcta', center)?.state ?? geo.areaAt('county', center)?.state ?? null;
  return { radiusMiles, byKind, landSqMi, siteState };
}

function ringSummary(geo: GeoView, center: LatLon, radiusMiles: number): RingSummary {
  const ring = ringOverlaps(geo, center, radiusMiles, ['tract', 'zcta']);
  // Equal-area discs of neighbouring ZCTAs overlap a little; the ring's land cannot exceed its area.
  const land = Math.min(Math.PI * radiusMiles ** 2, ring.landSqMi);
  const population = pickLayerFigure(ring, 'population');
  const count = (key: 'households' | 'housingUnits') => wholeCount(pickLayerFigure(ring, key)?.figure ?? null);
  return {
    radiusMiles,
    landAreaSqMi:
      (ring.byKind.zcta ?? []).length > 0
        ? {
            value: land,
            unit: 'sq-mi',
            estimate: {
              method:
                'sum of each overlapping ZCTA’s Gazetteer land area × its share inside the ring, at most the ring’s area',
            },
          }
        : null,
    population: wholeCount(population?.figure ?? null),
    households: count('households'),
    housingUnits: count('housingUnits'),
    ...(population ? { populationBasis: population.basis } : {}),
  };
}

/**
 * Rings at the chosen radius plus 0.5/1/3/5 mi (or the given `radii`) with apportioned people, households and
 * homes, and the ZCTAs of the chosen ring with their apportioning factors.
 *
 * @example buildTradeArea(geo, {lat: 41.925, lon: -87.64}, 1).rings.map((r) => r.radiusMiles) // [0.5, 1, 3, 5]
 */
export function buildTradeArea(
  geo: GeoView,
  center: LatLon,
  radiusMiles: number,
  radii: readonly number[] = ringRadii(radiusMiles),
): TradeArea {
  const rings = radii.map((r) => ringSummary(geo, center, r));
  const areas = geo.areasOverlappingRing('zcta', center, radiusMiles).map((o) => ({
    kind: o.area.kind,
    id: o.area.id,
    name: o.area.name,
    overlapFraction: o.overlapFraction,
    distanceMiles: o.distanceMiles,
    method: o.method,
  }));
  return { center, radiusMiles, rings, areas, method: TRADE_AREA_METHOD };
}
