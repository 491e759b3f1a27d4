import { importChicagoIntersections } from '../../src/importers/streets/chicago-intersections.js';
import { buildStreetIndex } from '../../src/streets/build-street-index.js';
import type { StreetIndexData } from '../../src/streets/street-index-data.js';
import { dataText } from './data.js';

let cached: StreetIndexData | null = null;

/** The street index built from the City's real intersections file (built once per test file). */
export function realStreetIndexData(): StreetIndexData {
  cached ??= buildStreetIndex(importChicagoIntersections(dataText('streets/munged-chicago-intersections.csv')).records);
  return cached;
}

/** The published point of one named crossing ("N CLARK ST & W FULLERTON PKWY"). */
export function crossingPoint(intersection: string): { lat: number; lon: number } {
  const line = dataText('streets/munged-chicago-intersections.csv')
    .split('\n')
    .find((l) => l.startsWith(`${intersection},`));
  if (!line) throw new Error(`no crossing ${intersection}`);
  const cells = line.trim().split(',');
  return { lon: Number(cells[4]), lat: Number(cells[5]) };
}
