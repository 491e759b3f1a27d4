import { describe, expect, it } from 'vitest';
import type { Intersection } from '../importers/streets/chicago-intersections.js';
import type { TrafficCount } from '../model/civic.js';
import type { TransitStop } from '../model/transit.js';
import { createGeoView } from '../view/create-geo-view.js';
import { buildStreetLines } from './build-street-lines.js';
import { classifyStreetLines } from './classify-street-lines.js';

const PROV = { source: 'City of Chicago (test)', vintage: '2025' };
// About 0.0018° of latitude = 1/8 mile: one Chicago block between east-west streets.
const BLOCK = 0.0018;

function crossing(street1: string, street2: string, lat: number, lon: number): Intersection {
  return { street1, street2, zip: null, lat, lon };
}

/** N Test St runs north through 5 crossings (given out of order), then a 0.75-mile gap, then 3 more. */
const rows: Intersection[] = [
  crossing('N TEST ST', 'W C ST', 41.9 + 2 * BLOCK, -87.65),
  crossing('N TEST ST', 'W A ST', 41.9, -87.65),
  crossing('N TEST ST', 'W E ST', 41.9 + 4 * BLOCK, -87.65),
  crossing('N TEST ST', 'W B ST', 41.9 + BLOCK, -87.65),
  crossing('N TEST ST', 'W D ST', 41.9 + 3 * BLOCK, -87.65),
  crossing('N TEST ST', 'W F ST', 41.9 + 10 * BLOCK, -87.65),
  crossing('N TEST ST', 'W G ST', 41.9 + 11 * BLOCK, -87.65),
  // N Jog Ave (0.26 mile east) shifts 0.0012° (~100 m) east between W B St and W C St.
  crossing('N JOG AVE', 'W A ST', 41.9, -87.645),
  crossing('N JOG AVE', 'W B ST', 41.9 + BLOCK, -87.645),
  crossing('N JOG AVE', 'W B ST', 41.9 + BLOCK, -87.6438),
  crossing('N JOG AVE', 'W C ST', 41.9 + 2 * BLOCK, -87.6438),
  crossing('N TEST ST', 'I-90 EXPY', 41.9 + 12 * BLOCK, -87.65),
];

function busStop(name: string, lat: number, lon: number): TransitStop {
  return {
    id: `cta-bus:${name}`,
    name,
    mode: 'bus',
    routes: ['8'],
    weeklyTrips: null,
    agency: 'CTA',
    lat,
    lon,
    wheelchairAccessible: null,
    datasetId: 'cta-bus-stops',
    ...PROV,
  };
}

describe('street lines from named crossings', () => {
  const lines = buildStreetLines(rows, PROV);
  const test = lines.filter((l) => l.name === 'N TEST ST');

  it('orders a street’s crossings along it and breaks where crossings are implausibly far apart', () => {
    expect(test).toHaveLength(2);
    expect(test[0]?.line[0]?.map(([, lat]) => lat)).toEqual([0, 1, 2, 3, 4].map((b) => 41.9 + b * BLOCK));
    // W F St, W G St and the expressway's crossing (its bridge is still a point on N Test St).
    expect(test[1]?.line[0]).toHaveLength(3);
    // Four blocks of 1/8 mile each.
    expect(test[0]?.lengthMiles).toBeCloseTo(0.497, 2);
  });

  it('breaks a street where it jogs instead of drawing the jog as a street', () => {
    const jog = lines.filter((l) => l.name === 'N JOG AVE').map((l) => l.line[0]);
    expect(jog).toEqual([
      [
        [-87.645, 41.9],
        [-87.645, 41.9 + BLOCK],
      ],
      [
        [-87.6438, 41.9 + BLOCK],
        [-87.6438, 41.9 + 2 * BLOCK],
      ],
    ]);
  });

  it('draws no lines for expressways and shares every vertex with the crossing street', () => {
    expect(lines.some((l) => l.name.endsWith('EXPY'))).toBe(false);
    const b = lines.find((l) => l.name === 'W B ST')?.line[0];
    expect(b).toContainEqual([-87.65, 41.9 + BLOCK]);
    expect(test[0]?.line[0]).toContainEqual([-87.65, 41.9 + BLOCK]);
  });

  it('classes a line arterial where CTA buses stop along it or traffic was counted, otherwise local', () => {
    const stops = [
      busStop('Test & B Street', 41.9 + BLOCK + 0.0002, -87.6502),
      busStop('Test & D', 41.9 + 3 * BLOCK + 0.0002, -87.6502),
      // Named for W A St (the street the bus runs on), standing at N Jog Ave: not a bus on Jog Ave.
      busStop('A Street & Jog', 41.9 + 0.0001, -87.6449),
      busStop('A & Jog', 41.9 + 0.0001, -87.6451),
    ];
    const count = { street: 'C St', lat: 41.9 + 2 * BLOCK, lon: -87.6445 } as TrafficCount;
    const classed = classifyStreetLines(lines, stops, [count]);
    const classOf = (name: string) => classed.filter((l) => l.name === name).map((l) => l.streetClass);
    expect(classOf('N TEST ST')).toEqual(['arterial', 'local']);
    expect(classOf('N JOG AVE')).toEqual(['local', 'local']);
    expect(classOf('W A ST')).toEqual(['arterial']);
    expect(classOf('W C ST')).toEqual(['arterial']);
    expect(classOf('W B ST')).toEqual(['local']);
  });

  it('answers lines by bounding box and by distance from the geodata view', () => {
    const view = createGeoView({ streetLines: lines });
    const north = view.streetLinesInBBox([-87.66, 41.9 + 9.5 * BLOCK, -87.63, 41.95]).map((l) => l.name);
    // W F St and W G St cross only N Test St: one point each, no line.
    expect(north).toEqual(['N TEST ST']);
    expect(view.streetLinesWithin({ lat: 41.9 + 1.5 * BLOCK, lon: -87.6438 }, 0.01).map((l) => l.name)).toEqual([
      'N JOG AVE',
    ]);
  });
});
