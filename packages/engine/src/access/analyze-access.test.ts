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

describe('analyzeAccess', () => {
  it('counts stops within 0.25 mi and rail stations within 1 mi, and names the arterial from traffic counts', () => {
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
  });

  it('labels the proxy and the reason where no traffic counts are loaded', () => {
    const a = analyzeAccess(tinyWorld(), CENTER);
    expect(a.trafficCovered).toBe(false);
    expect(a.trafficProxy?.label).toContain('stand in');
    expect(a.trafficProxy?.reason).toContain('no traffic count data');
  });
});
