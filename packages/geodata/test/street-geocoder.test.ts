import { METRES_PER_MILE } from '@sitescout/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OfflineGeocoder } from '../src/geocode/offline-geocoder.js';
import { haversineMiles } from '../src/geometry/distance.js';
import { GeocodeError, type GeocodeResult } from '../src/model/geocode.js';
import { realOfflineGeocoder } from './helpers/offline-geocoder.js';
import { crossingPoint } from './helpers/street-index.js';

let geocoder: OfflineGeocoder;

beforeAll(() => {
  geocoder = realOfflineGeocoder();
});

const metres = (a: { lat: number; lon: number }, b: { lat: number; lon: number }) =>
  haversineMiles(a, b) * METRES_PER_MILE;

function failure(query: string): GeocodeError {
  try {
    geocoder.geocodeSync(query);
  } catch (error) {
    if (error instanceof GeocodeError) return error;
    throw error;
  }
  throw new Error(`"${query}" was answered`);
}

describe('offline Chicago street geocoder', () => {
  it('puts 1600 W Chicago Ave at the Ashland Ave corner (1600 W), at street precision with its ZIP', () => {
    const result = geocoder.geocodeSync('1600 W Chicago Ave');
    expect(result).toMatchObject({
      precision: 'street',
      provider: 'offline-street',
      label: '1600 W Chicago Ave, Chicago, IL 60622',
      zip: '60622',
      state: 'IL',
    });
    expect(metres(result, crossingPoint('N ASHLAND AVE & W CHICAGO AVE'))).toBeLessThan(40);
    expect(result.uncertaintyMetres).toBeGreaterThan(0);
    expect(result.uncertaintyMetres).toBeLessThan(100);
  });

  it('reads abbreviations, full words, dots, lower case and a suite as the same address', () => {
    const base = geocoder.geocodeSync('1600 W Chicago Ave, Chicago, IL 60622');
    for (const typed of [
      '1600 West Chicago Avenue, Chicago, Illinois',
      '1600 w. chicago ave., suite 300, chicago il 60622',
      '1600 W CHICAGO AVE FL 2',
    ]) {
      const result = geocoder.geocodeSync(typed);
      expect(result.label).toBe(base.label);
      expect(metres(result, base)).toBeLessThan(1);
    }
  });

  it('places licence addresses with unit words after the street, and says the unit is not part of the location', () => {
    for (const [typed, label, unit] of [
      ['8248 S COTTAGE GROVE AVE STOREFRONT', '8248 S Cottage Grove Ave', 'storefront'],
      ['4100 S ASHLAND AVE 1 OUTDOOR', '4100 S Ashland Ave', '1 outdoor'],
      ['3169 N HALSTED ST PARKING LOT', '3169 N Halsted St', 'parking lot'],
      ['13258 S AVENUE O  1', '13258 S Avenue O', '1'],
    ] as const) {
      const result = geocoder.geocodeSync(`${typed}, Chicago, IL`);
      expect(result.precision).toBe('street');
      expect(result.label.startsWith(label)).toBe(true);
      expect(result.note).toContain(`unit "${unit}" is not part of the location`);
    }
    // Only a street named as typed counts: an unknown street before the unit is still unknown.
    expect(failure('4321 N Nonesuch Ave Storefront, Chicago, IL').message).toMatch(/no street named 'N Nonesuch/);
  });

  it('interpolates between the bracketing crossings: 1800 W at Wood St, odd numbers across the street', () => {
    const wood = crossingPoint('N WOOD ST & W CHICAGO AVE');
    const at1800 = geocoder.geocodeSync('1800 W Chicago Ave');
    const at1700 = geocoder.geocodeSync('1700 W Chicago Ave');
    const at1601 = geocoder.geocodeSync('1601 W Chicago Ave');
    const at1600 = geocoder.geocodeSync('1600 W Chicago Ave');
    expect(metres(at1800, wood)).toBeLessThan(40);
    expect(at1700.lon).toBeLessThan(at1600.lon);
    expect(at1700.lon).toBeGreaterThan(at1800.lon);
    // Even numbers are on the north side of an east-west street.
    expect(at1600.lat).toBeGreaterThan(at1601.lat);
  });

  it('places a diagonal street by its own crossings (N Clark St at Fullerton Pkwy, 2400 N)', () => {
    const result = geocoder.geocodeSync('2400 N Clark St');
    expect(metres(result, crossingPoint('N CLARK ST & W FULLERTON PKWY'))).toBeLessThan(60);
  });

  it('takes the only side of a one-sided street without a note, and says which side it took otherwise', () => {
    const foster = geocoder.geocodeSync('3401 Foster Ave, Chicago');
    expect(foster.label).toBe('3401 W Foster Ave, Chicago, IL 60625');
    expect(foster.note).not.toMatch(/no direction/);
    const both = geocoder.geocodeSync('100 Chicago Ave');
    expect(both.note).toMatch(/no direction given: took [EW] Chicago Ave \(also [EW] Chicago Ave\)/);
    // The ZIP settles it.
    expect(geocoder.geocodeSync('100 Chicago Ave, Chicago, IL 60611').label).toBe(
      '100 E Chicago Ave, Chicago, IL 60611',
    );
  });

  it('a wrong ZIP loses to the street, and the answer says so', () => {
    const result = geocoder.geocodeSync('1745 W. 63rd St., Chicago, IL 60651');
    expect(result.precision).toBe('street');
    expect(result.zip).toBe('60636');
    expect(result.note).toMatch(/ZIP 60651 does not match 1745 W 63rd St \(ZIP 60636\): the street address was used/);
    expect(metres(result, crossingPoint('S HERMITAGE AVE & W 63RD ST'))).toBeLessThan(60);
  });

  it('answers intersections typed loosely, at intersection precision', () => {
    const fullerton = crossingPoint('N CLARK ST & W FULLERTON PKWY');
    for (const typed of ['Clark & Fullerton', 'Clark and Fullerton, Chicago', 'N Clark St & W Fullerton Pkwy']) {
      const result = geocoder.geocodeSync(typed);
      expect(result).toMatchObject({ precision: 'intersection', provider: 'offline-intersection' });
      expect(result.label).toBe('N Clark St & W Fullerton Pkwy, Chicago, IL 60614');
      expect(metres(result, fullerton)).toBeLessThan(1);
    }
    expect(failure('Clark & Pulaski').message).toMatch(/do not cross/);
  });

  it('a number off the street is refused with its range; with a ZIP it falls back to the ZIP and says why', () => {
    const error = failure('9900 W Chicago Ave, Chicago, IL');
    expect(error.code).toBe('GEOCODE_NOT_FOUND');
    expect(error.field).toBe('q');
    expect(error.message).toMatch(/9900 is outside the street's numbers \(W Chicago Ave \d+–\d{4}\)/);
    const zip = geocoder.geocodeSync('9900 W Chicago Ave, Chicago, IL 60651');
    expect(zip).toMatchObject({ precision: 'zip', zip: '60651' });
    expect(zip.note).toMatch(/^street address not placed on its street \(9900 is outside/);
  });

  it('an unknown street names the nearest streets; a one-letter typo is corrected and noted', () => {
    const error = failure('123 Fake St, Chicago, IL 60614');
    expect(error.message).toMatch(/^no street named 'Fake St' in Chicago — did you mean .*Lake St/);
    const halsted = geocoder.geocodeSync('10700 S Halsed St');
    expect(halsted.label).toMatch(/^10700 S Halsted St/);
    expect(halsted.note).toMatch(/no street named 'S Halsed St': took S Halsted St/);
  });

  it("a street without a house number asks for one, with the street's numbers", () => {
    const error = failure('W Chicago Ave');
    expect(error).toMatchObject({ code: 'GEOCODE_BAD_INPUT', field: 'q' });
    expect(error.message).toMatch(/^add the house number: W Chicago Ave 1–\d{4} W$/);
    expect(geocoder.geocodeSync('West Chicago, IL')).toMatchObject({ precision: 'city', label: 'West Chicago, IL' });
  });

  it('refuses a P.O. box, leaves other cities to the next geocoder, and never answers (0,0)', () => {
    expect(failure('P.O. Box 1234, Chicago, IL 60690')).toMatchObject({ code: 'GEOCODE_BAD_INPUT', field: 'q' });
    const evanston: GeocodeResult = geocoder.geocodeSync('1234 Main St, Evanston, IL 60201');
    expect(evanston).toMatchObject({ precision: 'zip', zip: '60201' });
    expect(evanston.note).toMatch(/^placed at the ZIP code area's centre/);
    for (const bad of ['', 'x'.repeat(301), '91, -87', '41.9, -187', '0, 0'])
      expect(failure(bad)).toMatchObject({ code: 'GEOCODE_BAD_INPUT', field: 'q' });
  });
});
