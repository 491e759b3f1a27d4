import { beforeAll, describe, expect, it } from 'vitest';
import { emptyDemographics } from '../src/build/assemble-areas.js';
import { OfflineGeocoder } from '../src/geocode/offline-geocoder.js';
import { importGazetteerPlaces, importGazetteerZcta } from '../src/importers/census/gazetteer.js';
import { importUspsZipLocale } from '../src/importers/census/relationships.js';
import { GeocodeError } from '../src/model/geocode.js';
import { createGeoView } from '../src/view/create-geo-view.js';
import { dataLines, dataText } from './helpers/data.js';

let geocoder: OfflineGeocoder;
let zcta60614: { lat: number; lon: number };

beforeAll(() => {
  const zctas = importGazetteerZcta(dataText('census/gazetteer-2025/2025_Gaz_zcta_national.txt'), '2025', 'z').records;
  const places = importGazetteerPlaces(
    dataText('census/gazetteer-2025/2025_Gaz_place_national.txt'),
    '2025',
    'p',
  ).records;
  const zip = importUspsZipLocale(dataText('census/relationships/usps_ZIP_Locale_Detail.csv'));
  const view = createGeoView({
    areas: zctas.map((z) => ({ ...z, state: zip.get(z.id)?.state ?? null, demographics: emptyDemographics() })),
  });
  geocoder = new OfflineGeocoder(view, {
    places: places.map((p) => [p.name, p.state, p.lat, p.lon, p.landAreaSqMi]),
    zipCities: [...zip.entries()].map(([z, c]) => [z, c.city, c.state]),
  });
  const raw = (
    dataLines('census/gazetteer-2025/2025_Gaz_zcta_national.txt').find((l) => l.startsWith('60614|')) as string
  ).split('|');
  zcta60614 = { lat: Number(raw[6]), lon: Number(raw[7]) };
});

describe('offline geocoder', () => {
  it('a 5-digit ZIP resolves to the ZCTA internal point at ZIP precision', async () => {
    const result = await geocoder.geocode('60614');
    expect(result).toMatchObject({
      ...zcta60614,
      precision: 'zip',
      zip: '60614',
      state: 'IL',
      label: '60614 (Chicago, IL)',
    });
    // 1.6 × the radius of the ZIP's land area (60614 is about 3.2 sq mi: r ≈ 1.6 km), the multiple that covers 95 %.
    expect(result.uncertaintyMetres).toBeGreaterThan(2000);
    expect(result.uncertaintyMetres).toBeLessThan(3000);
  });

  it('"Springfield, IL" is the Illinois capital, not another Springfield', async () => {
    const result = await geocoder.geocode('Springfield, IL');
    expect(result).toMatchObject({ precision: 'city', label: 'Springfield, IL', state: 'IL' });
    expect(result.lat).toBeGreaterThan(39.7);
    expect(result.lat).toBeLessThan(39.9);
    expect(result.lon).toBeGreaterThan(-89.8);
    expect(result.lon).toBeLessThan(-89.5);
    expect((await geocoder.geocode('springfield, illinois')).label).toBe('Springfield, IL');
  });

  it('"lat, lon" is taken as given and told which ZIP area it falls in', async () => {
    const result = await geocoder.geocode(`${zcta60614.lat}, ${zcta60614.lon}`);
    expect(result).toMatchObject({ ...zcta60614, precision: 'coordinates', zip: '60614' });
  });

  it('without a street index, a street address falls back to its ZIP offline and says so', async () => {
    const result = await geocoder.geocode('2400 N Clark St, Chicago, IL 60614');
    expect(result).toMatchObject({ ...zcta60614, precision: 'zip', zip: '60614' });
    expect(result.note).toMatch(/^placed at the ZIP code area's centre, about [\d.]+ mi across/);
  });

  it('a street address outside the street index, without a ZIP, falls back to its city and says so', async () => {
    const result = await geocoder.geocode('100 S 5th St, Springfield, IL');
    expect(result).toMatchObject({ precision: 'city', label: 'Springfield, IL' });
    expect(result.note).toMatch(/^placed at the town centre, about [\d.]+ mi across/);
  });

  it('a world city name resolves at city precision', async () => {
    const paris = await geocoder.geocode('Paris, France');
    expect(paris.precision).toBe('city');
    expect(paris.lat).toBeCloseTo(48.85, 1);
    expect((await geocoder.geocode('Toronto')).label).toBe('Toronto, CA');
  });

  it('world places resolve through country names and codes and first-level divisions', async () => {
    const cases: Array<[string, string, number, number]> = [
      ['London, UK', 'GB', 51.5, -0.13],
      ['Toronto, ON', 'CA', 43.7, -79.4],
      ['Toronto, Ontario, Canada', 'CA', 43.7, -79.4],
      ['Paris, France', 'FR', 48.85, 2.35],
      ['Sydney, NSW', 'AU', -33.87, 151.2],
      ['Berlin, DE', 'DE', 52.52, 13.4],
    ];
    for (const [query, country, lat, lon] of cases) {
      const result = await geocoder.geocode(query);
      expect(result, query).toMatchObject({ precision: 'city', country, provider: 'offline-geonames' });
      expect(Math.abs(result.lat - lat), query).toBeLessThan(0.3);
      expect(Math.abs(result.lon - lon), query).toBeLessThan(0.3);
      expect(result.note).toMatch(/outside the United States/);
    }
    // "London, ON" is the Canadian one, and a U.S. state still wins over a country code ("Paris, TX").
    expect((await geocoder.geocode('London, ON')).country).toBe('CA');
    expect((await geocoder.geocode('Paris, TX')).state).toBe('TX');
  });

  it('garbage, empty input, out-of-range and (0,0) get clear errors — never a (0,0) result', async () => {
    for (const bad of ['asdkjh qwpoeiu zzz', '', '   ', '95, 200', '0, 0', '00000']) {
      const error = await geocoder.geocode(bad).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(GeocodeError);
      expect((error as GeocodeError).field).toBe('q');
      expect((error as GeocodeError).message.length).toBeGreaterThan(10);
    }
  });
});
