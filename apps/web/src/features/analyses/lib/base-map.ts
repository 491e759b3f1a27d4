import type { FeatureCollection } from 'geojson';
import type { FilterSpecification, Map as MapLibreMap, StyleSpecification } from 'maplibre-gl';
import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import type { Basemap } from '../types';

// MapLibre finds its worker next to its own module; once bundled that file is elsewhere, so say where it went.
maplibregl.setWorkerUrl(workerUrl);

const EMPTY_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#f3f1ec' } }],
};

function rasterStyle(url: string, attribution: string): StyleSpecification {
  return {
    version: 8,
    sources: { tiles: { type: 'raster', tiles: [url], tileSize: 256, attribution } },
    layers: [{ id: 'tiles', type: 'raster', source: 'tiles' }],
  };
}

const byLayer = (id: string) => ['==', ['get', 'layer'], id] as unknown as FilterSpecification;

/** Our own outlines and stops as map layers, drawn above outside tiles when there are any. */
function addOwnLayers(map: MapLibreMap, basemap: Basemap): void {
  map.addSource('basemap', {
    type: 'geojson',
    data: { type: 'FeatureCollection', features: basemap.features } as FeatureCollection,
  });
  const overTiles = basemap.tiles !== null;
  map.addLayer({
    id: 'community-area-fill',
    type: 'fill',
    source: 'basemap',
    filter: byLayer('community-areas'),
    paint: { 'fill-color': '#e6e0d2', 'fill-opacity': overTiles ? 0.15 : 0.6 },
  });
  map.addLayer({
    id: 'tract-lines',
    type: 'line',
    source: 'basemap',
    filter: byLayer('tracts'),
    paint: { 'line-color': '#c8c0ae', 'line-width': 0.6 },
  });
  map.addLayer({
    id: 'community-area-lines',
    type: 'line',
    source: 'basemap',
    filter: byLayer('community-areas'),
    paint: { 'line-color': '#8a7f69', 'line-width': 1.4 },
  });
  map.addLayer({
    id: 'zcta-points',
    type: 'circle',
    source: 'basemap',
    filter: ['any', byLayer('zctas'), byLayer('counties')] as unknown as FilterSpecification,
    paint: { 'circle-radius': 3, 'circle-color': '#9b9486' },
  });
  map.addLayer({
    id: 'bus-stops',
    type: 'circle',
    source: 'basemap',
    filter: byLayer('bus-stops'),
    paint: { 'circle-radius': 2.2, 'circle-color': '#4f7fd1', 'circle-opacity': 0.7 },
  });
  map.addLayer({
    id: 'rail-stations',
    type: 'circle',
    source: 'basemap',
    filter: byLayer('rail-stations'),
    paint: {
      'circle-radius': 5.5,
      'circle-color': '#1d4ed8',
      'circle-stroke-color': '#fff',
      'circle-stroke-width': 1.5,
    },
  });
  for (const layer of ['rail-stations', 'bus-stops', 'zcta-points', 'community-area-fill']) {
    map.on('click', layer, (event) => {
      const feature = event.features?.[0];
      if (!feature) return;
      const { name, detail } = feature.properties as { name: string; detail?: string | null };
      const body = document.createElement('div');
      const title = document.createElement('strong');
      title.textContent = name;
      body.append(title);
      if (detail && detail !== 'null') {
        const more = document.createElement('div');
        more.textContent = layer.includes('stop') || layer.includes('station') ? `Routes: ${detail}` : detail;
        body.append(more);
      }
      new maplibregl.Popup({ closeButton: true }).setLngLat(event.lngLat).setDOMContent(body).addTo(map);
    });
  }
}

/**
 * A MapLibre map over the box, drawn from our basemap (and outside tiles when the server has MAP_TILES_URL).
 * `onReady` runs once our layers are in, for callers to add rings and markers.
 */
export function createBaseMap(
  container: HTMLElement,
  basemap: Basemap,
  bbox: readonly [number, number, number, number],
  onReady: (map: MapLibreMap) => void,
): MapLibreMap {
  const style =
    basemap.tiles?.kind === 'style'
      ? basemap.tiles.url
      : basemap.tiles
        ? rasterStyle(basemap.tiles.url, basemap.tiles.attribution)
        : EMPTY_STYLE;
  const map = new maplibregl.Map({
    container,
    style,
    bounds: [bbox[0], bbox[1], bbox[2], bbox[3]],
    attributionControl: { compact: true },
    // Keeps the canvas readable by screenshots and tests.
    canvasContextAttributes: { preserveDrawingBuffer: true },
  });
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
  map.on('load', () => {
    addOwnLayers(map, basemap);
    onReady(map);
  });
  return map;
}

export { maplibregl };
