import { type AreaKind, areaBBox, type BBox, type LatLon } from '@sitescout/geodata';
import { milesToDegrees } from '@sitescout/shared';
import type { EngineContext } from '../analysis/engine-context.js';
import { marketHomeValue } from '../analysis/market-home-value.js';
import type { Figure } from '../figures/figure.js';
import { ringOverlaps } from '../trade-area/build-trade-area.js';
import { pickLayerFigure } from '../trade-area/pick-layer.js';
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

/** The box around every tract with a median home value (null when none has one), found once per context. */
function homeValueExtent(ctx: EngineContext): BBox | null {
  return ctx.memo('rent-at:home-value-extent', () => {
    let box: BBox | null = null;
    for (const tract of ctx.geo.areas('tract')) {
      if (!tract.demographics.medianHomeValue) continue;
      const [w, s, e, n] = areaBBox(tract);
      box = box ? [Math.min(box[0], w), Math.min(box[1], s), Math.max(box[2], e), Math.max(box[3], n)] : [w, s, e, n];
    }
    return box;
  });
}

/** Whether a ring's box reaches the box of the tracts with home values (a cheap test before drawing the ring). */
function nearHomeValues(ctx: EngineContext, point: LatLon, radiusMiles: number): boolean {
  const box = homeValueExtent(ctx);
  if (!box) return false;
  const { dLat, dLon } = milesToDegrees(radiusMiles, point.lat);
  return (
    point.lon + dLon >= box[0] && point.lon - dLon <= box[2] && point.lat + dLat >= box[1] && point.lat - dLat <= box[3]
  );
}

/**
 * The rent index (local ÷ market) a site at `point` with a ring of `radiusMiles` would get on its dashboard; null
 * where nothing local is measured. Home values are loaded for Chicago's tracts only, so the ring is drawn only where
 * it reaches their box or a corridor rent, and it counts as measured only where a tract in it has one (elsewhere the
 * answer is null without the cost of a ring: the finder asks this for every ZCTA of a state).
 */
export function rentIndexAt(
  ctx: EngineContext,
  point: LatLon,
  radiusMiles: number,
  countyFips: string | null,
): number | null {
  const corridor = () => ctx.geo.corridorRentsAt(point).length > 0;
  if (!nearHomeValues(ctx, point, radiusMiles) && !corridor()) return null;
  const ring = ringOverlaps(ctx.geo, point, radiusMiles);
  const measured = (ring.byKind.tract ?? []).some((o) => o.area.demographics.medianHomeValue);
  if (!measured && !corridor()) return null;
  const home = pickLayerFigure(ring, 'medianHomeValue');
  return rentAt(ctx, point, countyFips, {
    homeValue: home?.figure ?? null,
    homeValueKind: home?.basis.kind,
    grossRent: null,
  }).index;
}
