import { type AreaKind, type AreaOverlap, areaBBox, type BBox, type LatLon } from '@sitescout/geodata';
import { milesToDegrees } from '@sitescout/shared';
import type { EngineContext } from '../analysis/engine-context.js';
import { marketHomeValue } from '../analysis/market-home-value.js';
import type { Figure } from '../figures/figure.js';
import { AREA_KIND_PREFERENCE, ringOverlaps, ringOverlapsWith } from '../trade-area/build-trade-area.js';
import { MIN_COVERAGE, MIN_LAYER_EXTENT, pickLayerFigure, ringLand } from '../trade-area/pick-layer.js';
import { corridorRents } from './corridor-rents.js';
import { estimateRent, type RentSection, retailRentBenchmark } from './rent-estimate.js';

/**
 * The rent estimate at a point: the market's published benchmark, scaled by the ring's median home value against
 * the market's (on the same area layer), or a published corridor rent that covers the point. One function for a
 * site's Cost section and the finder's cost part, so an area reads the same cost on both.
 */
export function rentAt(
  ctx: EngineContext,
  point: LatLon,
  countyFips: string | null,
  local: { homeValue: Figure | null; homeValueKind?: AreaKind | undefined; grossRent: Figure | null },
): RentSection {
  return estimateRent({
    benchmark: retailRentBenchmark(ctx.geo.publishedFigures(), countyFips),
    localHomeValue: local.homeValue,
    referenceHomeValue: marketHomeValue(ctx, countyFips, local.homeValueKind),
    localMedianGrossRent: local.grossRent,
    corridor: corridorRents(ctx.geo.corridorRentsAt(point), new Date().getUTCFullYear()),
  });
}

/** Where home values are loaded, found once per context (the finder asks for a rent at every ZCTA of a state). */
interface HomeValueReach {
  /** The box around every tract with a median home value; null when none has one. */
  box: BBox | null;
  /** The land (sq mi) of those tracts together: the most a ring can hold of them. */
  land: number;
  /** Whether a ZCTA or county has one too (areas fetched on demand may): then only the full ring can tell. */
  coarser: boolean;
}

function homeValueReach(ctx: EngineContext): HomeValueReach {
  return ctx.memo('rent-at:home-value-reach', () => {
    let box: BBox | null = null;
    let land = 0;
    for (const tract of ctx.geo.areas('tract')) {
      if (!tract.demographics.medianHomeValue) continue;
      const [w, s, e, n] = areaBBox(tract);
      box = box ? [Math.min(box[0], w), Math.min(box[1], s), Math.max(box[2], e), Math.max(box[3], n)] : [w, s, e, n];
      land += tract.landAreaSqMi ?? 1;
    }
    const coarser = (['zcta', 'county'] as const).some((kind) =>
      ctx.geo.areas(kind).some((a) => a.demographics.medianHomeValue),
    );
    return { box, land, coarser };
  });
}

/** Whether a ring's box reaches the box of the tracts with a home value. */
function reachesBox(box: BBox | null, point: LatLon, radiusMiles: number): boolean {
  if (!box) return false;
  const { dLat, dLon } = milesToDegrees(radiusMiles, point.lat);
  return (
    point.lon + dLon >= box[0] && point.lon - dLon <= box[2] && point.lat + dLat >= box[1] && point.lat - dLat <= box[3]
  );
}

/**
 * The rent index (local ÷ market) a site at `point` with a ring of `radiusMiles` would get on its dashboard; null
 * where nothing local is measured. Home values are loaded for Chicago's tracts only, so the ring is drawn only where
 * they could give it a figure or a corridor rent covers the point, and it counts as measured only where a tract in it
 * has one; elsewhere the answer is null without the cost of a ring (the finder asks at every ZCTA of a state).
 */
export function rentIndexAt(
  ctx: EngineContext,
  point: LatLon,
  radiusMiles: number,
  countyFips: string | null,
  /** The ZCTAs overlapping this ring (`areasOverlappingRing('zcta', point, radiusMiles)`) when the caller has them. */
  zctaRing?: readonly AreaOverlap[],
): number | null {
  const corridor = ctx.geo.corridorRentsAt(point).length > 0;
  const reach = homeValueReach(ctx);
  // Offline only tracts carry a home value: then the ring is drawn against the ZCTAs (its land) and the tracts, never
  // the counties, and against the tracts only where their land could make up {@link MIN_COVERAGE} of a tract layer
  // that reaches {@link MIN_LAYER_EXTENT} of the ring's land (the rules of `pickLayerFigure`): a 15-mile ring round a
  // suburb can hold at most Chicago's 227 sq mi of them, under half of its land.
  const tractsOnly = !reach.coarser;
  if (!corridor && tractsOnly && !reachesBox(reach.box, point, radiusMiles)) return null;
  const ring =
    tractsOnly && zctaRing
      ? ringOverlapsWith(ctx.geo, point, radiusMiles, { zcta: [...zctaRing] })
      : ringOverlaps(ctx.geo, point, radiusMiles, tractsOnly ? ['zcta'] : AREA_KIND_PREFERENCE);
  if (!corridor && tractsOnly && reach.land < MIN_COVERAGE * MIN_LAYER_EXTENT * ringLand(ring)) return null;
  if (tractsOnly) ring.byKind.tract = ctx.geo.areasOverlappingRing('tract', point, radiusMiles);
  const measured = (ring.byKind.tract ?? []).some((o) => o.area.demographics.medianHomeValue);
  if (!measured && !corridor) return null;
  const home = pickLayerFigure(ring, 'medianHomeValue');
  return rentAt(ctx, point, countyFips, {
    homeValue: home?.figure ?? null,
    homeValueKind: home?.basis.kind,
    grossRent: null,
  }).index;
}
