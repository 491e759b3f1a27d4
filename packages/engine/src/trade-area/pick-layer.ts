import type { AreaKind, AreaOverlap } from '@sitescout/geodata';
import type { Figure } from '../figures/figure.js';
import { type APPORTION_RULES, apportion, landInRing } from './apportion.js';
import type { RingOverlaps } from './ring-overlaps.js';

export type ApportionedKey = keyof typeof APPORTION_RULES;

/**
 * Finest geography first: Illinois tracts (2020 counts; Cook tracts clipped by their polygons, the rest as
 * equal-area discs at their internal points), then ZCTAs (equal-area discs), then counties.
 */
export const FIELD_LAYER_ORDER: readonly AreaKind[] = ['tract', 'zcta', 'county'];

/** Share of a layer's land in the ring that must have a value before the layer's figure is used. */
export const MIN_COVERAGE = 0.8;
/**
 * Share of the ring's land a layer must reach at all (tracts are loaded for Illinois only): lower
 * than 1 because water inside the ring (Lake Michigan) has no land in any layer.
 */
export const MIN_LAYER_EXTENT = 0.6;

export interface FieldBasis {
  kind: AreaKind;
  areas: number;
  /** Share (0–1) of the layer's land in the ring covered by areas with a value. */
  coverage: number;
}

/** The ring's land as the most complete layer sees it (discs may overlap: never above the ring's area). */
export function ringLand(ring: RingOverlaps): number {
  return Math.min(ring.areaSqMi ?? Math.PI * ring.radiusMiles ** 2, ring.landSqMi);
}

/** Land in the ring of the areas on the site's side of a state line (all of it when the site's state is unknown). */
function ownStateLand(ring: RingOverlaps, overlaps: readonly AreaOverlap[]): number {
  return overlaps
    .filter((o) => !ring.siteState || !o.area.state || o.area.state === ring.siteState)
    .reduce((s, o) => s + landInRing(o), 0);
}

/** Share (0–1) of the ring's ZCTA land on the site's side of a state line (1 when the ring has no ZCTA land). */
function ownStateShare(ring: RingOverlaps): number {
  return ring.landSqMi > 0 ? ownStateLand(ring, ring.byKind.zcta ?? []) / ring.landSqMi : 1;
}

/**
 * One field of one ring from the finest layer that reaches {@link MIN_LAYER_EXTENT} of the ring's land (on the
 * site's side of a state line) and
 * has a value for {@link MIN_COVERAGE} of that layer's land in the ring; null when no layer does.
 *
 * @example pickLayerFigure(ringOverlaps(geo, site, 1), 'population')?.basis // {kind: 'tract', areas: 14, coverage: 1}
 */
export function pickLayerFigure(
  ring: RingOverlaps,
  key: ApportionedKey,
  order: readonly AreaKind[] = FIELD_LAYER_ORDER,
): { figure: Figure; basis: FieldBasis } | null {
  const total = ringLand(ring);
  for (const kind of order) {
    const overlaps = ring.byKind[kind];
    if (!overlaps || overlaps.length === 0) continue;
    const land = overlaps.reduce((s, o) => s + landInRing(o), 0);
    if (land < MIN_LAYER_EXTENT * total) continue;
    // It must also reach the ring on the site's own side of a state line (measured against the ZCTAs there); once
    // it does, areas across the line count by their land inside the ring like any other.
    // The ZCTAs' land on that side is taken as their share of the ring's land: their discs overlap where ZIP areas are
    // small (a town centre), and summed they can hold twice the ring's area, which no finer layer could reach.
    if (ownStateLand(ring, overlaps) < MIN_LAYER_EXTENT * ownStateShare(ring) * total) continue;
    const result = apportion(overlaps, key, land);
    if (result && result.coverage >= MIN_COVERAGE)
      return { figure: result.figure, basis: { kind, areas: result.areasUsed, coverage: result.coverage } };
  }
  return null;
}
