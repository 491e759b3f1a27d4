import type { Map as MapLibreMap, Marker } from 'maplibre-gl';
import { useEffect, useMemo, useRef } from 'react';
import { useBasemap } from '../api/get-basemap';
import { createBaseMap, maplibregl } from '../lib/base-map';
import { ARTERIAL_COLOUR, NO_DATA_COLOUR, PARK_COLOUR, WATER_COLOUR } from '../lib/basemap-style';
import './analysis-map.css';
import { boxAround } from '../lib/geo';

/** A small map with the geocoded point as a draggable pin; dragging reports the corrected position. */
export function PinMap({
  lat,
  lon,
  label,
  onMove,
}: {
  lat: number;
  lon: number;
  label: string;
  onMove: (lat: number, lon: number) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const marker = useRef<Marker | null>(null);
  const map = useRef<MapLibreMap | null>(null);
  const moved = useRef(onMove);
  moved.current = onMove;
  // The basemap box follows the geocode, not the drags, so moving the pin does not redraw the map.
  const box = useMemo(() => boxAround([{ lat, lon }], 0.8), [lat, lon]);
  const basemap = useBasemap(box);

  // Rebuilt only when a new geocode arrives (box), not when the pin is dragged.
  // biome-ignore lint/correctness/useExhaustiveDependencies: lat/lon/label are read once per box
  useEffect(() => {
    if (!container.current || !basemap.data) return;
    const m = createBaseMap(container.current, basemap.data, box, () => undefined);
    const pin = new maplibregl.Marker({ draggable: true, color: '#0f766e' }).setLngLat([lon, lat]).addTo(m);
    pin.getElement().setAttribute('aria-label', `Pin for ${label}: drag to correct`);
    pin.on('dragend', () => {
      const at = pin.getLngLat();
      moved.current(at.lat, at.lng);
    });
    marker.current = pin;
    map.current = m;
    return () => {
      pin.remove();
      m.remove();
    };
  }, [basemap.data, box]);

  // The pin's position, for tests and assistive tooling (the marker itself is drawn by MapLibre).
  return (
    <>
      <div ref={container} className="pin-map" data-testid="pin-map" data-lat={lat} data-lon={lon} />
      <p className="pin-map-legend">
        <span className="map-swatch" style={{ background: '#0f766e' }} /> Pin (drag to correct) ·{' '}
        <span className="map-swatch map-swatch-line" style={{ background: ARTERIAL_COLOUR }} /> arterial and{' '}
        <span className="map-swatch map-swatch-line" style={{ background: '#ffffff' }} /> local streets ·{' '}
        <span className="map-swatch" style={{ background: PARK_COLOUR }} /> parks ·{' '}
        <span className="map-swatch" style={{ background: WATER_COLOUR }} /> lake ·{' '}
        <span className="legend-dot legend-rail-stations" /> rail stations ·{' '}
        <span className="map-swatch" style={{ background: NO_DATA_COLOUR }} /> outside our street data (Chicago only)
      </p>
    </>
  );
}
