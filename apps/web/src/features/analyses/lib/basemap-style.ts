import type { ExpressionSpecification, FilterSpecification, Map as MapLibreMap } from 'maplibre-gl';

/** Land inside our data (Chicago community areas) and outside it, where street detail ends. */
export const LAND_COLOUR = '#f7f5f0';
export const NO_DATA_COLOUR = '#dedbd4';
export const WATER_COLOUR = '#a9d3e6';
export const PARK_COLOUR = '#c5e3b1';
export const ARTERIAL_COLOUR = '#fcd98a';
export const WALKSHED_COLOUR = '#7c3aed';

/** Zoning families as the City groups them, each with its colour (the panel's legend lists them). */
export const ZONING_FAMILIES: ReadonlyArray<{ family: string; label: string; colour: string }> = [
  { family: 'business', label: 'Business (B)', colour: '#3b82f6' },
  { family: 'commercial', label: 'Commercial (C)', colour: '#ef4444' },
  { family: 'manufacturing', label: 'Manufacturing (M)', colour: '#a855f7' },
  { family: 'planned-manufacturing', label: 'Planned manufacturing (PMD)', colour: '#7e22ce' },
  { family: 'residential', label: 'Residential (R)', colour: '#eab308' },
  { family: 'planned-development', label: 'Planned development (PD)', colour: '#f97316' },
  { family: 'downtown', label: 'Downtown (D)', colour: '#be123c' },
  { family: 'parks-open-space', label: 'Parks and open space (POS)', colour: '#16a34a' },
  { family: 'transportation', label: 'Transportation (T)', colour: '#64748b' },
];

/** Median household income classes of the choropleth (USD), lowest first; each bound is the class's floor. */
export const INCOME_CLASSES: ReadonlyArray<{ floor: number; colour: string }> = [
  { floor: 0, colour: '#f7fcf5' },
  { floor: 35_000, colour: '#c7e9c0' },
  { floor: 60_000, colour: '#74c476' },
  { floor: 90_000, colour: '#31a354' },
  { floor: 130_000, colour: '#006d2c' },
];

/** Map layers of each toggle in the layers panel (competitors are DOM markers, toggled separately). */
export const TOGGLE_LAYERS = {
  transit: ['bus-stops', 'rail-stations', 'rail-station-labels'],
  zoning: ['zoning-fill', 'zoning-lines', 'zoning-labels'],
  income: ['income-fill'],
  bikeRoutes: ['bike-routes'],
} as const;

/** Zoom from which bus stops are drawn: below it they would bury the competitors (and say nothing). */
export const BUS_STOPS_MIN_ZOOM = 14.5;
/** Zoom from which every street's name is written along its line. */
export const STREET_NAMES_MIN_ZOOM = 14;
/** Zoom from which arterials' names are written (the dashboard opens near 13 on a 1-mile radius). */
export const ARTERIAL_NAMES_MIN_ZOOM = 12.5;

const byLayer = (id: string) => ['==', ['get', 'layer'], id] as unknown as FilterSpecification;
const byZoom = (stops: Array<[number, number]>) =>
  ['interpolate', ['exponential', 1.6], ['zoom'], ...stops.flat()] as unknown as ExpressionSpecification;
const textFont = ['sans-serif'];

const zoningColour = [
  'match',
  ['get', 'kind'],
  ...ZONING_FAMILIES.flatMap((z) => [z.family, z.colour]),
  '#94a3b8',
] as unknown as ExpressionSpecification;

const incomeColour = [
  'step',
  ['get', 'value'],
  ...INCOME_CLASSES.flatMap((c, i) => (i === 0 ? [c.colour] : [c.floor, c.colour])),
] as unknown as ExpressionSpecification;

/**
 * Our own data drawn as a map a person recognises: land and the lake, parks, area outlines and names, streets
 * (arterials wider, names along them from zoom 14), bike routes, stations and stops; zoning and income as
 * switchable overlays. `overTiles` keeps fills and our straight crossing-to-crossing streets faint (and their names
 * off) when an outside tile service draws the ground and its own streets.
 */
export function addBasemapLayers(map: MapLibreMap, overTiles: boolean): void {
  const add = (layer: Parameters<MapLibreMap['addLayer']>[0]) => map.addLayer(layer);
  const source = 'basemap';
  add({
    id: 'community-area-fill',
    type: 'fill',
    source,
    filter: byLayer('community-areas'),
    paint: { 'fill-color': LAND_COLOUR, 'fill-opacity': overTiles ? 0.1 : 1 },
  });
  add({
    id: 'income-fill',
    type: 'fill',
    source,
    filter: ['all', byLayer('tracts'), ['!=', ['get', 'value'], null]] as unknown as FilterSpecification,
    layout: { visibility: 'none' },
    paint: { 'fill-color': incomeColour, 'fill-opacity': 0.55 },
  });
  add({
    id: 'zoning-fill',
    type: 'fill',
    source,
    filter: byLayer('zoning'),
    layout: { visibility: 'none' },
    paint: { 'fill-color': zoningColour, 'fill-opacity': 0.32 },
  });
  add({
    id: 'zoning-lines',
    type: 'line',
    source,
    filter: byLayer('zoning'),
    layout: { visibility: 'none' },
    paint: { 'line-color': zoningColour, 'line-width': 0.6, 'line-opacity': 0.7 },
  });
  add({
    id: 'parks-fill',
    type: 'fill',
    source,
    filter: byLayer('parks'),
    paint: { 'fill-color': PARK_COLOUR, 'fill-outline-color': '#8fc27a', 'fill-opacity': overTiles ? 0.5 : 1 },
  });
  add({
    id: 'lake-fill',
    type: 'fill',
    source,
    filter: byLayer('lake'),
    paint: { 'fill-color': WATER_COLOUR, 'fill-opacity': overTiles ? 0.3 : 1 },
  });
  add({
    id: 'tract-lines',
    type: 'line',
    source,
    filter: byLayer('tracts'),
    minzoom: 12,
    paint: { 'line-color': '#d6cfc0', 'line-width': 0.5 },
  });
  add({
    id: 'community-area-lines',
    type: 'line',
    source,
    filter: byLayer('community-areas'),
    paint: { 'line-color': '#a89c84', 'line-width': 1.2, 'line-dasharray': [4, 2] },
  });
  const streets = (cls: 'local' | 'arterial') =>
    ['all', byLayer('streets'), ['==', ['get', 'kind'], cls]] as unknown as FilterSpecification;
  add({
    id: 'street-casing',
    type: 'line',
    source,
    filter: byLayer('streets'),
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: {
      'line-opacity': overTiles ? 0.35 : 1,
      'line-color': '#c4bcac',
      // MapLibre takes a zoom curve only at the top of an expression: the street class is chosen at each stop.
      'line-width': [
        'interpolate',
        ['exponential', 1.6],
        ['zoom'],
        ...[
          [10, 1.2, 0.4],
          [13, 3.2, 2.2],
          [16, 12, 7.5],
        ].flatMap(([zoom, arterial, local]) => [zoom, ['case', ['==', ['get', 'kind'], 'arterial'], arterial, local]]),
      ] as unknown as ExpressionSpecification,
    },
  });
  add({
    id: 'streets-local',
    type: 'line',
    source,
    filter: streets('local'),
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: {
      'line-opacity': overTiles ? 0.35 : 1,
      'line-color': '#ffffff',
      'line-width': byZoom([
        [10, 0.2],
        [13, 1.3],
        [16, 6],
      ]),
    },
  });
  add({
    id: 'streets-arterial',
    type: 'line',
    source,
    filter: streets('arterial'),
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: {
      'line-opacity': overTiles ? 0.35 : 1,
      'line-color': ARTERIAL_COLOUR,
      'line-width': byZoom([
        [10, 0.8],
        [13, 2.2],
        [16, 10],
      ]),
    },
  });
  add({
    id: 'bike-routes',
    type: 'line',
    source,
    filter: byLayer('bike-routes'),
    layout: { visibility: 'none', 'line-cap': 'round' },
    paint: { 'line-color': '#15803d', 'line-width': 2, 'line-dasharray': [2, 1.2] },
  });
  add({
    id: 'arterial-names',
    type: 'symbol',
    source,
    filter: streets('arterial'),
    minzoom: ARTERIAL_NAMES_MIN_ZOOM,
    maxzoom: STREET_NAMES_MIN_ZOOM,
    layout: {
      visibility: overTiles ? 'none' : 'visible',
      'symbol-placement': 'line',
      'text-field': ['get', 'name'],
      'text-font': textFont,
      'text-size': 11,
      'text-max-angle': 30,
      'symbol-spacing': 320,
    },
    paint: { 'text-color': '#3f3a33', 'text-halo-color': '#ffffff', 'text-halo-width': 1.6 },
  });
  add({
    id: 'street-names',
    type: 'symbol',
    source,
    filter: byLayer('streets'),
    minzoom: STREET_NAMES_MIN_ZOOM,
    layout: {
      visibility: overTiles ? 'none' : 'visible',
      'symbol-placement': 'line',
      'text-field': ['get', 'name'],
      'text-font': textFont,
      'text-size': ['case', ['==', ['get', 'kind'], 'arterial'], 12, 10.5] as unknown as ExpressionSpecification,
      'text-max-angle': 30,
      'symbol-spacing': 260,
    },
    paint: { 'text-color': '#3f3a33', 'text-halo-color': '#ffffff', 'text-halo-width': 1.6 },
  });
  add({
    id: 'zoning-labels',
    type: 'symbol',
    source,
    filter: byLayer('zoning'),
    minzoom: 15.5,
    layout: { visibility: 'none', 'text-field': ['get', 'name'], 'text-font': textFont, 'text-size': 10 },
    paint: { 'text-color': '#334155', 'text-halo-color': '#ffffff', 'text-halo-width': 1 },
  });
  add({
    id: 'area-names',
    type: 'symbol',
    source,
    filter: byLayer('area-labels'),
    maxzoom: 15,
    layout: {
      'text-field': ['upcase', ['get', 'name']] as unknown as ExpressionSpecification,
      'text-font': textFont,
      'text-size': 12,
      'text-letter-spacing': 0.08,
      'text-max-width': 8,
    },
    paint: { 'text-color': '#7a6f5a', 'text-halo-color': LAND_COLOUR, 'text-halo-width': 1.5 },
  });
  add({
    id: 'lake-name',
    type: 'symbol',
    source,
    filter: byLayer('lake'),
    layout: { 'text-field': ['get', 'name'], 'text-font': textFont, 'text-size': 14, 'symbol-placement': 'point' },
    paint: { 'text-color': '#2f6f8f' },
  });
  add({
    id: 'zcta-points',
    type: 'circle',
    source,
    filter: ['any', byLayer('zctas'), byLayer('counties')] as unknown as FilterSpecification,
    paint: { 'circle-radius': 3, 'circle-color': '#9b9486' },
  });
  add({
    id: 'bus-stops',
    type: 'circle',
    source,
    filter: byLayer('bus-stops'),
    minzoom: BUS_STOPS_MIN_ZOOM,
    paint: {
      'circle-radius': 2.5,
      'circle-color': '#ffffff',
      'circle-stroke-color': '#4f7fd1',
      'circle-stroke-width': 1.2,
    },
  });
  add({
    id: 'rail-stations',
    type: 'circle',
    source,
    filter: byLayer('rail-stations'),
    paint: {
      'circle-radius': 5.5,
      'circle-color': '#1d4ed8',
      'circle-stroke-color': '#fff',
      'circle-stroke-width': 1.5,
    },
  });
  add({
    id: 'rail-station-labels',
    type: 'symbol',
    source,
    filter: byLayer('rail-stations'),
    minzoom: 13,
    layout: {
      'text-field': ['get', 'name'],
      'text-font': textFont,
      'text-size': 11,
      'text-offset': [0, 1.1],
      'text-anchor': 'top',
      'text-optional': true,
    },
    paint: { 'text-color': '#1d4ed8', 'text-halo-color': '#ffffff', 'text-halo-width': 1.4 },
  });
}
