import type { GeoView } from '@sitescout/geodata';

/**
 * The loaded data plus memoised derived tables (national score distributions, market home values),
 * computed on first use and reused by every analysis against the same view.
 */
export interface EngineContext {
  readonly geo: GeoView;
  memo<T>(key: string, compute: () => T): T;
}

/** Wraps a {@link GeoView} for the engine. Create one per loaded data pack. */
export function createEngineContext(geo: GeoView): EngineContext {
  const cache = new Map<string, unknown>();
  return {
    geo,
    memo<T>(key: string, compute: () => T): T {
      if (!cache.has(key)) cache.set(key, compute());
      return cache.get(key) as T;
    },
  };
}
