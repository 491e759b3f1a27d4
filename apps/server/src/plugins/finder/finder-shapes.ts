import type { RankedArea } from '@sitescout/engine';
import type { AreaRecord, GeoView } from '@sitescout/geodata';
import { circleRing } from '@sitescout/shared';
import type { FinderResult } from './finder-schemas.js';

type Shape = FinderResult['map']['features'][number];

const round = (n: number) => Math.round(n * 1e5) / 1e5;

/** A 48-sided circle of `radiusMiles` around a point, as one closed ring of [lon, lat]. */
const circle = (center: { lat: number; lon: number }, radiusMiles: number): number[][] =>
  circleRing(center, radiusMiles, 48).map(([x, y]) => [round(x), round(y)]);

/** The ZCTA's outline when the pack has one, else a circle of its land area around its Census internal point. */
function shapeOf(zcta: AreaRecord): (Pick<Shape, 'geometry'> & { outline: Shape['properties']['outline'] }) | null {
  if (zcta.polygon)
    return {
      geometry: {
        type: 'MultiPolygon',
        coordinates: zcta.polygon.map((p) => p.map((r) => r.map(([x, y]) => [round(x), round(y)]))),
      },
      outline: 'boundary',
    };
  if (!zcta.landAreaSqMi || zcta.landAreaSqMi <= 0) return null;
  const radius = Math.sqrt(zcta.landAreaSqMi / Math.PI);
  return {
    geometry: { type: 'MultiPolygon', coordinates: [[circle(zcta.internalPoint, radius)]] },
    outline: 'land-area-circle',
  };
}

/**
 * The area's score before its rounding to a whole number: Σ weight × part over the parts it lists (the weights used
 * sum to 1 over the known parts). The shown score when the parts do not give it (never expected).
 */
export function scoreBeforeRounding(area: Pick<RankedArea, 'score' | 'subScores'>): number {
  let sum = 0;
  let weight = 0;
  for (const part of area.subScores)
    if (part.score !== null && part.weight > 0) {
      sum += part.weight * part.score;
      weight += part.weight;
    }
  const exact = weight > 0 ? sum / weight : Number.NaN;
  return Math.abs(exact - area.score.value) <= 0.5 ? exact : area.score.value;
}

/** The ranked areas as map shapes (shaded by score in the browser), what they are drawn as, and their box. */
export function finderMap(view: GeoView, areas: RankedArea[]): FinderResult['map'] {
  const features: Shape[] = [];
  let circles = 0;
  for (const area of areas) {
    const zcta = view.area('zcta', area.zcta);
    const shape = zcta ? shapeOf(zcta) : null;
    if (!shape) continue;
    if (shape.outline === 'land-area-circle') circles++;
    features.push({
      type: 'Feature',
      geometry: shape.geometry,
      properties: {
        zcta: area.zcta,
        rank: area.rank,
        // To a tenth, before the score's rounding: areas a point or two apart (or two that round to the same whole
        // number) are drawn in slightly different shades, as close as their scores, in the order of their ranks.
        score: Math.round(scoreBeforeRounding(area) * 10) / 10,
        outline: shape.outline,
      },
    });
  }
  let [w, s, e, n] = [180, 90, -180, -90];
  for (const f of features)
    for (const part of f.geometry.coordinates)
      for (const [lon = 0, lat = 0] of part[0] ?? []) {
        w = Math.min(w, lon);
        e = Math.max(e, lon);
        s = Math.min(s, lat);
        n = Math.max(n, lat);
      }
  if (features.length === 0) [w, s, e, n] = [-87.94, 41.64, -87.52, 42.02];
  return {
    type: 'FeatureCollection',
    features,
    note:
      circles === 0
        ? null
        : circles === features.length
          ? 'The loaded data has no ZIP area boundaries, so each ZIP area is drawn as a circle of its land area (Census Gazetteer) around its Census internal point.'
          : `The loaded data has no boundary for ${circles} of these ZIP areas, so they are drawn as circles of their land area (Census Gazetteer) around their Census internal points.`,
    bbox: [w, s, e, n].map(round),
  };
}
