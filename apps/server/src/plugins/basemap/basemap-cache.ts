import type { BBox } from '@sitescout/geodata';
import { DETAIL_SPAN_DEGREES } from './basemap-layers.js';

/** Grid the boxes are widened to: fine for street-level boxes, coarser for wide ones (fewer distinct boxes). */
const FINE_STEP = 0.01;
const COARSE_STEP = 0.1;
/** Bytes of drawn basemaps kept (JSON text); the least recently used go first. */
const CACHE_BYTES = 48 * 1024 * 1024;

const snapDown = (v: number, step: number) => Math.floor(v / step + 1e-9) * step;
const snapUp = (v: number, step: number) => Math.ceil(v / step - 1e-9) * step;
const fix = (v: number) => Math.round(v * 1e6) / 1e6;

/**
 * The box widened to the grid (never narrowed), so nearby views share one drawing: a map panned by a few metres
 * asks for the same snapped box. Clamped to the globe.
 */
export function snapBox(box: BBox): BBox {
  const [w, s, e, n] = box;
  const step = e - w <= DETAIL_SPAN_DEGREES && n - s <= DETAIL_SPAN_DEGREES ? FINE_STEP : COARSE_STEP;
  return [
    fix(Math.max(-180, snapDown(w, step))),
    fix(Math.max(-90, snapDown(s, step))),
    fix(Math.min(180, snapUp(e, step))),
    fix(Math.min(90, snapUp(n, step))),
  ];
}

/**
 * Drawn basemaps as JSON text, keyed by snapped box and options, least recently used dropped past
 * {@link CACHE_BYTES}. The pack does not change while the server runs, so an entry never goes stale.
 */
export function createBasemapCache(maxBytes = CACHE_BYTES) {
  const entries = new Map<string, string>();
  let bytes = 0;
  return {
    get(key: string): string | undefined {
      const hit = entries.get(key);
      if (hit === undefined) return undefined;
      entries.delete(key);
      entries.set(key, hit);
      return hit;
    },
    set(key: string, json: string): void {
      if (json.length > maxBytes) return;
      const old = entries.get(key);
      if (old !== undefined) bytes -= old.length;
      entries.delete(key);
      entries.set(key, json);
      bytes += json.length;
      for (const [k, v] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(k);
        bytes -= v.length;
      }
    },
    get size() {
      return entries.size;
    },
  };
}
