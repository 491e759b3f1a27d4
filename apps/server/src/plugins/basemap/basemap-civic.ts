import type { BBox, GeoView, LatLon, MultiLine, MultiPolygon } from '@sitescout/geodata';
import { haversineMiles } from '@sitescout/geodata';
import { LAKE_SOURCE, lakePolygon } from './basemap-lake.js';
import { thinPath, toleranceFor } from './basemap-simplify.js';
import type { BasemapFeature, BasemapLayerInfo } from './basemap-types.js';

/** Boxes wider than this (degrees) list no zoning districts: thousands of polygons would say nothing. */
export const ZONING_SPAN_DEGREES = 0.12;

const roundLine = (line: MultiLine, box: BBox): MultiLine => line.map((part) => thinPath(part, toleranceFor(box)));
const roundPolygon = (polygon: MultiPolygon, box: BBox): MultiPolygon =>
  polygon.map((p) => p.map((r) => thinPath(r, toleranceFor(box))));

const boxCenter = ([w, s, e, n]: BBox): LatLon => ({ lat: (s + n) / 2, lon: (w + e) / 2 });
const boxReach = (box: BBox): number => haversineMiles(boxCenter(box), { lat: box[3], lon: box[2] });

interface Layered {
  features: BasemapFeature[];
  layers: BasemapLayerInfo[];
}

/** Lake Michigan along the city's shore (derived from the community areas), when the box meets it. */
export function lakeLayer(view: GeoView, box: BBox): Layered {
  const lake = lakePolygon(view);
  const meets = lake?.[0]?.[0]?.some(([lon, lat]) => lat >= box[1] && lat <= box[3] && lon >= box[0]) ?? false;
  const drawn = lake && meets && box[2] >= Math.min(...(lake[0]?.[0] ?? []).map(([lon]) => lon));
  return {
    features: drawn
      ? [
          {
            type: 'Feature',
            geometry: { type: 'MultiPolygon', coordinates: lake },
            properties: {
              layer: 'lake',
              id: 'lake-michigan',
              name: 'Lake Michigan',
              detail: null,
              kind: null,
              value: null,
            },
          },
        ]
      : [],
    layers: [
      {
        id: 'lake',
        label: 'Lake Michigan',
        source: LAKE_SOURCE,
        vintage: view.dataset('chicago-community-areas')?.vintage ?? 'n/a',
        features: drawn ? 1 : 0,
        note: lake ? null : 'no Chicago community areas loaded, so no shoreline to draw',
      },
    ],
  };
}

/** Park District parks whose outline meets the box. */
export function parksLayer(view: GeoView, box: BBox): Layered {
  const answer = view.parksWithin(boxCenter(box), boxReach(box));
  const features: BasemapFeature[] = answer.items.map(({ park }) => ({
    type: 'Feature',
    geometry: { type: 'MultiPolygon', coordinates: roundPolygon(park.polygon, box) },
    properties: {
      layer: 'parks',
      id: park.id,
      name: park.name,
      detail: park.acres !== null ? `${park.acres.toLocaleString('en-US')} acres` : null,
      kind: park.parkClass,
      value: park.acres,
    },
  }));
  const first = answer.items[0]?.park;
  return {
    features,
    layers: [
      {
        id: 'parks',
        label: 'Parks (Chicago Park District)',
        source: first?.source ?? 'Chicago Park District parks',
        vintage: first?.vintage ?? 'n/a',
        features: features.length,
        note: answer.covered ? null : (answer.message ?? 'no park data for this area'),
      },
    ],
  };
}

/** Bike routes (lanes, protected lanes, shared lanes, greenways) crossing the box. */
export function bikeRoutesLayer(view: GeoView, box: BBox): Layered {
  const answer = view.bikeRoutesWithin(boxCenter(box), boxReach(box));
  const features: BasemapFeature[] = answer.items.map(({ route }) => ({
    type: 'Feature',
    geometry: { type: 'MultiLineString', coordinates: roundLine(route.line, box) },
    properties: {
      layer: 'bike-routes',
      id: route.id,
      name: route.street ?? route.type,
      detail: route.type,
      kind: route.type,
      value: null,
    },
  }));
  const first = answer.items[0]?.route;
  return {
    features,
    layers: [
      {
        id: 'bike-routes',
        label: 'Bike routes',
        source: first?.source ?? 'City of Chicago bike routes',
        vintage: first?.vintage ?? 'n/a',
        features: features.length,
        note: answer.covered ? null : (answer.message ?? 'no bike route data for this area'),
      },
    ],
  };
}

/**
 * Zoning districts (class and family) in boxes small enough to read them, when asked for (`wanted`): they are
 * half the bytes of a neighbourhood's map, so the map loads them only once its zoning layer is switched on.
 */
export function zoningLayer(view: GeoView, box: BBox, wanted = true): Layered {
  const small = box[2] - box[0] <= ZONING_SPAN_DEGREES && box[3] - box[1] <= ZONING_SPAN_DEGREES;
  const districts = small && wanted ? view.zoningWithin(box) : [];
  const features: BasemapFeature[] = districts.map((z, i) => ({
    type: 'Feature',
    geometry: { type: 'MultiPolygon', coordinates: roundPolygon(z.polygon, box) },
    properties: {
      layer: 'zoning',
      id: `${z.zoneClass}#${i}`,
      name: z.zoneClass,
      detail: null,
      kind: z.family,
      value: null,
    },
  }));
  const first = districts[0];
  const meta = view.datasets().find((d) => d.id.includes('zoning'));
  return {
    features,
    layers: [
      {
        id: 'zoning',
        label: 'Zoning districts',
        source: first?.source ?? meta?.source ?? 'City of Chicago zoning',
        vintage: first?.vintage ?? meta?.vintage ?? 'n/a',
        features: features.length,
        note: !wanted
          ? 'not asked for (switch the layer on)'
          : !small
            ? 'zoom in to see them'
            : features.length === 0
              ? 'no zoning data for this area'
              : null,
      },
    ],
  };
}
