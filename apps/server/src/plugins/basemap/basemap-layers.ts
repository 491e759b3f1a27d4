import type { AreaKind, AreaRecord, BBox, GeoView, MultiPolygon, TransitMode } from '@sitescout/geodata';
import { haversineMiles } from '@sitescout/geodata';
import { bikeRoutesLayer, lakeLayer, parksLayer, zoningLayer } from './basemap-civic.js';
import { thinPath, toleranceFor } from './basemap-simplify.js';
import { streetsLayer } from './basemap-streets.js';
import type { Basemap, BasemapFeature, BasemapGeometry, BasemapLayerId, BasemapLayerInfo } from './basemap-types.js';

/** Boxes wider than this list no tract outlines and no bus stops: thousands of shapes would say nothing. */
export const DETAIL_SPAN_DEGREES = 0.5;
/** The largest box answered at all, in degrees of longitude or latitude. */
export const MAX_SPAN_DEGREES = 3;
/** At most this many stops per layer, nearest the box centre first. */
export const MAX_STOPS = 2500;

const AREA_LAYERS: Array<{ id: BasemapLayerId; kind: AreaKind; label: string; dataset: string; detailOnly: boolean }> =
  [
    { id: 'counties', kind: 'county', label: 'Counties', dataset: 'census-gazetteer-counties', detailOnly: false },
    { id: 'zctas', kind: 'zcta', label: 'ZIP code areas (ZCTA)', dataset: 'census-gazetteer-zcta', detailOnly: false },
    {
      id: 'community-areas',
      kind: 'community-area',
      label: 'Chicago community areas',
      dataset: 'chicago-community-areas',
      detailOnly: false,
    },
    { id: 'tracts', kind: 'tract', label: 'Census tracts', dataset: 'cook-tracts-income-2016-2020', detailOnly: true },
  ];

const RAIL_MODES: readonly TransitMode[] = ['rail', 'subway', 'tram', 'commuter-rail', 'ferry'];

const round = (n: number): number => Math.round(n * 1e5) / 1e5;

/** Bounding boxes of the pack's (immutable) outlines, computed once per polygon. */
const boxes = new WeakMap<MultiPolygon, BBox>();

function polygonBox(polygon: MultiPolygon): BBox {
  const cached = boxes.get(polygon);
  if (cached) return cached;
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const part of polygon)
    for (const [lon, lat] of part[0] ?? []) {
      if (lon < w) w = lon;
      if (lon > e) e = lon;
      if (lat < s) s = lat;
      if (lat > n) n = lat;
    }
  const box: BBox = [w, s, e, n];
  boxes.set(polygon, box);
  return box;
}

const boxesMeet = (a: BBox, b: BBox): boolean => a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];
const inBox = (box: BBox, lon: number, lat: number): boolean =>
  lon >= box[0] && lon <= box[2] && lat >= box[1] && lat <= box[3];

function areaFeature(layer: BasemapLayerId, area: AreaRecord, tolerance: number): BasemapFeature {
  const geometry: BasemapGeometry = area.polygon
    ? {
        type: 'MultiPolygon',
        coordinates: area.polygon.map((p) => p.map((r) => thinPath(r, tolerance))),
      }
    : { type: 'Point', coordinates: [round(area.internalPoint.lon), round(area.internalPoint.lat)] };
  // Offline ZCTAs and counties have no boundary: they are drawn as labelled points, and the detail says so.
  const detail = area.polygon ? null : 'no boundary in the loaded data: internal point shown';
  // Tracts carry their median household income for the choropleth (null where the pack has none).
  const income = layer === 'tracts' ? (area.demographics.medianHouseholdIncome?.value ?? null) : null;
  return {
    type: 'Feature',
    geometry,
    properties: { layer, id: area.id, name: area.name, detail, kind: null, value: income },
  };
}

/**
 * The outlines and points of our own data that fall in `bbox` ([west, south, east, north]): Chicago community
 * areas and Cook County tracts as polygons, ZCTAs and counties as internal points (no boundaries offline), CTA
 * and commuter-rail stations, and bus stops when the box is small enough to show them.
 * @example basemapWithin(view, [-87.68, 41.90, -87.62, 41.94]).layers.map((l) => l.id)
 */
export function basemapWithin(view: GeoView, bbox: BBox, options: { zoning: boolean } = { zoning: true }): Basemap {
  const steps = basemapSteps(view, bbox, options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Areas looked at between two pauses of a drawing run in slices. */
const AREAS_PER_STEP = 200;

/**
 * {@link basemapWithin} as steps: the drawing pauses (`yield`) between layers and every few hundred areas, so a
 * caller can run it in short slices that let other requests through (`drawInSlices`).
 */
export function* basemapSteps(
  view: GeoView,
  bbox: BBox,
  options: { zoning: boolean } = { zoning: true },
): Generator<void, Basemap, void> {
  const [w, s, e, n] = bbox;
  const detailed = e - w <= DETAIL_SPAN_DEGREES && n - s <= DETAIL_SPAN_DEGREES;
  const features: BasemapFeature[] = [];
  const layers: BasemapLayerInfo[] = [];
  const cite = (dataset: string) => {
    const meta = view.dataset(dataset);
    return { source: meta?.source ?? dataset, vintage: meta?.vintage ?? 'n/a' };
  };

  for (const layer of AREA_LAYERS) {
    if (layer.detailOnly && !detailed) {
      layers.push({
        id: layer.id,
        label: layer.label,
        ...cite(layer.dataset),
        features: 0,
        note: 'zoom in to see them',
      });
      continue;
    }
    let count = 0;
    let looked = 0;
    for (const area of view.areas(layer.kind)) {
      if (++looked % AREAS_PER_STEP === 0) yield;
      const meets = area.polygon
        ? boxesMeet(polygonBox(area.polygon), bbox)
        : inBox(bbox, area.internalPoint.lon, area.internalPoint.lat);
      if (!meets) continue;
      features.push(areaFeature(layer.id, area, toleranceFor(bbox)));
      count++;
      // Community area names are drawn at the area's internal point (a polygon label would repeat per tile).
      if (layer.id === 'community-areas' && area.polygon)
        features.push({
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [round(area.internalPoint.lon), round(area.internalPoint.lat)] },
          properties: { layer: 'area-labels', id: area.id, name: area.name, detail: null, kind: null, value: null },
        });
    }
    layers.push({ id: layer.id, label: layer.label, ...cite(layer.dataset), features: count, note: null });
    yield;
  }
  layers.push(incomeInfo(view, features, detailed));

  const center = { lat: (s + n) / 2, lon: (w + e) / 2 };
  const reach = haversineMiles(center, { lat: n, lon: e });
  const stopLayers: Array<{ id: BasemapLayerId; label: string; modes: readonly TransitMode[] }> = [
    { id: 'rail-stations', label: 'Rail stations', modes: RAIL_MODES },
    { id: 'bus-stops', label: 'Bus stops', modes: ['bus'] },
  ];
  for (const layer of stopLayers) {
    if (layer.id === 'bus-stops' && !detailed) {
      layers.push({
        id: layer.id,
        label: layer.label,
        source: 'transit stops',
        vintage: 'n/a',
        features: 0,
        note: 'zoom in to see them',
      });
      continue;
    }
    yield;
    const answer = view.stopsWithin(center, reach, layer.modes);
    const hits = answer.items.filter((h) => inBox(bbox, h.stop.lon, h.stop.lat)).slice(0, MAX_STOPS);
    for (const { stop } of hits)
      features.push({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [round(stop.lon), round(stop.lat)] },
        properties: {
          layer: layer.id,
          id: stop.id,
          name: stop.name,
          detail: stop.routes.join(', ') || null,
          kind: stop.mode,
          value: null,
        },
      });
    const sources = [...new Set(hits.map((h) => h.stop.source))];
    const vintages = [...new Set(hits.map((h) => h.stop.vintage))];
    layers.push({
      id: layer.id,
      label: layer.label,
      source: sources.join('; ') || 'transit stops',
      vintage: vintages.join('; ') || 'n/a',
      features: hits.length,
      note: !answer.covered
        ? answer.message
        : hits.length === 0
          ? 'none in this view'
          : answer.items.length > MAX_STOPS
            ? `nearest ${MAX_STOPS} shown`
            : null,
    });
  }
  const zoning = (v: GeoView, box: BBox) => zoningLayer(v, box, options.zoning);
  for (const layer of [lakeLayer, parksLayer, zoning, streetsLayer, bikeRoutesLayer]) {
    yield;
    const extra = layer(view, bbox);
    for (const feature of extra.features) features.push(feature);
    layers.push(...extra.layers);
  }
  return { bbox, layers, features };
}

/** The tract income choropleth's legend line: how many drawn tracts have a median household income, and its vintage. */
function incomeInfo(view: GeoView, features: readonly BasemapFeature[], detailed: boolean): BasemapLayerInfo {
  const tracts = features.filter((f) => f.properties.layer === 'tracts');
  const withIncome = tracts.filter((f) => f.properties.value !== null);
  const figure = withIncome.length
    ? view.area('tract', withIncome[0]?.properties.id ?? '')?.demographics.medianHouseholdIncome
    : undefined;
  return {
    id: 'tract-income',
    label: 'Median household income by census tract',
    source: figure?.source ?? 'U.S. Census Bureau, American Community Survey',
    vintage: figure?.vintage ?? 'n/a',
    features: withIncome.length,
    note: !detailed
      ? 'zoom in to see them'
      : tracts.length > 0 && withIncome.length === 0
        ? 'no tract income in the loaded data here'
        : tracts.length === 0
          ? 'no tract outlines loaded for this area'
          : null,
  };
}
