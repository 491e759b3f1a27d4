import { emptyDemographics } from '../../src/build/assemble-areas.js';
import { OfflineGeocoder } from '../../src/geocode/offline-geocoder.js';
import { importGazetteerPlaces, importGazetteerZcta } from '../../src/importers/census/gazetteer.js';
import { importUspsZipLocale } from '../../src/importers/census/relationships.js';
import type { TownRangeData } from '../../src/streets/build-town-ranges.js';
import { createGeoView } from '../../src/view/create-geo-view.js';
import { dataText } from './data.js';
import { realStreetIndexData } from './street-index.js';

/**
 * The offline geocoder over the real Gazetteer, USPS and (unless `streets: false`) Chicago street files, with the
 * TIGER/Line address ranges of fetched counties when given.
 */
export function realOfflineGeocoder(
  options: { streets?: boolean; townRanges?: TownRangeData | null } = {},
): OfflineGeocoder {
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
  return new OfflineGeocoder(view, {
    places: places.map((p) => [p.name, p.state, p.lat, p.lon, p.landAreaSqMi]),
    zipCities: [...zip.entries()].map(([z, c]) => [z, c.city, c.state]),
    streets: options.streets === false ? null : realStreetIndexData(),
    townRanges: options.townRanges ?? null,
  });
}
