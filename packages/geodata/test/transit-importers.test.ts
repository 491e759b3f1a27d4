import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importBikeRoutes, importDivvyStations, importGbfsStations } from '../src/importers/transit/bike.js';
import { importCtaBusStops, importCtaLStops } from '../src/importers/transit/cta-portal.js';
import { importCtaStationEntries } from '../src/importers/transit/cta-station-entries.js';
import { importGtfs } from '../src/importers/transit/gtfs.js';
import { dataText, PROV } from './helpers/data.js';

const gtfs = (name: string) => readFileSync(new URL(`./fixtures/gtfs-mini/${name}`, import.meta.url), 'utf8');

describe('GTFS', () => {
  it('counts weekly departures per stop from trips, stop_times and calendar; platforms roll up into stations', () => {
    const { records } = importGtfs(
      {
        stops: gtfs('stops.txt'),
        routes: gtfs('routes.txt'),
        agency: gtfs('agency.txt'),
        trips: gtfs('trips.txt'),
        stopTimes: gtfs('stop_times.txt'),
        calendar: gtfs('calendar.txt'),
      },
      { datasetId: 'mini', ...PROV },
    );
    const byId = new Map(records.map((s) => [s.id, s]));
    // S1: two weekday trips (5 days each) + one Saturday trip = 11 departures a week.
    expect(byId.get('mini:S1')).toMatchObject({
      mode: 'bus',
      routes: ['22'],
      weeklyTrips: 11,
      agency: 'Test Transit',
      wheelchairAccessible: true,
    });
    expect(byId.get('mini:S2')?.weeklyTrips).toBe(10);
    expect(byId.get('mini:41220')).toMatchObject({ mode: 'subway', routes: ['Red'], weeklyTrips: 10 });
    expect(byId.has('mini:P1')).toBe(false);
  });

  it('reads a real feed without trips: stations located, mode from the routes, weekly trips unknown', () => {
    const { records } = importGtfs(
      { stops: dataText('transit/rail-gtfs/metra/stops.txt'), routes: dataText('transit/rail-gtfs/metra/routes.txt') },
      { datasetId: 'metra', ...PROV },
    );
    expect(records).toHaveLength(241);
    expect(records.every((s) => s.mode === 'commuter-rail' && s.weeklyTrips === null)).toBe(true);
  });

  it('gives commuter-rail stations their line without trips: from the stop URL (Metra) or the only route (South Shore)', () => {
    const metra = importGtfs(
      { stops: dataText('transit/rail-gtfs/metra/stops.txt'), routes: dataText('transit/rail-gtfs/metra/routes.txt') },
      { datasetId: 'metra', ...PROV },
    ).records;
    expect(metra.find((s) => s.name === 'Oak Lawn Patriot')?.routes).toEqual(['SWS']);
    // Only Union Station and Ogilvie (OTC) link to the system map instead of a line.
    expect(metra.filter((s) => s.routes.length === 0).map((s) => s.name)).toEqual([
      'Chicago Union Station',
      'Chicago OTC',
    ]);
    const southShore = importGtfs(
      { stops: dataText('transit/rail-gtfs/nicd/stops.txt'), routes: dataText('transit/rail-gtfs/nicd/routes.txt') },
      { datasetId: 'nicd', ...PROV },
    ).records;
    expect(southShore.length).toBeGreaterThan(10);
    expect(southShore.every((s) => s.routes.length === 1 && s.routes[0] === 'SSL')).toBe(true);
  });
});

describe('City of Chicago CTA exports', () => {
  it('bus stops: WKT point and routes list', () => {
    const { records } = importCtaBusStops(dataText('transit/cta-cityportal/CTA_BusStops.csv'), PROV);
    expect(records).toHaveLength(10760);
    const stop = records.find((s) => s.id === 'cta-bus:15189');
    expect(stop).toMatchObject({ routes: ['54', '54A'], mode: 'bus', lat: 41.956892, lon: -87.747509 });
  });

  it("'L' stops: one record per station with every line flagged true on any platform", () => {
    const { records, rowsRead } = importCtaLStops(dataText('transit/cta-cityportal/CTA_L_Stops.csv'), PROV);
    expect(records.length).toBeLessThan(rowsRead);
    const fullerton = records.find((s) => s.name.startsWith('Fullerton'));
    expect(fullerton?.routes).toEqual(expect.arrayContaining(['Brown', 'Purple Express', 'Red']));
  });
});

describe("CTA 'L' station entries", () => {
  it('averages each station’s latest twelve months of weekday entries, to June 2023', () => {
    const { entries } = importCtaStationEntries(
      dataText('foot-traffic/CTA_-_Ridership_-__L__Station_Entries_-_Monthly_Day-Type_Averages___Totals.csv'),
      PROV,
    );
    // O'Hare (MAP_ID 40890): mean of the July 2022 – June 2023 weekday averages, worked out from the file.
    expect(entries.get('40890')).toMatchObject({
      averageWeekdayEntries: 7319,
      months: 12,
      period: 'Jul 2022–Jun 2023',
    });
    expect(entries.get('41660')?.averageWeekdayEntries).toBe(8631);
    expect([...entries.values()].every((e) => e.period.endsWith('Jun 2023'))).toBe(true);
  });
});

describe('bikes', () => {
  it('Divvy station list', () => {
    const { records } = importDivvyStations(dataText('bike/divvy_stations.csv'), PROV);
    expect(records).toHaveLength(785);
    expect(records.find((s) => s.id === 'divvy:373')).toMatchObject({ docks: 11, status: 'In Service' });
  });

  it('GBFS station_information (the live feed format)', () => {
    const feed = JSON.stringify({
      last_updated: 1,
      ttl: 60,
      data: { stations: [{ station_id: 'a1', name: 'Clark & Armitage', lat: 41.918, lon: -87.636, capacity: 19 }] },
    });
    expect(importGbfsStations(feed, PROV).records).toEqual([expect.objectContaining({ id: 'gbfs:a1', docks: 19 })]);
  });

  it('bike routes with type and length', () => {
    const { records } = importBikeRoutes(dataText('bike/chicago_bike_routes.geojson'), PROV);
    expect(records).toHaveLength(953);
    expect(new Set(records.map((r) => r.type))).toContain('buffered bike lane');
    expect(records.every((r) => r.lengthMiles > 0 && r.line.length > 0)).toBe(true);
  });
});
