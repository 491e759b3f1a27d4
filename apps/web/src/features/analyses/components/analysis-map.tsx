import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useBasemap } from '../api/get-basemap';
import { createBaseMap, maplibregl } from '../lib/base-map';
import { describeSource, formatSiteMiles } from '../lib/format';
import { boxAround, circleRing } from '../lib/geo';
import type { SiteResult } from '../types';

const OWN_LAYERS = ['community-area-lines', 'tract-lines', 'rail-stations', 'bus-stops', 'zcta-points', 'ring-lines'];

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
      geometry: { type: 'Polygon' as const, coordinates: [circleRing(a.site.lat, a.site.lon, ring.radiusMiles)] },
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

/**
 * The dashboard map: every site with its rings, competitor markers (popup: name, rating, reviews, distance),
 * transit stops and area outlines from our own data. Competitors are DOM markers so they can be tabbed to.
 */
export function AnalysisMap({ sites }: { sites: SiteResult[] }) {
  const container = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  // How many of our own shapes the map drew (outlines, stops, rings): 0 would mean a blank background.
  const [drawn, setDrawn] = useState(0);
  const maxRing = Math.max(
    ...sites.map((a) => Math.max(a.radiusMiles, ...a.tradeArea.rings.map((r) => r.radiusMiles))),
  );
  // Frame the chosen radius (not the 5-mile context ring) so competitors are readable; the basemap covers more.
  const frame = useMemo(
    () =>
      boxAround(
        sites.map((a) => a.site),
        Math.max(...sites.map((a) => a.radiusMiles)) * 1.15,
      ),
    [sites],
  );
  const dataBox = useMemo(
    () =>
      boxAround(
        sites.map((a) => a.site),
        Math.min(maxRing, 6),
      ),
    [sites, maxRing],
  );
  const basemap = useBasemap(dataBox);

  useEffect(() => {
    if (!container.current || !basemap.data) return;
    const markers: maplibregl.Marker[] = [];
    const map = createBaseMap(container.current, basemap.data, frame, (m) => {
      addRings(m, sites);
      sites.forEach((a, i) => {
        for (const c of a.competitors.list) {
          if (typeof c.lat !== 'number' || typeof c.lon !== 'number') continue;
          const el = document.createElement('button');
          el.type = 'button';
          el.className = 'competitor-marker';
          el.setAttribute('aria-label', `Competitor: ${c.name}`);
          const popup = new maplibregl.Popup({ offset: 10 }).setDOMContent(competitorPopup(a, c));
          markers.push(new maplibregl.Marker({ element: el }).setLngLat([c.lon, c.lat]).setPopup(popup).addTo(m));
        }
        markers.push(
          new maplibregl.Marker({ element: siteMarker(i, a.site.label) }).setLngLat([a.site.lon, a.site.lat]).addTo(m),
        );
      });
      m.once('idle', () => {
        setDrawn(m.queryRenderedFeatures({ layers: OWN_LAYERS.filter((l) => m.getLayer(l)) }).length);
        setReady(true);
      });
    });
    return () => {
      for (const marker of markers) marker.remove();
      map.remove();
      setReady(false);
      setDrawn(0);
    };
  }, [basemap.data, frame, sites]);

  const ownLayers = basemap.data?.layers.filter((l) => l.features > 0 || l.note) ?? [];
  return (
    <section className="analysis-map-section" aria-label="Site map">
      <div
        ref={container}
        className="analysis-map"
        data-state={ready ? 'ready' : 'loading'}
        data-drawn-features={drawn}
      />
      {basemap.isError && <p className="form-error">The map background could not be loaded: {basemap.error.message}</p>}
      <ul className="map-legend">
        <li>
          <span className="legend-dot legend-site" /> Site (numbered) with rings at{' '}
          {[...new Set(sites.flatMap((a) => a.tradeArea.rings.map((r) => r.radiusMiles)))].join(', ')} mi
        </li>
        <li>
          <span className="legend-dot legend-competitor" /> Competitors (
          {sites[0]?.competitors.list[0]?.category ?? 'same type'}); select one for its rating, reviews and distance
        </li>
        {ownLayers.map((l) => (
          <li key={l.id}>
            <span className={`legend-dot legend-${l.id}`} /> {l.label}: {l.features.toLocaleString('en-US')} ({l.source}
            , {l.vintage}){l.note ? ` — ${l.note}` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
