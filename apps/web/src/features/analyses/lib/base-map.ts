import type { FeatureCollection } from 'geojson';
import type { Map as MapLibreMap, StyleSpecification } from 'maplibre-gl';
import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { getBasemap } from '../api/get-basemap';
import type { Basemap } from '../types';
import { addBasemapLayers, NO_DATA_COLOUR } from './basemap-style';

// MapLibre finds its worker next to its own module; once bundled that file is elsewhere, so say where it went.
maplibregl.setWorkerUrl(workerUrl);

const EMPTY_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  // Outside our data the ground stays grey: the city's land (community areas) is drawn lighter above it.
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': NO_DATA_COLOUR } }],
};

function rasterStyle(url: string, attribution: string): StyleSpecification {
  return {
    version: 8,
    sources: { tiles: { type: 'raster', tiles: [url], tileSize: 256, attribution } },
    layers: [{ id: 'tiles', type: 'raster', source: 'tiles' }],
  };
}

/** Layers a click opens a popup for, with how their detail reads. */
const CLICKABLE: Array<{ layer: string; detail: (d: string) => string }> = [
  { layer: 'rail-stations', detail: (d) => `Routes: ${d}` },
  { layer: 'bus-stops', detail: (d) => `Routes: ${d}` },
  { layer: 'parks-fill', detail: (d) => d },
  { layer: 'zoning-fill', detail: (d) => d },
  { layer: 'income-fill', detail: (d) => d },
  { layer: 'zcta-points', detail: (d) => d },
];

const popups = new WeakMap<MapLibreMap, maplibregl.Popup>();

/** Opens the map's one popup at a point (closing whatever was open): two popups never show at once. */
export function showPopup(map: MapLibreMap, at: maplibregl.LngLatLike, content: HTMLElement): maplibregl.Popup {
  popups.get(map)?.remove();
  const popup = new maplibregl.Popup({ closeButton: true, offset: 10, maxWidth: '280px' })
    .setLngLat(at)
    .setDOMContent(content)
    .addTo(map);
  popups.set(map, popup);
  return popup;
}

function featurePopup(name: string, detail: string | null): HTMLElement {
  const body = document.createElement('div');
  const title = document.createElement('strong');
  title.textContent = name;
  body.append(title);
  if (detail) {
    const more = document.createElement('div');
    more.textContent = detail;
    body.append(more);
  }
  return body;
}

const income = (value: unknown) =>
  typeof value === 'number' ? `Median household income $${Math.round(value).toLocaleString('en-US')}` : null;

/** Our own outlines, streets and stops as map layers, drawn above outside tiles when there are any. */
function addOwnLayers(map: MapLibreMap, basemap: Basemap): void {
  map.addSource('basemap', {
    type: 'geojson',
    data: { type: 'FeatureCollection', features: basemap.features } as FeatureCollection,
  });
  addBasemapLayers(map, basemap.tiles !== null);
  map.on('click', (event) => {
    // A marker (competitor, site) handles its own click; one popup at a time, the topmost thing clicked.
    if ((event.originalEvent.target as HTMLElement | null)?.closest('.maplibregl-marker')) return;
    const layers = CLICKABLE.map((c) => c.layer).filter((l) => map.getLayer(l) && isShown(map, l));
    const feature = map.queryRenderedFeatures(event.point, { layers })[0];
    if (!feature) return;
    const rule = CLICKABLE.find((c) => c.layer === feature.layer.id);
    const props = feature.properties as { name: string; detail?: string | null; value?: number | null };
    const detail =
      feature.layer.id === 'income-fill'
        ? income(props.value)
        : props.detail && props.detail !== 'null'
          ? (rule?.detail(props.detail) ?? null)
          : feature.layer.id === 'zoning-fill'
            ? `Zoning district (${String(feature.properties.kind ?? '').replace('-', ' ')})`
            : null;
    showPopup(map, event.lngLat, featurePopup(props.name, detail));
  });
}

const isShown = (map: MapLibreMap, layer: string) => map.getLayoutProperty(layer, 'visibility') !== 'none';

type Box = readonly [number, number, number, number];

/** The box to ask for around a view: half as much again on each side, so small pans need no new request. */
function paddedBox(map: MapLibreMap): Box {
  const b = map.getBounds();
  const dx = (b.getEast() - b.getWest()) / 2;
  const dy = (b.getNorth() - b.getSouth()) / 2;
  const cx = (b.getEast() + b.getWest()) / 2;
  const cy = (b.getNorth() + b.getSouth()) / 2;
  const half = (d: number) => Math.min(d * 1.5, 1.45);
  return [cx - half(dx), cy - half(dy), cx + half(dx), cy + half(dy)];
}

const contains = (outer: Box, inner: Box) =>
  outer[0] <= inner[0] && outer[1] <= inner[1] && outer[2] >= inner[2] && outer[3] >= inner[3];

const checks = new WeakMap<MapLibreMap, () => void>();

/** Asks the map to check its data again (a layer that needs more data, such as zoning, was switched on). */
export function refreshBasemap(map: MapLibreMap): void {
  checks.get(map)?.();
}

const needsZoom = (b: Basemap) => b.layers.some((l) => l.note !== null && /zoom in/.test(l.note));
const lacksZoning = (b: Basemap) =>
  b.layers.some((l) => l.id === 'zoning' && l.note !== null && /not asked/.test(l.note));

/**
 * Follows the view, from its first frame: when it shows more than the box already drawn, zooms well into a box that was too wide for streets
 * and zoning, or zoning is switched on and was not loaded, asks the server for the view's box and redraws our
 * layers (GeoJSON per viewport).
 */
function followView(
  map: MapLibreMap,
  first: { box: Box; basemap: Basemap },
  onData: (b: Basemap) => void,
  wantsZoning: () => boolean,
): void {
  let loaded = first.box;
  let current = first.basemap;
  let asked = 0;
  const check = async () => {
    const b = map.getBounds();
    const view: Box = [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()];
    const box = paddedBox(map);
    // Zoomed well into a box that left out streets or zoning: ask again for the smaller box, which has them.
    const zoomedIn = needsZoom(current) && box[2] - box[0] < (loaded[2] - loaded[0]) * 0.75;
    const zoning = wantsZoning();
    if (contains(loaded, view) && !zoomedIn && !(zoning && lacksZoning(current))) return;
    const ticket = ++asked;
    try {
      const next = await getBasemap(box, undefined, zoning);
      if (ticket !== asked) return;
      (map.getSource('basemap') as maplibregl.GeoJSONSource | undefined)?.setData({
        type: 'FeatureCollection',
        features: next.features,
      } as FeatureCollection);
      loaded = box;
      current = next;
      onData(next);
    } catch {
      // Keep what is drawn; the next move asks again.
    }
  };
  map.on('moveend', check);
  checks.set(map, check);
  // The first view too: a wide, short map (the form's pin map) shows more than the box it was framed on, and the
  // ground beyond that box must not read as "outside our data" (issue 41: one coverage mask for every map).
  void check();
}

/** The map element carries its MapLibre instance, so browser tests can query what was drawn. */
export type MapElement = HTMLElement & { sitescoutMap?: MapLibreMap };

/**
 * A MapLibre map over the box, drawn from our basemap (and outside tiles when the server has MAP_TILES_URL),
 * with a scale bar and zoom buttons. `onReady` runs once our layers are in, for callers to add rings and markers;
 * `onData` gets each new basemap as the view moves (legend counts and notes follow the view); zoning districts
 * are loaded while `wantsZoning()` (call `refreshBasemap` when it turns true).
 */
export function createBaseMap(
  container: HTMLElement,
  basemap: Basemap,
  bbox: Box,
  onReady: (map: MapLibreMap) => void,
  onData: (basemap: Basemap) => void = () => undefined,
  dataBox: Box = bbox,
  wantsZoning: () => boolean = () => false,
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
    // Markers at the box's edge stay whole on a narrow phone.
    fitBoundsOptions: { padding: 24 },
    attributionControl: { compact: true },
    // Keeps the canvas readable by screenshots and tests.
    canvasContextAttributes: { preserveDrawingBuffer: true },
  });
  (container as MapElement).sitescoutMap = map;
  // Bottom right: the dashboard's sticky section strip covers the map's top edge while the page scrolls.
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'bottom-right');
  map.addControl(new maplibregl.ScaleControl({ unit: 'imperial', maxWidth: 120 }), 'bottom-left');
  map.on('load', () => {
    addOwnLayers(map, basemap);
    followView(map, { box: dataBox, basemap }, onData, wantsZoning);
    onReady(map);
  });
  return map;
}

export { maplibregl };
