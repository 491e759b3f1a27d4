import { describe, expect, it } from 'vitest';
import { CENTER, coverage, offset, stop, tinyWorld } from '../../test/fixtures/tiny-world.js';
import { analyzeAccess } from './analyze-access.js';

const count = (street: string, volume: number, at: { lat: number; lon: number }) => ({
  id: street,
  street,
  location: `${street} at test`,
  date: '2006-05-01',
  totalVolume: volume,
  byDirection: null,
  ...at,
  source: 'Test CDOT counts',
  vintage: '2006-2007',
});

/** A straight street line through the given points (WGS84). */
const street = (name: string, points: Array<{ lat: number; lon: number }>) => ({
  name,
  streetClass: 'arterial' as const,
  line: [points.map((p): [number, number] => [p.lon, p.lat])],
  lengthMiles: 1,
  source: 'Test streets',
  vintage: '2024',
});

describe('analyzeAccess', () => {
  it('counts stops within 0.25 mi and rail stations within 1 mi, and reads traffic on the street the site fronts', () => {
    const geo = tinyWorld({
      stops: [
        stop('Clark & Fullerton', 'bus', ['22'], offset(CENTER, 0.1, 0), 1000),
        stop('Clark & Belden', 'bus', ['22'], offset(CENTER, 0.3, 0), 1000),
        stop('Fullerton', 'subway', ['Red'], offset(CENTER, 0, 0.5)),
        stop('Fullerton (other platform)', 'subway', ['Red'], offset(CENTER, 0, 0.51)),
        stop('Far', 'commuter-rail', ['UP-N'], offset(CENTER, 0, 1.5)),
      ],
      trafficCounts: [
        count('Clark St', 18_000, offset(CENTER, 0.05, 0)),
        count('Halsted St', 25_000, offset(CENTER, 0, 0.4)),
      ],
      // The site sits on Clark St (north–south through it); Halsted St runs 0.4 mi east.
      streetLines: [
        street('N CLARK ST', [offset(CENTER, -1, 0), offset(CENTER, 1, 0)]),
        street('N HALSTED ST', [offset(CENTER, -1, 0.4), offset(CENTER, 1, 0.4)]),
      ],
      coverage: coverage(['places', 'transit', 'traffic', 'demographics']),
    });
    const a = analyzeAccess(geo, CENTER);
    expect(a.stopsWithinQuarterMile?.value).toBe(1);
    expect(a.railStationsWithinMile?.value).toBe(2);
    expect(a.railStations.map((s) => s.name)).toEqual(['Fullerton', 'Fullerton (other platform)']);
    expect(a.trafficCounts.map((c) => c.street)).toEqual(['Halsted St', 'Clark St']);
    expect(a.nearestArterial?.street).toBe('Clark St');
    expect(a.nearestArterial?.dailyVehicles).toMatchObject({ value: 18_000, source: 'Test CDOT counts' });
    expect(a.trafficProxy).toBeNull();
    expect(a.frontage).toMatchObject({ name: 'N Clark St', basis: 'nearest' });
    // Halsted St is busier but is another street: shown under that label, never as the site's traffic.
    expect(a.frontage?.otherStreet?.text).toMatch(/^Another street: Halsted St, 25,000 vehicles\/day/);
    expect(a.frontage?.summary).toMatch(
      /^N Clark St \(the street nearest the point\): 18,000 vehicles\/day at Clark St at test, 0\.05 mi away, counted May 2006/,
    );
  });

  it('uses the street named in the address over a nearer one, and scores no other street’s count', () => {
    const geo = tinyWorld({
      trafficCounts: [count('Halsted St', 25_000, offset(CENTER, 0.05, 0.02))],
      streetLines: [
        street('W FULLERTON AVE', [offset(CENTER, 0.005, -1), offset(CENTER, 0.005, 1)]),
        street('N HALSTED ST', [offset(CENTER, -1, 0.02), offset(CENTER, 1, 0.02)]),
      ],
      coverage: coverage(['traffic']),
    });
    expect(analyzeAccess(geo, CENTER, { label: '2400 N Halsted St, Chicago' }).nearestArterial?.street).toBe(
      'Halsted St',
    );
    const fullerton = analyzeAccess(geo, CENTER, { label: '800 W Fullerton Ave, Chicago' });
    expect(fullerton.frontage?.name).toBe('W Fullerton Ave');
    expect(fullerton.nearestArterial).toBeNull();
    expect(fullerton.frontage?.summary).toContain('no traffic count on this street');
    // A ZIP centre fronts no street.
    expect(analyzeAccess(geo, CENTER, { label: '60614', precision: 'zip' }).frontage).toBeNull();
  });

  it('labels the proxy and the reason where no traffic counts are loaded', () => {
    const a = analyzeAccess(tinyWorld(), CENTER);
    expect(a.trafficCovered).toBe(false);
    expect(a.trafficProxy?.label).toContain('stand in');
    expect(a.trafficProxy?.reason).toContain('no traffic count data');
  });
});

describe("'L' station entries", () => {
  const entries = (n: number) => ({
    averageWeekdayEntries: n,
    months: 12,
    period: 'Jul 2022–Jun 2023',
    source: "Test 'L' entries",
    vintage: 'to June 2023',
  });
  const geo = tinyWorld({
    stops: [
      { ...stop('Fullerton', 'subway', ['Red'], offset(CENTER, 0, 0.3)), weekdayEntries: entries(6000) },
      { ...stop('Armitage', 'subway', ['Brown'], offset(CENTER, -0.4, 0)), weekdayEntries: entries(2500) },
      { ...stop('Far Station', 'subway', ['Red'], offset(CENTER, 0, 0.8)), weekdayEntries: entries(9000) },
    ],
  });

  it('lists stations within 0.5 mi with their weekday entries, period and source, said to be entries', () => {
    const a = analyzeAccess(geo, CENTER);
    expect(a.stationEntries.map((e) => [e.name, e.weekdayEntries.value, e.period])).toEqual([
      ['Fullerton', 6000, 'Jul 2022–Jun 2023'],
      ['Armitage', 2500, 'Jul 2022–Jun 2023'],
    ]);
    expect(a.stationEntries[0]?.weekdayEntries).toMatchObject({ source: "Test 'L' entries", vintage: 'to June 2023' });
    expect(a.weekdayEntriesNearby?.value).toBe(8500);
    expect(a.stationEntries[0]?.weekdayEntries.note).toContain('not a sidewalk count');
  });
});
