import type { BBox } from '@sitescout/geodata';
import { badInput } from '../../lib/app-error.js';
import { MAX_SPAN_DEGREES } from './basemap-layers.js';

/** Reads "west,south,east,north"; any mistake is a 400 naming the `bbox` field. */
export function parseBbox(text: string): BBox {
  const parts = text.split(',').map((p) => Number(p.trim()));
  if (parts.length !== 4 || parts.some((p) => !Number.isFinite(p)))
    throw badInput('bbox', 'must be four numbers: west,south,east,north');
  const [w, s, e, n] = parts as BBox;
  if (w < -180 || e > 180 || s < -90 || n > 90) throw badInput('bbox', 'must lie within -180..180 and -90..90');
  if (w >= e || s >= n) throw badInput('bbox', 'west must be less than east and south less than north');
  if (e - w > MAX_SPAN_DEGREES || n - s > MAX_SPAN_DEGREES)
    throw badInput('bbox', `may span at most ${MAX_SPAN_DEGREES} degrees each way`);
  return [w, s, e, n];
}
