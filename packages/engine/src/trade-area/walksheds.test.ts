import { createGeoView, haversineMiles, type LatLon, multiPolygonAreaSqMi, type StreetLine } from '@sitescout/geodata';
import { describe, expect, it } from 'vitest';
import { area, CENTER, offset, tinyWorld } from '../../test/fixtures/tiny-world.js';
import { buildWalksheds, walkMiles } from './build-walksheds.js';
import { walkDistances } from './walk-distances.js';
import { buildWalkGraph } from './walk-graph.js';
import { snapToStreet } from './walk-snap.js';

/** A hand-made street grid: blocks of 0.12 mi, crossings shared exactly by both streets. */
const BLOCK = 0.12;
const at = (north: number, east: number): [number, number] => {
  const p = offset(CENTER, north * BLOCK, east * BLOCK);
  return [p.lon, p.lat];
};
const miles = (a: [number, number], b: [number, number]) =>
  haversineMiles({ lon: a[0], lat: a[1] }, { lon: b[0], lat: b[1] });
const street = (name: string, points: Array<[number, number]>): StreetLine => ({
  name,
  streetClass: 'local',
  line: [points],
  lengthMiles: 0,
  source: 'test streets',
  vintage: '2025',
});
const range = (n: number) => Array.from({ length: 2 * n + 1 }, (_, i) => i - n);

/** Streets n blocks each way; `gap` removes the north-south block of street 0 between rows 0 and 1. */
function grid(n: number, gap = false): StreetLine[] {
  const lines: StreetLine[] = [];
  for (const e of range(n)) {
    const points = range(n).map((k) => at(k, e));
    if (gap && e === 0)
      lines.push(street('N ZERO ST', points.slice(0, n + 1)), street('N ZERO ST', points.slice(n + 1)));
    else lines.push(street(`N S${e} ST`, points));
  }
  for (const k of range(n))
    lines.push(
      street(
        `W R${k} ST`,
        range(n).map((e) => at(k, e)),
      ),
    );
  return lines;
}

function distancesFrom(site: LatLon, lines: StreetLine[], maxMiles: number) {
  const graph = buildWalkGraph(lines, site);
  const snap = snapToStreet(graph);
  if (!snap) throw new Error('no street');
  const dist = walkDistances(graph, snap.seeds, maxMiles);
  const index = new Map(graph.points.map((p, i) => [`${p[0]},${p[1]}`, i]));
  const to = (north: number, east: number) => dist[index.get(`${at(north, east)}`) as number] as number;
  return { to, snap };
}

describe('walksheds over a hand-made street grid', () => {
  it('walks along the streets from a crossing: shortest path lengths exactly', () => {
    const { to, snap } = distancesFrom({ lon: at(0, 0)[0], lat: at(0, 0)[1] }, grid(4), 2);
    expect(snap.snapMiles).toBe(0);
    expect(to(0, 0)).toBe(0);
    expect(to(3, 0)).toBeCloseTo(miles(at(0, 0), at(1, 0)) * 3, 12);
    // Two blocks east then one north, or one north then two east: the shorter of the two (rows differ in width).
    const eastFirst = miles(at(0, 0), at(0, 1)) + miles(at(0, 1), at(0, 2)) + miles(at(0, 2), at(1, 2));
    const northFirst = miles(at(0, 0), at(1, 0)) + miles(at(1, 0), at(1, 1)) + miles(at(1, 1), at(1, 2));
    expect(to(1, 2)).toBeCloseTo(Math.min(eastFirst, northFirst), 12);
  });

  it('adds the walk from the site to the street and along it to the first crossings', () => {
    // 0.02 mi north of the middle of the block between crossings (0,0) and (0,1).
    const mid = offset(CENTER, 0.02, BLOCK / 2);
    const { to, snap } = distancesFrom(mid, grid(4), 2);
    expect(snap.snapMiles).toBeCloseTo(0.02, 4);
    const half = miles(at(0, 0), at(0, 1)) / 2;
    expect(to(0, 0)).toBeCloseTo(snap.snapMiles + half, 4);
    expect(to(0, 1)).toBeCloseTo(snap.snapMiles + half, 4);
    expect(to(-2, 1)).toBeCloseTo(to(0, 1) + 2 * miles(at(0, 0), at(1, 0)), 12);
  });

  it('goes round a missing block instead of through it', () => {
    const { to } = distancesFrom({ lon: at(0, 0)[0], lat: at(0, 0)[1] }, grid(4, true), 2);
    const around = miles(at(0, 0), at(0, 1)) + miles(at(0, 1), at(1, 1)) + miles(at(1, 1), at(1, 0));
    expect(to(1, 0)).toBeCloseTo(around, 12);
    expect(to(1, 0)).toBeGreaterThan(2.9 * BLOCK);
  });

  it('stops at the time limit: a 5-minute walk (0.25 mi) reaches 2 blocks, not 3', () => {
    const { to } = distancesFrom({ lon: at(0, 0)[0], lat: at(0, 0)[1] }, grid(4), walkMiles(5));
    expect(to(2, 0)).toBeLessThan(0.25);
    expect(to(1, 1)).toBeLessThan(0.25);
    expect(to(3, 0)).toBe(Number.POSITIVE_INFINITY);
    expect(to(2, 1)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('walk-time trade area', () => {
  const square = (half: number) => {
    const sw = offset(CENTER, -half, -half);
    const ne = offset(CENTER, half, half);
    return [
      [
        [
          [sw.lon, sw.lat],
          [ne.lon, sw.lat],
          [ne.lon, ne.lat],
          [sw.lon, ne.lat],
          [sw.lon, sw.lat],
        ] as Array<[number, number]>,
      ],
    ];
  };
  const tract = area(
    'tract',
    '17031000100',
    CENTER,
    4,
    { population: 40_000, households: 16_000 },
    {
      polygon: square(1),
    },
  );
  const lines = grid(10);
  const intersections = range(10).flatMap((k) => range(10).map((e) => ({ lon: at(k, e)[0], lat: at(k, e)[1] })));

  it('reports residents within 5, 10 and 15 minutes apportioned from the tract clipped by each walkshed', () => {
    const geo = createGeoView({ areas: [tract], streetLines: lines, intersections });
    const walk = buildWalksheds(geo, CENTER);
    if (!walk.covered) throw new Error(walk.message);
    expect(walk.walksheds.map((w) => w.minutes)).toEqual([5, 10, 15]);
    const tractSqMi = multiPolygonAreaSqMi(tract.polygon ?? []);
    expect(tractSqMi).toBeCloseTo(4, 1);
    for (const w of walk.walksheds) {
      // The tract is a 2 × 2 mile square of 40,000 people, wholly around each walkshed: its people × the share.
      // (Areas are measured in local projections at different origins: equal to 0.1 %.)
      expect((w.population?.value ?? 0) / ((40_000 * w.areaSqMi.value) / tractSqMi)).toBeCloseTo(1, 3);
      expect((w.households?.value ?? 0) / ((16_000 * w.areaSqMi.value) / tractSqMi)).toBeCloseTo(1, 3);
    }
    const [five, ten, fifteen] = walk.walksheds.map((w) => w.areaSqMi.value) as [number, number, number];
    // A grid walkshed is about a diamond of half-diagonal d (area 2d²), never more.
    expect(five).toBeLessThanOrEqual(2 * 0.25 ** 2);
    expect(ten).toBeGreaterThan(five);
    expect(fifteen).toBeGreaterThan(ten);
    expect(fifteen).toBeLessThanOrEqual(2 * 0.75 ** 2);
    const ring = walk.walksheds[1]?.polygon.coordinates[0] ?? [];
    expect(ring[0]).toEqual(ring[ring.length - 1]);
    // Counter-clockwise (RFC 7946): a positive shoelace sum.
    const twiceArea = ring
      .slice(1)
      .reduce((s, [x1, y1], i) => s + (ring[i]?.[0] ?? 0) * y1 - x1 * (ring[i]?.[1] ?? 0), 0);
    expect(twiceArea).toBeGreaterThan(0);
  });

  it('answers rings only, saying so, outside the street data', () => {
    const walk = buildWalksheds(tinyWorld(), CENTER);
    expect(walk.covered).toBe(false);
    if (!walk.covered) expect(walk.message).toContain('rings only');
  });
});
