import type { MapLayerKey, MapLayerState } from '../lib/map-layer-state';

const SWITCHES: Array<{ key: MapLayerKey; label: string }> = [
  { key: 'competitors', label: 'Competitors' },
  { key: 'transit', label: 'Transit stations and stops' },
  { key: 'zoning', label: 'Zoning districts' },
  { key: 'income', label: 'Household income by tract' },
  { key: 'bikeRoutes', label: 'Bike routes' },
];

/** Switches for the map's overlays; the choice is kept in this browser (see `useMapLayers`). */
export function MapLayersPanel({
  state,
  onChange,
}: {
  state: MapLayerState;
  onChange: (key: MapLayerKey, on: boolean) => void;
}) {
  return (
    <fieldset className="map-layers-panel">
      <legend>Map layers</legend>
      {SWITCHES.map((s) => (
        <label key={s.key}>
          <input
            type="checkbox"
            checked={state[s.key]}
            onChange={(event) => onChange(s.key, event.currentTarget.checked)}
          />{' '}
          {s.label}
        </label>
      ))}
    </fieldset>
  );
}
