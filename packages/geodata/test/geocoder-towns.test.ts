import { beforeAll, describe, expect, it } from 'vitest';
import { metresBetween } from '../src/accuracy/accuracy-stats.js';
import { outsideChicagoAccuracy } from '../src/accuracy/outside-chicago.js';
import type { OfflineGeocoder } from '../src/geocode/offline-geocoder.js';
import { GeocodeError } from '../src/model/geocode.js';
import { geodataDir } from './helpers/data.js';
import { realOfflineGeocoder } from './helpers/offline-geocoder.js';

let geocoder: OfflineGeocoder;
beforeAll(() => {
  geocoder = realOfflineGeocoder();
});

/** The Gazetteer 2025 internal point of each town (its place file), the reference these cases are held to. */
const EVANSTON = { lat: 42.046391, lon: -87.694352 };
const W_CHICAGO_AVE_1601 = { lat: 41.8962, lon: -87.6673 };

describe('the town, state and ZIP words bind the street', () => {
  it('"1601 Chicago Ave Evanston" is in Evanston, not on W Chicago Ave in Chicago', () => {
    for (const q of ['1601 Chicago Ave Evanston', '1601 Chicago Ave, Evanston IL', '1601 Chicago Ave, Evanston']) {
      const r = geocoder.geocodeSync(q);
      expect(r, q).toMatchObject({ precision: 'city', label: 'Evanston, IL', state: 'IL', streetFallback: true });
      expect(r.note).toMatch(/^placed at the town centre, about 3\.\d mi across/);
      expect(metresBetween(r, EVANSTON)).toBeLessThan(50);
      expect(metresBetween(r, W_CHICAGO_AVE_1601)).toBeGreaterThan(15_000);
      // The stated uncertainty reaches the real 1601 Chicago Ave, Evanston (42.0489, -87.6816 on the City's map).
      expect(r.uncertaintyMetres).toBeGreaterThan(metresBetween(r, { lat: 42.0489, lon: -87.6816 }));
    }
  });

  it.each([
    ['1000 Lake St, Oak Park', 'Oak Park, IL'],
    ['1000 Lake St Oak Park', 'Oak Park, IL'],
    ['150 W Jefferson St, Joliet', 'Joliet, IL'],
    ['1000 Ogden Ave, Naperville', 'Naperville, IL'],
    ['123 Main St, Peoria', 'Peoria, IL'],
    ['1 S Broadway, Saint Louis, MO', 'St. Louis, MO'],
    ['1 S Broadway, St Louis, MO', 'St. Louis, MO'],
  ])('"%s" falls back to %s with its size, never refused', (q, label) => {
    const r = geocoder.geocodeSync(q);
    expect(r).toMatchObject({ precision: 'city', label, streetFallback: true });
    expect(r.note).toMatch(/^placed at the town centre, about [\d.]+ mi across/);
    expect(r.uncertaintyMetres).toBeGreaterThan(1000);
  });

  it("a ZIP binds the street to its area; Chicago words still reach Chicago's streets", () => {
    const zip = geocoder.geocodeSync('1000 Lake St, Oak Park, IL 60301');
    expect(zip).toMatchObject({ precision: 'zip', zip: '60301', streetFallback: true });
    expect(zip.note).toMatch(/^placed at the ZIP code area's centre, about [\d.]+ mi across/);
    expect(geocoder.geocodeSync('1600 W Chicago Ave, Chicago, IL 60622')).toMatchObject({ precision: 'street' });
    expect(geocoder.geocodeSync('1600 W Chicago Ave')).toMatchObject({
      precision: 'street',
      label: expect.stringContaining('Chicago'),
    });
  });

  it("a town that is no Census place is found under the Postal Service's name for it", () => {
    const r = geocoder.geocodeSync('2050 Route 70 W, Cherry Hill, NJ');
    expect(r).toMatchObject({ precision: 'city', state: 'NJ', streetFallback: true });
    expect(r.note).toMatch(/^placed at the town centre/);
  });

  it('an unknown town is a clear error naming it, not another town', () => {
    expect(() => geocoder.geocodeSync('123 Main St, Evanstn, IL')).toThrow(/no town named "Evanstn" in IL/);
  });

  it('"10 Downing Street, London" is placed in London at city level, as "Toronto, ON" is', () => {
    const london = geocoder.geocodeSync('10 Downing Street, London');
    expect(london).toMatchObject({ precision: 'city', country: 'GB' });
    expect(london.note).toMatch(/outside the United States/);
    expect(geocoder.geocodeSync('Toronto, ON')).toMatchObject({ precision: 'city', country: 'CA' });
  });

  it("a bare town name is Illinois's within the United States, and the world's largest abroad", () => {
    expect(geocoder.geocodeSync('Peoria')).toMatchObject({ label: 'Peoria, IL', provider: 'offline-place' });
    expect(geocoder.geocodeSync('Aurora')).toMatchObject({ label: 'Aurora, IL' });
    expect(geocoder.geocodeSync('Paris')).toMatchObject({ country: 'FR' });
  });

  it('"41.88" is one coordinate, not "41 E 88th St"', () => {
    const error = (() => {
      try {
        geocoder.geocodeSync('41.88');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(GeocodeError);
    expect((error as GeocodeError).message).toMatch(/both latitude and longitude/);
  });
});

describe('outside Chicago, offline: accuracy of the town and ZIP fallbacks (check half)', () => {
  it('the stated uncertainty covers the true error for ≥ 95 %, and the town is found for ≥ 98 %', () => {
    const rows = outsideChicagoAccuracy(geocoder, geodataDir()).filter((r) => r.half === 'check');
    expect(rows.map((r) => r.form)).toEqual(['street-town-state-zip', 'street-town-state', 'street-town (IL)']);
    for (const { form, summary } of rows) {
      console.log(
        `${form} (check): n ${summary.n}, median ${Math.round(summary.medianMetres ?? 0)} m, p90 ${Math.round(summary.p90Metres ?? 0)} m, covered ${(summary.uncertaintyCoversShare * 100).toFixed(1)} %, not found ${summary.failed}`,
      );
      expect(summary.uncertaintyCoversShare, form).toBeGreaterThanOrEqual(0.95);
      expect(summary.failed / summary.n, form).toBeLessThanOrEqual(0.02);
      // No street precision offline outside Chicago: nothing claims more than the data holds.
      expect(summary.streetShare, form).toBe(0);
    }
    // A ZIP narrows the place: its median error is smaller than the town's.
    const [zip, town] = rows;
    expect(zip?.summary.medianMetres ?? 0).toBeLessThan(town?.summary.medianMetres ?? 0);
  });
});
