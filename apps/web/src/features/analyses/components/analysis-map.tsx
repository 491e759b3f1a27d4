import { circleRing } from '@sitescout/shared';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useBasemap } from '../api/get-basemap';
import { createBaseMap, maplibregl, refreshBasemap, showPopup } from '../lib/base-map';
import { TOGGLE_LAYERS, WALKSHED_COLOUR } from '../lib/basemap-style';
import { describeSource, formatSiteMiles } from '../lib/format';
import { boxAround } from '../lib/geo';
import { type MapLayerState, useMapLayers } from '../lib/map-layer-state';
import type { Basemap, SiteResult } from '../types';
import './analysis-map.css';
import { CompetitorList } from './competitor-list';
import { MapLayersPanel } from './map-layers-panel';
import { MapLegend } from './map-legend';
import { MapTextAlternative } from './map-text-alternative';

const OWN_LAYERS = [
  'community-area-lines',
  'tract-lines',
  'streets-local',
  'streets-arterial',
  'parks-fill',
  'rail-stations',
  'bus-stops',
  'zcta-points',
  'ring-lines',
  'walkshed-lines',
];

/** Room kept round a framed box, so markers at its edge stay whole. */
const MAP_PADDING = 28;

const SITE_COLOURS = ['#0f766e', '#7c3aed', '#c2410c', '#0369a1', '#be185d'];

function competitorPopup(site: SiteResult, c: SiteResult['competitors']['list'][number]): HTMLElement {
  const box = document.createElement('div');
  box.className = 'competitor-popup';
  const lines: Array<[string, string]> = [
    [
      'Rating',
      c.rating ? `${c.rating.value.toFixed(1)} ★ (${describeSource(c.rating)})` : 'no rating in the loaded data',
    ],
    [
      'Reviews',
      c.reviewCount ? `${c.reviewCount.value.toLocaleString('en-US')}` : 'no review count in the loaded data',
    ],
    ['Distance', `${formatSiteMiles(c.distanceMiles, site.location?.distanceStepMiles)} from ${site.site.label}`],
    ['Source', `${c.source}, ${c.vintage}`],
  ];
  const title = document.createElement('strong');
  title.textContent = c.name;
  box.append(title);
  for (const [label, text] of lines) {
    const row = document.createElement('div');
    row.textContent = `${label}: ${text}`;
    box.append(row);
  }
  return box;
}

function siteMarker(index: number, label: string): HTMLElement {
  const el = document.createElement('div');
  el.className = 'site-marker';
  el.style.background = SITE_COLOURS[index % SITE_COLOURS.length] ?? '#0f766e';
  el.textContent = String(index + 1);
  el.title = label;
  el.setAttribute('aria-label', `Site ${index + 1}: ${label}`);
  return el;
}

function addRings(map: MapLibreMap, sites: SiteResult[]): void {
  const features = sites.flatMap((a, i) =>
    a.tradeArea.rings.map((ring) => ({
      type: 'Feature' as const,
      properties: { site: i, chosen: ring.radiusMiles === a.radiusMiles },
      geometry: { type: 'Polygon' as const, coordinates: [circleRing(a.site, ring.radiusMiles)] },
    })),
  );
  map.addSource('rings', { type: 'geojson', data: { type: 'FeatureCollection', features } });
  map.addLayer({
    id: 'ring-fill',
    type: 'fill',
    source: 'rings',
    filter: ['==', ['get', 'chosen'], true],
    paint: { 'fill-color': '#0f766e', 'fill-opacity': 0.07 },
  });
  map.addLayer({
    id: 'ring-lines',
    type: 'line',
    source: 'rings',
    paint: {
      'line-color': '#0f766e',
      'line-width': ['case', ['==', ['get', 'chosen'], true], 2, 1],
      'line-dasharray': [3, 2],
    },
  });
}

/** Competitor markers are one keyboard stop: Tab reaches the group, arrow keys move within it. */
function groupForKeyboard(buttons: HTMLButtonElement[]): void {
  buttons.forEach((button, i) => {
    button.tabIndex = i === 0 ? 0 : -1;
    button.setAttribute('aria-label', `Competitor ${i + 1} of ${buttons.length}: ${button.dataset.name ?? ''}`);
    button.addEventListener('keydown', (event) => {
      const moves: Record<string, number> = {
        ArrowRight: i + 1,
        ArrowDown: i + 1,
        ArrowLeft: i - 1,
        ArrowUp: i - 1,
        Home: 0,
        End: buttons.length - 1,
      };
      const to = moves[event.key];
      if (to === undefined) return;
      event.preventDefault();
      const next = buttons[Math.max(0, Math.min(buttons.length - 1, to))];
      if (!next) return;
      button.tabIndex = -1;
      next.tabIndex = 0;
      next.focus();
    });
  });
}

function applyLayers(map: MapLibreMap, state: MapLayerState, markers: HTMLElement[]): void {
  const groups: Array<[keyof typeof TOGGLE_LAYERS, boolean]> = [
    ['transit', state.transit],
    ['zoning', state.zoning],
    ['income', state.income],
    ['bikeRoutes', state.bikeRoutes],
  ];
  for (const [group, on] of groups)
    for (const layer of TOGGLE_LAYERS[group])
      if (map.getLayer(layer)) map.setLayoutProperty(layer, 'visibility', on ? 'visible' : 'none');
  for (const el of markers) el.hidden = !state.competitors;
}

/** Walk-time areas (5, 10, 15 minutes along the street grid) as outlines, the 10-minute one shaded. */
function addWalksheds(map: MapLibreMap, sites: SiteResult[]): void {
  const features = sites.flatMap((a, i) => {
    const walk = a.tradeArea.walk;
    if (!walk?.covered) return [];
    return walk.walksheds.map((w) => ({
      type: 'Feature' as const,
      properties: { site: i, minutes: w.minutes },
      geometry: w.polygon,
    }));
  });
  if (features.length === 0) return;
  map.addSource('walksheds', { type: 'geojson', data: { type: 'FeatureCollection', features } });
  map.addLayer({
    id: 'walkshed-fill',
    type: 'fill',
    source: 'walksheds',
    filter: ['==', ['get', 'minutes'], 10],
    paint: { 'fill-color': WALKSHED_COLOUR, 'fill-opacity': 0.12 },
  });
  map.addLayer({
    id: 'walkshed-lines',
    type: 'line',
    source: 'walksheds',
    paint: {
      'line-color': WALKSHED_COLOUR,
      'line-width': ['case', ['==', ['get', 'minutes'], 10], 2.4, 1.3],
      'line-opacity': 0.9,
    },
  });
}

/**
 * The dashboard map: every site with its rings, competitor markers (one popup at a time: name, rating, reviews,
 * distance), streets, parks, the lake, transit and area outlines from our own data, a layers panel (kept across
 * reloads), legend and scale, the competitors as a list beside it and the whole map in words below it.
 */
export function AnalysisMap({ sites, focus = null }: { sites: SiteResult[]; focus?: number | null }) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const markerEls = useRef<HTMLElement[]>([]);
  const [ready, setReady] = useState(false);
  const [layerState, setLayer] = useMapLayers();
  const layerStateRef = useRef(layerState);
  layerStateRef.current = layerState;
  // How many of our own shapes the map drew (outlines, streets, stops, rings): 0 would mean a blank background.
  const [drawn, setDrawn] = useState(0);
  const [current, setCurrent] = useState<Basemap | undefined>(undefined);
  // Frame the chosen radius (not the 5-mile context ring) so competitors are readable.
  const frame = useMemo(
    () =>
      boxAround(
        sites.map((a) => a.site),
        Math.max(...sites.map((a) => a.radiusMiles)) * 1.15,
      ),
    [sites],
  );
  // The first request covers the frame and half as much again each side; moving the map asks for more.
  const dataBox = useMemo(
    () =>
      boxAround(
        sites.map((a) => a.site),
        Math.max(...sites.map((a) => a.radiusMiles)) * 1.15 * 1.6,
      ),
    [sites],
  );
  // Zoning is heavy: the first request carries it only if the panel had it on when the page opened.
  const [zoningAtLoad] = useState(layerState.zoning);
  const basemap = useBasemap(dataBox, zoningAtLoad);
  const popupFor = useRef(new Map<string, () => void>());

  useEffect(() => {
    if (!container.current || !basemap.data) return;
    setCurrent(basemap.data);
    const markers: maplibregl.Marker[] = [];
    const map = createBaseMap(
      container.current,
      basemap.data,
      frame,
      (m) => {
        addRings(m, sites);
        addWalksheds(m, sites);
        const buttons: HTMLButtonElement[] = [];
        sites.forEach((a, i) => {
          a.competitors.list.forEach((c, j) => {
            if (typeof c.lat !== 'number' || typeof c.lon !== 'number') return;
            const at: [number, number] = [c.lon, c.lat];
            const el = document.createElement('button');
            el.type = 'button';
            el.className = 'competitor-marker';
            el.dataset.name = c.name;
            const open = () => showPopup(m, at, competitorPopup(a, c));
            el.addEventListener('click', (event) => {
              event.stopPropagation();
              open();
            });
            popupFor.current.set(`${i}-${j}`, () => {
              m.easeTo({ center: at, zoom: Math.max(m.getZoom(), 15) });
              open();
            });
            buttons.push(el);
            markers.push(new maplibregl.Marker({ element: el }).setLngLat(at).addTo(m));
          });
          markers.push(
            new maplibregl.Marker({ element: siteMarker(i, a.site.label) })
              .setLngLat([a.site.lon, a.site.lat])
              .addTo(m),
          );
        });
        groupForKeyboard(buttons);
        markerEls.current = buttons;
        applyLayers(m, layerStateRef.current, buttons);
        m.once('idle', () => {
          setDrawn(m.queryRenderedFeatures({ layers: OWN_LAYERS.filter((l) => m.getLayer(l)) }).length);
          setReady(true);
        });
      },
      setCurrent,
      dataBox,
      () => layerStateRef.current.zoning,
    );
    mapRef.current = map;
    return () => {
      for (const marker of markers) marker.remove();
      map.remove();
      mapRef.current = null;
      markerEls.current = [];
      popupFor.current.clear();
      setReady(false);
      setDrawn(0);
    };
  }, [basemap.data, frame, dataBox, sites]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !ready) return;
    applyLayers(map, layerState, markerEls.current);
    refreshBasemap(map);
  }, [layerState, ready]);

  // A picked site: frame its chosen radius, as the first view frames all of them.
  useEffect(() => {
    const map = mapRef.current;
    const picked = focus === null ? undefined : sites[focus];
    if (!map || !ready || !picked) return;
    const [west, south, east, north] = boxAround([picked.site], picked.radiusMiles * 1.15);
    map.fitBounds([west, south, east, north], { padding: MAP_PADDING, duration: 500 });
  }, [focus, ready, sites]);

  const rings = [...new Set(sites.flatMap((a) => a.tradeArea.rings.map((r) => r.radiusMiles)))];
  const streetsMissing = current && !current.features.some((f) => f.properties.layer === 'streets');
  return (
    <section className="analysis-map-section" aria-label="Site map">
      <div className="analysis-map-layout">
        <div className="analysis-map-frame">
          <div
            ref={container}
            className="analysis-map"
            data-state={ready ? 'ready' : 'loading'}
            data-focus={focus ?? 'all'}
            data-drawn-features={drawn}
          />
          {streetsMissing && (
            <p className="map-note" role="note">
              No street lines for this view: streets are drawn from the City of Chicago's street data, so outside
              Chicago the map shows area outlines only.
            </p>
          )}
        </div>
        <div className="analysis-map-side">
          <MapLayersPanel state={layerState} onChange={setLayer} />
          <CompetitorList sites={sites} onShow={(item) => popupFor.current.get(item.key)?.()} />
        </div>
      </div>
      {basemap.isError && <p className="form-error">The map background could not be loaded: {basemap.error.message}</p>}
      <MapLegend
        layers={current?.layers ?? []}
        state={layerState}
        rings={rings}
        competitorLabel={sites[0]?.competitors.list[0]?.category ?? 'same type'}
        walk={sites.map((a) => a.tradeArea.walk)}
      />
      <MapTextAlternative sites={sites} basemap={current} />
    </section>
  );
}
