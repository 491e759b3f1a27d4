import { useCallback, useState } from 'react';

/** The layers panel's switches. */
export interface MapLayerState {
  competitors: boolean;
  transit: boolean;
  zoning: boolean;
  income: boolean;
  bikeRoutes: boolean;
}

export type MapLayerKey = keyof MapLayerState;

export const DEFAULT_MAP_LAYERS: MapLayerState = {
  competitors: true,
  transit: true,
  zoning: false,
  income: false,
  bikeRoutes: false,
};

/** Where the panel's state is kept, so it survives a reload (this browser only). */
export const MAP_LAYERS_STORAGE_KEY = 'sitescout.map-layers';

function readStored(): MapLayerState {
  try {
    const text = typeof localStorage === 'undefined' ? null : localStorage.getItem(MAP_LAYERS_STORAGE_KEY);
    const stored = text ? (JSON.parse(text) as Partial<Record<MapLayerKey, unknown>>) : {};
    const state = { ...DEFAULT_MAP_LAYERS };
    for (const key of Object.keys(state) as MapLayerKey[])
      if (typeof stored[key] === 'boolean') state[key] = stored[key] as boolean;
    return state;
  } catch {
    // Private mode or a mangled entry: start from the defaults.
    return { ...DEFAULT_MAP_LAYERS };
  }
}

/** The layers panel's state, read from and written to localStorage. */
export function useMapLayers(): [MapLayerState, (key: MapLayerKey, on: boolean) => void] {
  const [state, setState] = useState<MapLayerState>(readStored);
  const set = useCallback((key: MapLayerKey, on: boolean) => {
    setState((prev) => {
      const next = { ...prev, [key]: on };
      try {
        localStorage.setItem(MAP_LAYERS_STORAGE_KEY, JSON.stringify(next));
      } catch {
        // Storage full or refused: the switch still works for this visit.
      }
      return next;
    });
  }, []);
  return [state, set];
}
