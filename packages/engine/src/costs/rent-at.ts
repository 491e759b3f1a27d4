import type { AreaKind, LatLon } from '@sitescout/geodata';
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

/**
 * The rent index (local ÷ market) a site at `point` with a ring of `radiusMiles` would get on its dashboard; null
 * where nothing local is measured. Home values are loaded for Chicago's tracts only, so the ring is drawn only where
 * a tract in the ring has one (elsewhere the answer is null without the cost of a ring).
 */
export function rentIndexAt(
  ctx: EngineContext,
  point: LatLon,
  radiusMiles: number,
  countyFips: string | null,
): number | null {
  const tracts = ctx.geo.areasOverlappingRing('tract', point, radiusMiles);
  const measured = tracts.some((o) => o.area.demographics.medianHomeValue);
  if (!measured && ctx.geo.corridorRentsAt(point).length === 0) return null;
  const home = pickLayerFigure(ringOverlaps(ctx.geo, point, radiusMiles), 'medianHomeValue');
  return rentAt(ctx, point, countyFips, {
    homeValue: home?.figure ?? null,
    homeValueKind: home?.basis.kind,
    grossRent: null,
  }).index;
}
