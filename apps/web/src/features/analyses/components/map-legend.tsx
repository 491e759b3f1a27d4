import {
  ARTERIAL_COLOUR,
  ARTERIAL_NAMES_MIN_ZOOM,
  BUS_STOPS_MIN_ZOOM,
  INCOME_CLASSES,
  LAND_COLOUR,
  NO_DATA_COLOUR,
  PARK_COLOUR,
  STREET_NAMES_MIN_ZOOM,
  WALKSHED_COLOUR,
  WATER_COLOUR,
  ZONING_FAMILIES,
} from '../lib/basemap-style';
import type { MapLayerState } from '../lib/map-layer-state';
import type { Basemap, SiteResult } from '../types';

type LayerInfo = Basemap['layers'][number];

const money = (n: number) => `$${Math.round(n / 1000)}k`;

function Swatch({ colour, line }: { colour: string; line?: boolean }) {
  return <span className={line ? 'map-swatch map-swatch-line' : 'map-swatch'} style={{ background: colour }} />;
}

function cite(info: LayerInfo | undefined): string {
  if (!info) return '';
  const count = info.features > 0 ? `${info.features.toLocaleString('en-US')} in view; ` : '';
  return ` (${count}${info.source}, ${info.vintage})${info.note ? ` — ${info.note}` : ''}`;
}

/** What every symbol on the map means, with each layer's source and vintage; overlays only when switched on. */
export function MapLegend({
  layers,
  state,
  rings,
  competitorLabel,
  walk,
}: {
  layers: readonly LayerInfo[];
  state: MapLayerState;
  rings: readonly number[];
  competitorLabel: string;
  walk: ReadonlyArray<SiteResult['tradeArea']['walk']>;
}) {
  const walked = walk.find((w) => w?.covered);
  const notWalked = walk.find((w) => w && !w.covered);
  const info = (id: LayerInfo['id']) => layers.find((l) => l.id === id);
  const streets = info('streets');
  const income = info('tract-income');
  return (
    <div className="map-legend-block">
      <ul className="map-legend">
        <li>
          <span className="legend-dot legend-site" /> Site (numbered) with rings at {rings.join(', ')} mi
        </li>
        {walked?.covered ? (
          <li>
            <Swatch colour={WALKSHED_COLOUR} line /> Walk-time areas:{' '}
            {walked.walksheds.map((w) => w.minutes).join(', ')} minutes at {walked.speedMph} mph along the streets (the
            10-minute one shaded; {walked.source}, {walked.vintage})
          </li>
        ) : notWalked && !notWalked.covered ? (
          <li>No walk-time areas: {notWalked.message}</li>
        ) : null}
        {state.competitors && (
          <li>
            <span className="legend-dot legend-competitor" /> Competitors ({competitorLabel}); select one for its
            rating, reviews and distance
          </li>
        )}
        <li>
          <Swatch colour={ARTERIAL_COLOUR} line /> Arterial streets (bus routes or counted traffic),{' '}
          <Swatch colour="#ffffff" line /> local streets; main street names from zoom {ARTERIAL_NAMES_MIN_ZOOM}, every
          name from zoom {STREET_NAMES_MIN_ZOOM}
          {streets ? cite(streets) : ' — no street lines in the loaded data'}
        </li>
        <li>
          <Swatch colour={PARK_COLOUR} /> Parks{cite(info('parks'))}
        </li>
        <li>
          <Swatch colour={WATER_COLOUR} /> Lake Michigan{cite(info('lake'))}
        </li>
        <li>
          <Swatch colour={LAND_COLOUR} /> Chicago community areas (named){cite(info('community-areas'))};{' '}
          <Swatch colour={NO_DATA_COLOUR} /> grey: outside our street data, where street detail ends
        </li>
        {state.transit && (
          <>
            <li>
              <span className="legend-dot legend-rail-stations" /> Rail stations: {info('rail-stations')?.features ?? 0}
              {cite(info('rail-stations'))}. Rail lines are not drawn: the loaded transit feeds have no line shapes
            </li>
            <li>
              <span className="legend-dot legend-bus-stops" /> Bus stops, from zoom {BUS_STOPS_MIN_ZOOM}
              {cite(info('bus-stops'))}
            </li>
          </>
        )}
        {state.bikeRoutes && (
          <li>
            <Swatch colour="#15803d" line /> Bike routes{cite(info('bike-routes'))}
          </li>
        )}
      </ul>
      {state.zoning && (
        <div className="map-legend-overlay" data-testid="zoning-legend">
          <strong>Zoning districts</strong>
          {cite(info('zoning'))}
          <ul>
            {ZONING_FAMILIES.map((z) => (
              <li key={z.family}>
                <Swatch colour={z.colour} /> {z.label}
              </li>
            ))}
          </ul>
        </div>
      )}
      {state.income && (
        <div className="map-legend-overlay" data-testid="income-legend">
          <strong>Median household income by census tract</strong>
          {cite(income)}
          <ul>
            {INCOME_CLASSES.map((c, i) => {
              const next = INCOME_CLASSES[i + 1];
              return (
                <li key={c.floor}>
                  <Swatch colour={c.colour} />{' '}
                  {next
                    ? `${i === 0 ? 'under' : `${money(c.floor)} to under`} ${money(next.floor)}`
                    : `${money(c.floor)} and more`}
                </li>
              );
            })}
            <li>No fill: no income figure for the tract</li>
          </ul>
        </div>
      )}
    </div>
  );
}
