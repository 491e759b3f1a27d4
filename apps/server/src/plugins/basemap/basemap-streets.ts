import type { BBox, GeoView } from '@sitescout/geodata';
import { thinPath, toleranceFor } from './basemap-simplify.js';
import type { BasemapFeature, BasemapLayerInfo } from './basemap-types.js';

/** Boxes wider than this (degrees) list arterials only: every local street of a whole city says nothing. */
export const LOCAL_STREETS_SPAN_DEGREES = 0.35;
/** Boxes wider than this list no streets at all. */
export const STREETS_SPAN_DEGREES = 1.2;

/** Title case for a street label: "N CLARK ST" → "N Clark St". */
export function streetLabel(name: string): string {
  return name.toLowerCase().replace(/\b([a-z])/g, (c) => c.toUpperCase());
}

/**
 * Chicago street lines in the box (arterials only in wide boxes), labelled for drawing names along them. Outside
 * the City's street data the layer is empty and its note says where street detail ends.
 */
export function streetsLayer(view: GeoView, box: BBox): { features: BasemapFeature[]; layers: BasemapLayerInfo[] } {
  const span = Math.max(box[2] - box[0], box[3] - box[1]);
  const lines = span <= STREETS_SPAN_DEGREES ? view.streetLinesInBBox(box) : [];
  const locals = span <= LOCAL_STREETS_SPAN_DEGREES;
  const features: BasemapFeature[] = [];
  lines.forEach((street, i) => {
    if (!locals && street.streetClass !== 'arterial') return;
    features.push({
      type: 'Feature',
      geometry: { type: 'MultiLineString', coordinates: street.line.map((p) => thinPath(p, toleranceFor(box))) },
      properties: {
        layer: 'streets',
        id: `${street.name}#${i}`,
        name: streetLabel(street.name),
        detail: null,
        kind: street.streetClass,
        value: null,
      },
    });
  });
  const first = lines[0];
  const meta = view.datasets().find((d) => /street/i.test(d.id));
  const note =
    span > STREETS_SPAN_DEGREES
      ? 'zoom in to see them'
      : lines.length === 0
        ? 'no street data for this area: streets are drawn for the City of Chicago only'
        : !locals
          ? 'main streets only at this scale: zoom in for every street'
          : null;
  return {
    features,
    layers: [
      {
        id: 'streets',
        label: 'Streets',
        source: first?.source ?? meta?.source ?? 'City of Chicago street intersections',
        vintage: first?.vintage ?? meta?.vintage ?? 'n/a',
        features: features.length,
        note,
      },
    ],
  };
}
