import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import { addBasemapLayers } from './basemap-style';

/** The layers the dashboard map adds, checked by MapLibre's own style validator (what logs a style error at run time). */
function basemapStyleErrors(overTiles: boolean): string[] {
  const layers: unknown[] = [];
  addBasemapLayers({ addLayer: (layer: unknown) => layers.push(layer) } as unknown as MapLibreMap, overTiles);
  const style = {
    version: 8,
    glyphs: 'https://example.invalid/{fontstack}/{range}.pbf',
    sources: { basemap: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } } },
    layers,
  };
  return validateStyleMin(style as never).map((error) => error.message);
}

describe('basemap style', () => {
  it('has no layer MapLibre refuses (street casing included), with and without outside tiles', () => {
    expect(basemapStyleErrors(false)).toEqual([]);
    expect(basemapStyleErrors(true)).toEqual([]);
  });
});
