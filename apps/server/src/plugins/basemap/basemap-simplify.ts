import type { BBox } from '@sitescout/geodata';

/** The smallest vertex step kept: about a quarter of a screen pixel for a box drawn about 1,000 px wide. */
export const toleranceFor = (box: BBox): number => Math.max(box[2] - box[0], box[3] - box[1]) / 4000;

const round = (n: number): number => Math.round(n * 1e5) / 1e5;

/** A ring or line rounded to 5 decimals (about 1 m) with vertices closer than `tolerance` to the last kept dropped. */
export function thinPath(path: ReadonlyArray<readonly [number, number]>, tolerance: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  path.forEach(([x, y], i) => {
    const last = out[out.length - 1];
    const end = i === path.length - 1;
    if (last && !end && Math.abs(x - last[0]) < tolerance && Math.abs(y - last[1]) < tolerance) return;
    out.push([round(x), round(y)]);
  });
  return out;
}
