import { describe, expect, it } from 'vitest';
import type { Basemap, RankedArea } from '../types';
import { areasWithoutStreets, placeLabels, streetsSentence, townOf } from './finder-context';

const area = (zcta: string, name: string, lon: number, lat: number) => ({ zcta, name, lon, lat }) as RankedArea;
const layer = (features: number, note: string | null = null) =>
  ({
    id: 'streets',
    label: 'Streets',
    source: 'City of Chicago',
    vintage: '2025',
    features,
    note,
  }) as Basemap['layers'][number];
const basemap = (lines: number[][][], note: string | null = null): Basemap =>
  ({
    type: 'FeatureCollection',
    bbox: [-88.2, 41.6, -87.5, 42.1],
    layers: [layer(lines.length, note)],
    features: lines.map((line, i) => ({
      type: 'Feature',
      geometry: { type: 'MultiLineString', coordinates: [line] },
      properties: { layer: 'streets', id: String(i), name: 'N Clark St', detail: null, kind: 'arterial', value: null },
    })),
    tiles: null,
  }) as Basemap;

const lincolnPark = area('60614', '60614 (Chicago, IL)', -87.65, 41.92);
const schaumburg = area('60193', '60193 (Schaumburg, IL)', -88.09, 42.01);
const clark = [
  [-87.66, 41.9],
  [-87.64, 41.93],
];

describe('finder map context', () => {
  it('reads the town from a ZIP area name', () => {
    expect(townOf('60193 (Schaumburg, IL)')).toBe('Schaumburg');
    expect(townOf('60007 (Elk Grove Village, IL)')).toBe('Elk Grove Village');
    expect(townOf('ZIP 99999')).toBe('ZIP 99999');
  });

  it('labels a town once at the middle of its ZIP areas, and every ZIP area by its code', () => {
    const labels = placeLabels([lincolnPark, area('60657', '60657 (Chicago, IL)', -87.65, 41.94), schaumburg]);
    const towns = labels.features.filter((f) => f.properties?.kind === 'town');
    expect(towns.map((f) => f.properties?.name)).toEqual(['Chicago', 'Schaumburg']);
    expect(towns[0]?.geometry.coordinates[1]).toBeCloseTo(41.93, 5);
    expect(labels.features.filter((f) => f.properties?.kind === 'zip')).toHaveLength(3);
  });

  it('says plainly which areas have no streets, and where the streets come from', () => {
    expect(areasWithoutStreets([lincolnPark, schaumburg], basemap([clark])).map((a) => a.zcta)).toEqual(['60193']);
    expect(streetsSentence([lincolnPark, schaumburg], basemap([clark], 'main streets only at this scale'))).toBe(
      'Streets: main streets of the City of Chicago (City of Chicago, 2025). The loaded data has no street lines for 1 of the 2 areas (60193 (Schaumburg, IL)): there the map shows town names, ZIP codes and rail stations only.',
    );
    expect(streetsSentence([schaumburg], basemap([]))).toMatch(
      /^No streets on this map: the loaded data has street lines for the City of Chicago only, none for 60193 \(Schaumburg, IL\)\./,
    );
    expect(streetsSentence([lincolnPark], basemap([clark]))).toBe(
      'Streets: streets of the City of Chicago (City of Chicago, 2025).',
    );
  });
});
