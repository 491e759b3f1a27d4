import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { milesToDegrees } from '@sitescout/shared';
import type { GeoView } from '../model/geo-view.js';
import type { LatLon } from '../model/geometry.js';

const KM_MILES = 0.621371;

/**
 * Street lines in the pack: how many, their share of the pack's bytes (the growth format v3 brought:
 * their column table in tables.json plus 16 bytes a vertex in geometry.bin), and a 2 km viewport query.
 */
export function benchStreetLines(view: GeoView, pack: string, points: readonly LatLon[]): void {
  const tables = JSON.parse(readFileSync(join(pack, 'tables.json'), 'utf8')) as Record<string, unknown>;
  const tableBytes = JSON.stringify(tables.streetLines ?? null).length;
  const everywhere = view.streetLinesInBBox([-180, -90, 180, 90]);
  const vertices = everywhere.reduce((s, l) => s + l.line.reduce((n, part) => n + part.length, 0), 0);
  const arterial = everywhere.filter((l) => l.streetClass === 'arterial').length;
  console.log(
    `street lines    ${everywhere.length} (${arterial} arterial), ${vertices} vertices: pack growth ${((tableBytes + vertices * 16) / 1e6).toFixed(2)} MB (tables.json ${(tableBytes / 1e6).toFixed(2)} MB, geometry.bin ${((vertices * 16) / 1e6).toFixed(2)} MB)`,
  );
  const times: number[] = [];
  let found = 0;
  for (const p of points) {
    const { dLat, dLon } = milesToDegrees(KM_MILES, p.lat);
    const t = performance.now();
    found += view.streetLinesInBBox([p.lon - dLon, p.lat - dLat, p.lon + dLon, p.lat + dLat]).length;
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(3);
  console.log(
    `street lines in a 2 km box around ${points.length} points: p50 ${at(0.5)} ms p99 ${at(0.99)} ms (${(found / Math.max(1, points.length)).toFixed(0)} lines on average)`,
  );
}
