import type { UnmappedCounter } from '../categories/unmapped-counter.js';
import {
  importFacilities,
  importGrocery2013,
  importGrocery2020,
  importLibraries,
  importLicences,
} from '../importers/places/chicago-civic.js';
import { importDatafiniti } from '../importers/places/datafiniti.js';
import { importGoogleRestaurants, importGoogleTyped } from '../importers/places/google-places.js';
import { importOsmAmenityCsv } from '../importers/places/osm.js';
import { type PlaceSource, placeMeta } from '../importers/places/place-factory.js';
import { importYelp } from '../importers/places/yelp.js';
import { readText } from '../io/read.js';
import type { PlaceRecord } from '../model/place.js';
import type { DatasetMeta } from '../model/provenance.js';
import type { DataDir } from './data-dir.js';
import { dedupePlaces, markChains } from './dedupe.js';
import { CHAIN_DATASET_ID, importChainPlaces } from './import-chains.js';
import { mergeChainLocations } from './merge-chain-locations.js';
import { CITY_TERMS } from './sources.js';

type Importer = (
  text: string,
  source: PlaceSource,
  unmapped: UnmappedCounter,
) => { records: PlaceRecord[]; rowsRead: number; warnings: string[] };

const GOOGLE = {
  licence: 'Google Maps Platform terms (research extract; do not redistribute)',
  attribution: 'Google Places (2025 research extract)',
  coverage: 'Chicago, IL',
};
const CITY = CITY_TERMS;

/**
 * Place datasets in priority order: on duplicates the richest record wins, ties go to the earlier
 * dataset. The 2002-2017 licence sample is left out of the pack (too old to stand for open businesses).
 */
const PLACE_DATASETS: Array<{ file: string; importer: Importer; source: PlaceSource }> = [
  {
    file: 'places/chicago-google-places-2025/chicago_restaurants.csv',
    importer: importGoogleRestaurants,
    source: {
      datasetId: 'google-places-2025-restaurants',
      source: 'Google Places (2025 research extract)',
      vintage: '2025-03',
      ...GOOGLE,
    },
  },
  {
    file: 'places/chicago-google-places-2025/convenience_store_data.csv',
    importer: importGoogleTyped,
    source: {
      datasetId: 'google-places-2025-convenience',
      source: 'Google Places (2025 research extract)',
      vintage: '2025-03',
      ...GOOGLE,
    },
  },
  {
    file: 'places/chicago-google-places-2025/school_data.csv',
    importer: importGoogleTyped,
    source: {
      datasetId: 'google-places-2025-schools',
      source: 'Google Places (2025 research extract)',
      vintage: '2025-03',
      ...GOOGLE,
    },
  },
  {
    file: 'places/chicago-google-places-2025/hospital_data.csv',
    importer: importGoogleTyped,
    source: {
      datasetId: 'google-places-2025-hospitals',
      source: 'Google Places (2025 research extract)',
      vintage: '2025-03',
      ...GOOGLE,
    },
  },
  {
    file: 'places/chicago-osm-amenities/POI_Chicago-2019.csv',
    importer: importOsmAmenityCsv,
    source: {
      datasetId: 'osm-chicago-2019',
      source: 'OpenStreetMap amenities',
      vintage: '2019',
      licence: 'ODbL',
      attribution: '© OpenStreetMap contributors',
      coverage: 'Chicago, IL (lat 41.72-42.15)',
    },
  },
  {
    file: 'places/chicago-osm-amenities/POI_Chicago-2018.csv',
    importer: importOsmAmenityCsv,
    source: {
      datasetId: 'osm-chicago-2018',
      source: 'OpenStreetMap amenities',
      vintage: '2018',
      licence: 'ODbL',
      attribution: '© OpenStreetMap contributors',
      coverage: 'Chicago, IL (lat 41.72-42.15)',
    },
  },
  {
    file: 'places/chicago-civic/libraries_2024.csv',
    importer: importLibraries,
    source: {
      datasetId: 'chicago-libraries-2024',
      source: 'Chicago Public Library (City portal)',
      vintage: '2024',
      ...CITY,
    },
  },
  {
    file: 'places/chicago-civic/grocery_store_status_2020.csv',
    importer: importGrocery2020,
    source: {
      datasetId: 'chicago-grocery-2020',
      source: 'City of Chicago grocery store status',
      vintage: '2020-06',
      ...CITY,
    },
  },
  {
    file: 'places/chicago-civic/grocery_stores_2013.csv',
    importer: importGrocery2013,
    source: {
      datasetId: 'chicago-grocery-2013',
      source: 'City of Chicago grocery stores (food deserts project)',
      vintage: '2013',
      ...CITY,
    },
  },
  {
    file: 'places/chicago-region-facilities/Pharmacies.geojson',
    importer: (t, s, u) => importFacilities(t, 'pharmacy', s, u),
    source: {
      datasetId: 'chicago-region-pharmacies',
      source: 'Regional public facility datasets (pharmacies)',
      vintage: '2018-19',
      licence: 'public',
      attribution: 'public facility datasets',
      coverage: 'Chicago six-county region',
    },
  },
  {
    file: 'places/chicago-region-facilities/Schools.geojson',
    importer: (t, s, u) => importFacilities(t, 'school', s, u),
    source: { datasetId: 'chicago-public-schools', source: 'Chicago Public Schools', vintage: '2018-19', ...CITY },
  },
  {
    file: 'places/chicago-region-facilities/Homeless_Shelters.geojson',
    importer: (t, s, u) => importFacilities(t, 'shelter', s, u),
    source: { datasetId: 'chicago-shelters', source: 'Chicago homeless shelters', vintage: '2018-19', ...CITY },
  },
  {
    file: 'places/chicago-business-licenses/licenses_2025-09-01.json',
    importer: importLicences,
    source: {
      datasetId: 'chicago-licences-2025-09',
      source: 'City of Chicago business licences (new issuances)',
      vintage: '2025-05..2025-09',
      ...CITY,
    },
  },
  {
    file: 'places/chicago-business-licenses/licenses_2025-08-25.json',
    importer: importLicences,
    source: {
      datasetId: 'chicago-licences-2025-08',
      source: 'City of Chicago business licences (new issuances)',
      vintage: '2025-05..2025-08',
      ...CITY,
    },
  },
  {
    file: 'places/yelp-open-dataset-samples/zenv_yelp_business.json',
    importer: importYelp,
    source: {
      datasetId: 'yelp-sample-zenv',
      source: 'Yelp Open Dataset (sample)',
      vintage: '2021+',
      licence: 'Yelp dataset terms (academic, non-commercial)',
      attribution: 'Yelp Open Dataset',
      coverage: 'Yelp metros (sample)',
    },
  },
  {
    file: 'places/yelp-open-dataset-samples/adharsh_yelp_business.json',
    importer: importYelp,
    source: {
      datasetId: 'yelp-sample-adharsh',
      source: 'Yelp Open Dataset (sample)',
      vintage: '2021+',
      licence: 'Yelp dataset terms (academic, non-commercial)',
      attribution: 'Yelp Open Dataset',
      coverage: 'Yelp metros (sample)',
    },
  },
  {
    file: 'places/yelp-open-dataset-samples/rachelalutes_yelp_business_2018.json',
    importer: importYelp,
    source: {
      datasetId: 'yelp-sample-2018',
      source: 'Yelp Open Dataset (sample)',
      vintage: '2018',
      licence: 'Yelp dataset terms (academic, non-commercial)',
      attribution: 'Yelp Open Dataset',
      coverage: 'Yelp metros (sample)',
    },
  },
  {
    file: 'places/us-fast-food-datafiniti/FastFoodRestaurants.csv',
    importer: importDatafiniti,
    source: {
      datasetId: 'datafiniti-fast-food',
      source: 'Datafiniti fast-food sample',
      vintage: 'undated sample',
      licence: 'Datafiniti sample data',
      attribution: 'Datafiniti',
      coverage: 'United States (sample, not complete)',
    },
  },
];

/** Imports every place dataset, then de-duplicates across them and marks chains. */
export function importPlaceData(
  dir: DataDir,
  unmapped: UnmappedCounter,
  onlinePlaces: PlaceRecord[] = [],
): {
  places: PlaceRecord[];
  datasets: DatasetMeta[];
  duplicatesRemoved: { places: number; byDataset: Record<string, number> };
} {
  const all: PlaceRecord[] = [];
  const datasets: DatasetMeta[] = [];
  for (const { file, importer, source } of PLACE_DATASETS) {
    const path = dir.file(file);
    if (!path) continue;
    const r = importer(readText(path), source, unmapped);
    all.push(...r.records);
    datasets.push(placeMeta(source, [file], r.rowsRead, r.records.length, r.warnings));
  }
  // Live OSM goes first so, on a tie in richness, the fresher record is kept.
  const { places, removed, byDataset } = dedupePlaces([...onlinePlaces, ...all]);
  for (const d of datasets) {
    const dupes = byDataset[d.id] ?? 0;
    if (dupes > 0) d.warnings.push(`${dupes} duplicates merged into other records`);
  }
  // 2024 chain locations: merged into the record of the same store where another source has it.
  const chains = importChainPlaces(dir, unmapped);
  const withChains = mergeChainLocations(places, chains.records);
  if (chains.meta) {
    chains.meta.warnings.push(
      `${withChains.merged} stores merged with the same store in other sources (brand match within 100 m)`,
    );
    datasets.push(chains.meta);
  }
  return {
    places: markChains(withChains.places),
    datasets,
    duplicatesRemoved: {
      places: removed + withChains.merged,
      byDataset: withChains.merged > 0 ? { ...byDataset, [CHAIN_DATASET_ID]: withChains.merged } : byDataset,
    },
  };
}
