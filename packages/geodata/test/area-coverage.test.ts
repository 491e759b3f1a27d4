import { MILES_PER_DEGREE_LAT, milesToDegrees } from '@sitescout/shared';
import { describe, expect, it } from 'vitest';
import type { LatLon } from '../src/model/geometry.js';
import { CellCoverage, discCoverage } from '../src/view/area-coverage.js';

const CITY: LatLon = { lat: 41.9, lon: -87.7 };
/** A point `north`/`east` miles from the city centre. */
const at = (north: number, east: number): LatLon => ({
  lat: CITY.lat + north / MILES_PER_DEGREE_LAT,
  lon: CITY.lon + milesToDegrees(east, CITY.lat).dLon,
});
/** Points every `step` miles over a square of half-side `half` miles around (n0, e0). */
function grid(half: number, step: number, n0 = 0, e0 = 0): LatLon[] {
  const out: LatLon[] = [];
  for (let n = -half; n <= half + 1e-9; n += step)
    for (let e = -half; e <= half + 1e-9; e += step) out.push(at(n0 + n, e0 + e));
  return out;
}

describe('coverage by area', () => {
  // A city whose places reach 4 mi each way from the centre, with a 1-mile park (no places) inside it.
  const cityPlaces = grid(4, 0.2).filter(
    (p) => Math.abs(p.lat - at(1, 0).lat) > 0.5 / MILES_PER_DEGREE_LAT || Math.abs(p.lon - CITY.lon) > 0.01,
  );
  const places = new CellCoverage(cityPlaces);
  // A suburb east of the city known only from a pharmacy list (land, but not the layer's).
  const suburb = new CellCoverage(grid(2, 0.3, 0, 6), { fillGaps: false });
  const isLand = (p: LatLon) => suburb.has(p);

  it('covers a site whose whole walking radius lies inside the data, park included', () => {
    const d = discCoverage(places, isLand, at(1, 0), 1.5);
    expect(d.covered).toBe(true);
    expect(d.coveredShare).toBe(1);
  });

  it('does not cover a site at the data’s edge next to land the layer does not record', () => {
    const d = discCoverage(places, isLand, at(0, 4.2), 1.5);
    expect(d.covered).toBe(false);
    expect(d.uncoveredLandCells).toBeGreaterThan(0);
    expect(d.coveredShare).toBeLessThan(0.95);
  });

  it('does not cover a suburb lying in a long gap between two areas the data knows (the data’s edge inside)', () => {
    // Records 4 mi west and 4 mi east of a site, nothing within 3 mi of it: the gap is no park.
    // Four towns 4.5 mi north, south, east and west of a site, nothing within 3.5 mi of it: the gap is no park.
    const towns = [grid(1, 0.2, 0, -4.5), grid(1, 0.2, 0, 4.5), grid(1, 0.2, 4.5, 0), grid(1, 0.2, -4.5, 0)];
    const twoTowns = new CellCoverage(towns.flat());
    const d = discCoverage(twoTowns, () => true, CITY, 1.5);
    expect(d.covered).toBe(false);
    expect(d.coveredShare).toBeLessThan(0.5);
  });

  it('keeps covering a site on the shore: water holds no records of any layer and does not count', () => {
    // Beyond the city's east edge there is nothing at all (a lake): only the city's land counts.
    const lakeside = discCoverage(places, () => false, at(0, 3.5), 1.5);
    expect(lakeside.covered).toBe(true);
  });

  it('buffers sparse networks: stops half a mile apart cover the land between them', () => {
    const stops = grid(3, 0.5);
    expect(discCoverage(new CellCoverage(stops), () => true, CITY, 0.5).covered).toBe(false);
    expect(discCoverage(new CellCoverage(stops, { bufferMiles: 0.5 }), () => true, CITY, 0.5).covered).toBe(true);
  });
});
