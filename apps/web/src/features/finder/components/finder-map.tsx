import type { FeatureCollection } from 'geojson';
import type { ExpressionSpecification } from 'maplibre-gl';
import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { useFinderBasemap } from '../api/get-basemap';
import { placeLabels, streetsSentence } from '../lib/finder-context';
import { addContextLayers, addGroundLayers } from '../lib/finder-context-layers';
import { spreadOffsets } from '../lib/spread-markers';
import type { FinderResult } from '../types';
import { SCORE_RAMP, SCORE_STOPS } from './score-colours';

maplibregl.setWorkerUrl(workerUrl);

/** How many of the best areas get a numbered marker. */
export const NUMBERED = 10;

/** Centre-to-centre pixels between numbered markers (26 px wide, with room): closer ones are spread apart. */
const MARKER_GAP = 30;

function numberMarker(rank: number, label: string, onSelect: () => void): HTMLElement {
  const el = document.createElement('button');
  el.type = 'button';
  el.className = 'finder-marker';
  el.textContent = String(rank);
  el.setAttribute('aria-label', `Rank ${rank}: ${label}`);
  el.addEventListener('click', onSelect);
  return el;
}

/**
 * The ranked ZIP areas shaded by score (darker = better) over our own outlines, with streets where the data pack has
 * them, rail stations, town names and ZIP codes over them, and a sentence saying where there are no streets; the best
 * ten numbered; selecting
 * an area (map or marker) tells the page, which scrolls its row into view.
 */
export function FinderMap({ result, onSelect }: { result: FinderResult; onSelect: (zcta: string) => void }) {
  const container = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [drawn, setDrawn] = useState(0);
  const [context, setContext] = useState<{
    towns: string[];
    streets: number;
    stations: number;
    points: Record<string, [number, number]>;
  } | null>(null);
  const bbox = result.map.bbox;
  const basemap = useFinderBasemap(bbox);
  const select = useRef(onSelect);
  select.current = onSelect;
  const basemapSettled = !basemap.isLoading;

  useEffect(() => {
    if (!container.current || !basemapSettled) return;
    const map = new maplibregl.Map({
      container: container.current,
      style: {
        version: 8,
        sources: {},
        layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#f3f1ec' } }],
      },
      bounds: [bbox[0] ?? 0, bbox[1] ?? 0, bbox[2] ?? 0, bbox[3] ?? 0],
      fitBoundsOptions: { padding: 16 },
      attributionControl: { compact: true },
      canvasContextAttributes: { preserveDrawingBuffer: true },
    });
    map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
    const markers: maplibregl.Marker[] = [];
    map.on('load', () => {
      if (basemap.data) {
        map.addSource('basemap', {
          type: 'geojson',
          data: { type: 'FeatureCollection', features: basemap.data.features } as FeatureCollection,
        });
        addGroundLayers(map);
      }
      map.addSource('places', { type: 'geojson', data: placeLabels(result.areas) });
      map.addSource('areas', { type: 'geojson', data: result.map as unknown as FeatureCollection });
      const colour = [
        'interpolate',
        ['linear'],
        ['get', 'score'],
        ...SCORE_STOPS.flatMap((s, i) => [s, SCORE_RAMP[i] ?? SCORE_RAMP[0]]),
      ] as unknown as ExpressionSpecification;
      // Lower ranks first, so better areas are drawn on top where circles overlap; opaque, so an overlap never
      // reads as a darker (better) area of its own.
      map.addLayer({
        id: 'area-fill',
        type: 'fill',
        source: 'areas',
        layout: { 'fill-sort-key': ['-', 0, ['get', 'rank']] as unknown as ExpressionSpecification },
        paint: { 'fill-color': colour, 'fill-opacity': 1 },
      });
      map.addLayer({
        id: 'area-lines',
        type: 'line',
        source: 'areas',
        paint: { 'line-color': '#ffffff', 'line-width': 0.8 },
      });
      addContextLayers(map, basemap.data !== undefined);
      map.on('click', 'area-fill', (event) => {
        const zcta = event.features?.[0]?.properties?.zcta;
        if (typeof zcta === 'string') select.current(zcta);
      });
      for (const area of result.areas.slice(0, NUMBERED))
        markers.push(
          new maplibregl.Marker({ element: numberMarker(area.rank, area.name, () => select.current(area.zcta)) })
            .setLngLat([area.lon, area.lat])
            .addTo(map),
        );
      // Markers that would cover one another (downtown's best areas) are fanned out round their spot at every zoom.
      const spread = () => {
        const offsets = spreadOffsets(
          markers.map((m) => map.project(m.getLngLat())),
          MARKER_GAP,
        );
        markers.forEach((m, i) => {
          m.setOffset(offsets[i] ?? [0, 0]);
        });
      };
      spread();
      // Positions change with the zoom and with the map's size (a phone turned, the page's layout settling).
      map.on('zoom', spread);
      map.on('resize', spread);
      map.once('idle', spread);
      map.once('idle', () => {
        // How many ZIP areas are actually shaded on screen, and what is written and drawn around them (for tests).
        const shaded = new Set(map.queryRenderedFeatures({ layers: ['area-fill'] }).map((f) => f.properties?.zcta));
        setDrawn(shaded.size);
        const written = (layer: string) =>
          map.getLayer(layer)
            ? map.queryRenderedFeatures({ layers: [layer] }).map((f) => String(f.properties?.name))
            : [];
        setContext({
          towns: [...new Set(written('finder-town-names'))],
          streets: written('finder-streets').length,
          stations: written('finder-rail-stations').length,
          // Where each area's point is on the canvas (CSS pixels), so a test can read the colour drawn there.
          points: Object.fromEntries(
            result.areas.map((a) => {
              const p = map.project([a.lon, a.lat]);
              return [a.zcta, [Math.round(p.x), Math.round(p.y)]];
            }),
          ),
        });
        setReady(true);
      });
    });
    return () => {
      for (const m of markers) m.remove();
      map.remove();
      setReady(false);
      setDrawn(0);
      setContext(null);
    };
  }, [result, bbox, basemap.data, basemapSettled]);

  return (
    <section className="finder-map-section" aria-label="Map of the ranked ZIP areas">
      <div
        ref={container}
        className="finder-map"
        data-testid="finder-map"
        data-state={ready ? 'ready' : 'loading'}
        data-areas={result.map.features.length}
        data-shaded={drawn}
        data-towns={context?.towns.join('|')}
        data-streets={context?.streets}
        data-stations={context?.stations}
        data-points={context ? JSON.stringify(context.points) : undefined}
      />
      <div className="finder-legend">
        <span>Score 0</span>
        <span className="finder-ramp" style={{ background: `linear-gradient(to right, ${SCORE_RAMP.join(', ')})` }} />
        <span>100</span>
        <span className="finder-legend-note">Numbers: the {Math.min(NUMBERED, result.areas.length)} best areas.</span>
        {(context?.stations ?? 0) > 0 && (
          <span className="finder-legend-note">
            <span className="finder-key-station" aria-hidden="true" /> Rail stations
          </span>
        )}
      </div>
      {result.map.note && <p className="form-hint">{result.map.note}</p>}
      {basemapSettled && (
        <p className="form-hint" data-testid="finder-map-streets">
          {streetsSentence(result.areas, basemap.data)}
        </p>
      )}
      {basemap.data && (
        <p className="form-hint">
          Outlines:{' '}
          {basemap.data.layers
            .filter((l) => l.id === 'community-areas' && l.features > 0)
            .map((l) => `${l.label} (${l.source}, ${l.vintage})`)
            .join('; ') || 'none in this view'}
          ; rail stations: {basemap.data.layers.find((l) => l.id === 'rail-stations')?.source ?? 'none loaded'}.
        </p>
      )}
    </section>
  );
}
