import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Basemap } from './basemap-types.js';

/** Longest stretch of drawing before other requests get the thread back, in milliseconds. */
export const SLICE_MS = 8;
/** Features serialised between two pauses. */
const FEATURES_PER_STEP = 64;

/**
 * Runs a drawing's steps in slices of about {@link SLICE_MS}, giving the event loop back between slices: a box not
 * drawn before costs other requests at most one slice of waiting at a time instead of the whole drawing.
 */
export async function drawInSlices<T>(steps: Generator<void, T, void>): Promise<T> {
  let started = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - started >= SLICE_MS) {
      await nextTurn();
      started = performance.now();
    }
  }
}

/**
 * Drawings run one after another, not side by side: each turn of the event loop then holds at most one slice of
 * drawing, so a request that needs several turns (health, an analysis) waits a slice per turn, not one per drawing
 * under way. Four clients drawing new boxes at once held health up ~200 ms (p95) when they interleaved, since the
 * thread's CPU is one either way, serial drawing costs the drawers nothing in total.
 */
export function createDrawingQueue(): <T>(draw: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return (draw) => {
    const run = tail.then(draw);
    tail = run.catch(() => undefined);
    return run;
  };
}

/**
 * The basemap answer as JSON text, in steps: the head (box, layer legend, tile source) at once, then the features a
 * few dozen at a time (a 3° box is megabytes of JSON).
 */
export function* basemapJsonSteps(basemap: Basemap, tiles: unknown): Generator<void, string, void> {
  const parts: string[] = [
    `{"type":"FeatureCollection","bbox":${JSON.stringify(basemap.bbox)},"layers":${JSON.stringify(basemap.layers)},"tiles":${JSON.stringify(tiles)},"features":[`,
  ];
  const { features } = basemap;
  for (let i = 0; i < features.length; i += FEATURES_PER_STEP) {
    const chunk = JSON.stringify(features.slice(i, i + FEATURES_PER_STEP));
    parts.push(i === 0 ? chunk.slice(1, -1) : `,${chunk.slice(1, -1)}`);
    yield;
  }
  parts.push(']}');
  return parts.join('');
}
