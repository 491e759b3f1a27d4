import { MILES_PER_DEGREE_LAT } from '@sitescout/shared';
import type { Feature, FeatureCollection, Point } from 'geojson';
import type { Basemap, RankedArea } from '../types';

/** "60193 (Schaumburg, IL)" → "Schaumburg"; a name without a town in brackets stays as it is. */
export function townOf(name: string): string {
  return /\(([^,)]+)(?:,[^)]*)?\)\s*$/.exec(name)?.[1]?.trim() ?? name;
}

/**
 * One label per town at the middle of its ranked ZIP areas (Chicago's 50-odd ZIP areas read "Chicago" once), and
 * one per ZIP area with its code, for the map to write where there is room.
 */
export function placeLabels(areas: readonly RankedArea[]): FeatureCollection<Point> {
  const towns = new Map<string, { lon: number; lat: number; n: number }>();
  for (const a of areas) {
    const town = townOf(a.name);
    const t = towns.get(town) ?? { lon: 0, lat: 0, n: 0 };
    towns.set(town, { lon: t.lon + a.lon, lat: t.lat + a.lat, n: t.n + 1 });
  }
  const features: Array<Feature<Point>> = [...towns].map(([town, t]) => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [t.lon / t.n, t.lat / t.n] },
    properties: { kind: 'town', name: town, areas: t.n },
  }));
  for (const a of areas)
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [a.lon, a.lat] },
      properties: { kind: 'zip', name: a.zcta, areas: 1 },
    });
  return { type: 'FeatureCollection', features };
}

/** Miles from a ranked area's point within which a drawn street counts as its street context. */
export const STREET_REACH_MILES = 1.5;

function streetPoints(basemap: Basemap): Array<[number, number]> {
  const points: Array<[number, number]> = [];
  for (const f of basemap.features) {
    if (f.properties.layer !== 'streets' || f.geometry.type !== 'MultiLineString') continue;
    for (const line of f.geometry.coordinates as number[][][])
      for (const p of line) points.push([p[0] ?? 0, p[1] ?? 0]);
  }
  return points;
}

/**
 * The ranked areas with no street of the loaded data within `STREET_REACH_MILES` of their point: where the map can
 * show only town names, ZIP areas and stations.
 */
export function areasWithoutStreets(areas: readonly RankedArea[], basemap: Basemap): RankedArea[] {
  const points = streetPoints(basemap);
  return areas.filter((a) => {
    const cos = Math.cos((a.lat * Math.PI) / 180);
    return !points.some(
      ([lon, lat]) => Math.hypot((lon - a.lon) * cos, lat - a.lat) * MILES_PER_DEGREE_LAT <= STREET_REACH_MILES,
    );
  });
}

/**
 * What the map shows around the shaded areas, in words: the streets' source where the pack has them, and plainly
 * where it has none (the suburbs: no street lines in the loaded data).
 */
export function streetsSentence(areas: readonly RankedArea[], basemap: Basemap | undefined): string {
  if (!basemap)
    return 'No streets on this map: the area searched is too wide for the map background; town names and ZIP codes are shown.';
  const streets = basemap.layers.find((l) => l.id === 'streets');
  const without = areasWithoutStreets(areas, basemap);
  // A few areas are named by ZIP code (an area of a town whose streets are drawn elsewhere), many by their towns.
  const towns = without.length <= 4 ? without.map((a) => a.name) : [...new Set(without.map((a) => townOf(a.name)))];
  const named = `${towns.slice(0, 4).join(', ')}${towns.length > 4 ? ` and ${towns.length - 4} more towns` : ''}`;
  if (!streets || streets.features === 0)
    return `No streets on this map: the loaded data has street lines for the City of Chicago only, none for ${named || 'this area'}. Town names, ZIP codes and rail stations show where each area is.`;
  const drawn = `Streets: ${streets.note?.startsWith('main streets') ? 'main streets' : 'streets'} of the City of Chicago (${streets.source}, ${streets.vintage}).`;
  if (without.length === 0) return drawn;
  return `${drawn} The loaded data has no street lines for ${without.length} of the ${areas.length} areas (${named}): there the map shows town names, ZIP codes and rail stations only.`;
}
