import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { importGtfs } from '../src/importers/transit/gtfs.js';
import { csvFileRows } from '../src/io/csv-file-rows.js';
import { parseCsv } from '../src/io/read.js';
import { extractZipMembers, zipEntryNames } from '../src/io/zip-members.js';

const dir = mkdtempSync(join(tmpdir(), 'gtfs-stream-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const fixture = (name: string) => readFileSync(new URL(`./fixtures/gtfs-mini/${name}`, import.meta.url));

describe('GTFS read with bounded memory: zip members streamed to files, stop_times read row by row', () => {
  it('reads a CSV file in chunks far smaller than a line into the same records as the whole text', () => {
    for (const eol of ['\n', '\r\n']) {
      const text = [
        '\uFEFFtrip_id , stop_id,headsign',
        't1,S1,"Loop, via ""State"""',
        't2,S2,"two',
        'lines"',
        '',
        't3,Ü1,Höward',
        't4,S4',
      ].join(eol);
      const file = join(dir, 'rows.csv');
      writeFileSync(file, text);
      const whole = parseCsv(text);
      expect(whole).toHaveLength(4);
      expect(whole[1]).toEqual({ trip_id: 't2', stop_id: 'S2', headsign: `two${eol}lines` });
      for (const chunk of [3, 7, 64, 1 << 20]) expect([...csvFileRows(file, chunk)]).toEqual(whole);
    }
  });

  it('unzips the members of a nested GTFS zip through small reads, and refuses a cut-off zip', () => {
    const names = ['agency', 'stops', 'routes', 'trips', 'stop_times', 'calendar'];
    const zip = zipSync({
      ...Object.fromEntries(names.map((n) => [`feed/${n}.txt`, fixture(`${n}.txt`)])),
      'feed/shapes.txt': new Uint8Array(5000),
    });
    const file = join(dir, 'feed.zip');
    writeFileSync(file, zip);
    expect(zipEntryNames(file)).toContain('feed/stop_times.txt');
    const out = mkdtempSync(join(dir, 'out-'));
    const sizes = extractZipMembers(
      file,
      (name) => join(out, name),
      (name) => name !== 'shapes.txt',
      16,
    );
    expect(Object.keys(sizes).sort()).toEqual(names.map((n) => `${n}.txt`).sort());
    for (const n of names) expect(readFileSync(join(out, `${n}.txt`))).toEqual(fixture(`${n}.txt`));
    // Departures from the streamed stop_times equal those from the whole text.
    const files = Object.fromEntries(names.map((n) => [n, fixture(`${n}.txt`).toString('utf8')]));
    const base = { stops: files.stops as string, routes: files.routes, trips: files.trips, calendar: files.calendar };
    const prov = { datasetId: 'mini', source: 's', vintage: 'v' };
    const streamed = importGtfs({ ...base, stopTimes: () => csvFileRows(join(out, 'stop_times.txt'), 10) }, prov);
    expect(streamed.records).toEqual(importGtfs({ ...base, stopTimes: files.stop_times }, prov).records);
    expect(streamed.records.find((s) => s.id === 'mini:41220')?.weeklyTrips).toBe(10);

    truncateSync(file, zip.length - 30);
    expect(() => zipEntryNames(file)).toThrow(/not a complete zip file/);
  });
});
