import type { ExpressionSpecification, FilterSpecification, Map as MapLibreMap } from 'maplibre-gl';

const byLayer = (id: string) => ['==', ['get', 'layer'], id] as unknown as FilterSpecification;
const textFont = ['sans-serif'];

/**
 * What lies under the shaded ZIP areas, from the map background the server draws out of the data pack (source
 * "basemap"): Chicago community area outlines. Added before the shading.
 */
export function addGroundLayers(map: MapLibreMap): void {
  map.addLayer({
    id: 'community-area-lines',
    type: 'line',
    source: 'basemap',
    filter: byLayer('community-areas'),
    paint: { 'line-color': '#8a7f69', 'line-width': 0.8 },
  });
}

/**
 * What is drawn over the shading so a person can tell where each area is: streets where the pack has them (main
 * streets at this scale, thin, so the shading still reads), rail stations, Chicago's community area names once
 * zoomed in, then town names and ZIP codes (source "places", see `placeLabels`).
 */
export function addContextLayers(map: MapLibreMap, withBasemap: boolean): void {
  if (withBasemap) {
    map.addLayer({
      id: 'finder-streets',
      type: 'line',
      source: 'basemap',
      filter: byLayer('streets'),
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: {
        'line-color': '#4b4538',
        'line-opacity': 0.45,
        'line-width': [
          'interpolate',
          ['linear'],
          ['zoom'],
          9,
          0.5,
          12,
          1.4,
          15,
          3,
        ] as unknown as ExpressionSpecification,
      },
    });
    map.addLayer({
      id: 'finder-rail-stations',
      type: 'circle',
      source: 'basemap',
      filter: byLayer('rail-stations'),
      paint: {
        'circle-radius': ['interpolate', ['linear'], ['zoom'], 9, 1.8, 13, 4] as unknown as ExpressionSpecification,
        'circle-color': '#1d4ed8',
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 0.8,
      },
    });
    map.addLayer({
      id: 'finder-community-names',
      type: 'symbol',
      source: 'basemap',
      filter: byLayer('area-labels'),
      minzoom: 9,
      layout: {
        'text-field': ['get', 'name'],
        'text-font': textFont,
        'text-size': ['interpolate', ['linear'], ['zoom'], 9, 9, 12, 11] as unknown as ExpressionSpecification,
        'text-max-width': 7,
        'text-optional': true,
      },
      paint: { 'text-color': '#4b4538', 'text-halo-color': '#ffffff', 'text-halo-width': 1.2 },
    });
  }
  // ZIP codes below the town names: MapLibre places the upper layer's labels first, so towns win a collision.
  map.addLayer({
    id: 'finder-zip-codes',
    type: 'symbol',
    source: 'places',
    filter: ['==', ['get', 'kind'], 'zip'] as unknown as FilterSpecification,
    minzoom: 10.5,
    layout: {
      'text-field': ['get', 'name'],
      'text-font': textFont,
      'text-size': 10,
      'text-offset': [0, 2],
      'text-optional': true,
    },
    paint: { 'text-color': '#3f3a33', 'text-halo-color': '#ffffff', 'text-halo-width': 1.2 },
  });
  map.addLayer({
    id: 'finder-town-names',
    type: 'symbol',
    source: 'places',
    filter: ['==', ['get', 'kind'], 'town'] as unknown as FilterSpecification,
    layout: {
      'text-field': ['get', 'name'],
      'text-font': textFont,
      'text-size': 12,
      'text-max-width': 8,
      // Above the point: the numbered markers sit on the best areas' points, the ZIP code below.
      'text-offset': [0, -1.7],
      // Towns with more ranked areas are placed first where labels collide.
      'symbol-sort-key': ['-', 0, ['get', 'areas']] as unknown as ExpressionSpecification,
    },
    paint: { 'text-color': '#1f1b16', 'text-halo-color': '#ffffff', 'text-halo-width': 1.6 },
  });
}
