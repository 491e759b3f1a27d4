import { MILES_PER_DEGREE_LAT } from '@sitescout/shared';
import { describe, expect, it } from 'vitest';
import { emptyDemographics } from '../src/build/assemble-areas.js';
import { dedupePlaces } from '../src/build/dedupe.js';
import { haversineMiles } from '../src/geometry/distance.js';
import { discAnnulusFraction, discIntersectionArea, polygonAnnulusFraction } from '../src/geometry/overlap.js';
import type { AreaRecord } from '../src/model/area.js';
import type { MultiPolygon } from '../src/model/geometry.js';
import type { PlaceRecord } from '../src/model/place.js';
import { createGeoView } from '../src/view/create-geo-view.js';

const CHICAGO = { lat: 41.8781, lon: -87.6298 };

function place(id: string, name: string, lat: number, lon: number, extra: Partial<PlaceRecord> = {}): PlaceRecord {
  return {
    id,
    name,
    brand: null,
    isChain: false,
    categories: ['coffee-shop'],
    sourceCategories: [],
    lat,
    lon,
    address: null,
    rating: null,
    reviewCount: null,
    priceLevel: null,
    status: null,
    datasetId: id.split(':')[0] as string,
    source: 's',
    vintage: 'v',
    mergedFrom: [id.split(':')[0] as string],
    ...extra,
  };
}

/** Degrees of latitude for a distance in miles. */
const dLat = (miles: number) => miles / MILES_PER_DEGREE_LAT;

describe('overlap maths', () => {
  it('disc intersection: contained, disjoint and half-way cases', () => {
    expect(discIntersectionArea(1, 3, 0.5)).toBeCloseTo(Math.PI, 10);
    expect(discIntersectionArea(1, 1, 2.5)).toBe(0);
    // Two unit discs one radius apart overlap by 2π/3 − √3/2 (the classic lens).
    expect(discIntersectionArea(1, 1, 1)).toBeCloseTo((2 * Math.PI) / 3 - Math.sqrt(3) / 2, 10);
    expect(discAnnulusFraction(1, 0, 5, 2)).toBe(0);
  });

  it('polygon fraction: a square centred on the ring centre half outside a ring of its inscribed radius', () => {
    const side = 2; // miles
    const half = dLat(side / 2);
    const halfLon = half / Math.cos((CHICAGO.lat * Math.PI) / 180);
    const square: MultiPolygon = [
      [
        [
          [CHICAGO.lon - halfLon, CHICAGO.lat - half],
          [CHICAGO.lon + halfLon, CHICAGO.lat - half],
          [CHICAGO.lon + halfLon, CHICAGO.lat + half],
          [CHICAGO.lon - halfLon, CHICAGO.lat + half],
          [CHICAGO.lon - halfLon, CHICAGO.lat - half],
        ],
      ],
    ];
    // Inscribed disc of radius 1 mi covers π/4 of a 2×2 square.
    expect(polygonAnnulusFraction(square, CHICAGO, 1)).toBeCloseTo(Math.PI / 4, 2);
    expect(polygonAnnulusFraction(square, CHICAGO, 5)).toBeCloseTo(1, 5);
    expect(polygonAnnulusFraction(square, CHICAGO, 5, 1)).toBeCloseTo(1 - Math.PI / 4, 2);
  });
});

describe('GeoView over hand-made records', () => {
  const near = place('a:1', 'Bean', CHICAGO.lat + dLat(0.5), CHICAGO.lon);
  const far = place('a:2', 'Far Bean', CHICAGO.lat + dLat(2), CHICAGO.lon);
  const bar = place('a:3', 'Tap', CHICAGO.lat + dLat(0.2), CHICAGO.lon, { categories: ['bar'] });
  const zcta: AreaRecord = {
    kind: 'zcta',
    id: '60602',
    name: 'ZCTA 60602',
    state: 'IL',
    landAreaSqMi: Math.PI, // a disc of radius 1 mi
    internalPoint: CHICAGO,
    polygon: null,
    countyFips: '17031',
    demographics: emptyDemographics(),
  };
  const view = createGeoView({
    places: [near, far, bar],
    areas: [zcta],
    coverage: [
      { layer: 'places', name: 'Chicago, IL', bbox: [-88, 41.6, -87.5, 42.1], datasetIds: ['a'] },
      { layer: 'demographics', name: 'IL', bbox: [-92, 36, -87, 43], datasetIds: [] },
    ],
  });

  it('returns places of the category inside the radius, nearest first, with distances', () => {
    const result = view.placesWithin(CHICAGO, 1, { categories: ['coffee-shop'] });
    expect(result.covered).toBe(true);
    expect(result.items.map((h) => h.place.id)).toEqual(['a:1']);
    expect(result.items[0]?.distanceMiles).toBeCloseTo(0.5, 2);
    expect(view.placesWithin(CHICAGO, 3).items.map((h) => h.place.id)).toEqual(['a:3', 'a:1', 'a:2']);
    expect(view.nearestPlaces(CHICAGO, 1, { categories: ['coffee-shop', 'bar'] }).items[0]?.place.id).toBe('a:3');
  });

  it('outside place coverage says so and names the covered areas, while Census areas still answer', () => {
    const denver = { lat: 39.7392, lon: -104.9903 };
    const result = view.placesWithin(denver, 1);
    expect(result).toEqual({
      covered: false,
      items: [],
      message: 'no place data for this area (covered: Chicago, IL)',
      coveredAreas: ['Chicago, IL'],
    });
    expect(view.coverageAt(denver).messages.places).toMatch(/no place data for this area/);
  });

  it('apportions a ZCTA without a boundary as an equal-area disc', () => {
    const [overlap] = view.areasOverlappingRing('zcta', CHICAGO, 0.5);
    expect(overlap?.method).toBe('equal-area-disc');
    expect(overlap?.overlapFraction).toBeCloseTo(0.25, 6); // (0.5/1)²
    const east = { lat: CHICAGO.lat, lon: CHICAGO.lon + 10 };
    expect(view.areasOverlappingRing('zcta', east, 1)).toEqual([]);
    expect(view.areaAt('zcta', CHICAGO)?.id).toBe('60602');
  });
});

describe('de-duplication', () => {
  it('merges the same name within ~50 m into the richest record and keeps distinct places', () => {
    const base = { lat: 41.9, lon: -87.65 };
    const plain = place('osm:1', 'Dunkin’', base.lat, base.lon);
    const rich = place('google:1', "Dunkin'", base.lat + dLat(0.02), base.lon, {
      rating: 4.1,
      reviewCount: 300,
      address: '1 Main St',
      categories: ['fast-food'],
    });
    const farTwin = place('google:2', "Dunkin'", base.lat + dLat(0.1), base.lon);
    const other = place('osm:2', 'Other Cafe', base.lat, base.lon);
    const { places, removed, byDataset } = dedupePlaces([plain, rich, farTwin, other]);
    expect(removed).toBe(1);
    expect(byDataset).toEqual({ osm: 1 });
    const merged = places.find((p) => p.id === 'google:1');
    expect(merged?.categories).toEqual(['coffee-shop', 'fast-food']);
    expect(merged?.mergedFrom).toEqual(['google', 'osm']);
    expect(places.map((p) => p.id).sort()).toEqual(['google:1', 'google:2', 'osm:2']);
    expect(haversineMiles(rich, farTwin)).toBeGreaterThan(0.05);
  });
});
