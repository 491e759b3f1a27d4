import { basename } from 'node:path';
import { importCensusApi } from '../importers/census/census-api.js';
import {
  importChicagoTractsAcs2019,
  importChivesTracts,
  importCookTractIncome,
} from '../importers/census/chicago-tracts.js';
import {
  importCommunityAreaAcs,
  importCommunityAreaSocioeconomic,
  importCommunityAreas,
} from '../importers/census/community-areas.js';
import {
  type GazetteerPlace,
  importGazetteerCounties,
  importGazetteerPlaces,
  importGazetteerZcta,
} from '../importers/census/gazetteer.js';
import { importGeodaTable } from '../importers/census/geoda.js';
import { importOepsCounty } from '../importers/census/oeps-county.js';
import {
  importUspsZipLocale,
  importZctaPlaceLand,
  importZctaPrimaryCounty,
  importZctaPrimaryPlace,
} from '../importers/census/relationships.js';
import { importZctaGrowth } from '../importers/census/zcta-growth.js';
import { type AreaBase, type AreaContribution, datasetMeta } from '../importers/types.js';
import { readText } from '../io/read.js';
import { titleCase } from '../io/text.js';
import type { AreaRecord } from '../model/area.js';
import type { DatasetMeta, Provenance } from '../model/provenance.js';
import { assembleAreas } from './assemble-areas.js';
import type { DataDir } from './data-dir.js';
import { importIllinoisTracts } from './import-illinois-tracts.js';
import { CENSUS_TERMS, SOURCES } from './sources.js';
import { zctaTown } from './zcta-town.js';

const CENSUS = CENSUS_TERMS;

function meta(
  id: string,
  p: Provenance,
  files: string[],
  rowsRead: number,
  rowsKept: number,
  coverage: string,
  warnings: string[] = [],
  extra = CENSUS,
): DatasetMeta {
  return datasetMeta({ id, ...p, files, rowsRead, rowsKept, coverage, warnings, ...extra });
}

/** Census geography and demographics: Gazetteer bases, ACS/OEPS/GeoDa fields, Chicago tracts and community areas. */
export function importCensusData(
  dir: DataDir,
  freshContributions: AreaContribution[] = [],
  /** Fetched area outlines (TIGERweb tracts); an area GEODATA_DIR already has keeps its own. */
  freshBases: AreaBase[] = [],
): {
  areas: AreaRecord[];
  datasets: DatasetMeta[];
  gazetteerPlaces: GazetteerPlace[];
  zipCities: Array<[string, string, string]>;
  warnings: string[];
} {
  const datasets: DatasetMeta[] = [];
  const bases: AreaBase[] = [];
  // Fresh Census API downloads come first: the first dataset to supply a field wins.
  const contributions: AreaContribution[] = [...freshContributions];
  const warnings: string[] = [];
  let gazetteerPlaces: GazetteerPlace[] = [];

  const gz = 'census/gazetteer-2025';
  const zctaFile = dir.file(`${gz}/2025_Gaz_zcta_national.txt`);
  const zctaBases: AreaBase[] = [];
  if (zctaFile) {
    const r = importGazetteerZcta(readText(zctaFile), SOURCES.gazetteer.vintage, `${gz}/2025_Gaz_zcta_national.txt`);
    zctaBases.push(...r.records);
    datasets.push(r.meta);
  }
  const countyFile = dir.file(`${gz}/2025_Gaz_counties_national.txt`);
  const countyState = new Map<string, string>();
  if (countyFile) {
    const r = importGazetteerCounties(
      readText(countyFile),
      SOURCES.gazetteer.vintage,
      `${gz}/2025_Gaz_counties_national.txt`,
    );
    for (const c of r.records) countyState.set(c.id, c.state ?? '');
    bases.push(...r.records);
    datasets.push(r.meta);
  }
  const placeFile = dir.file(`${gz}/2025_Gaz_place_national.txt`);
  if (placeFile) {
    const r = importGazetteerPlaces(
      readText(placeFile),
      SOURCES.gazetteer.vintage,
      `${gz}/2025_Gaz_place_national.txt`,
    );
    gazetteerPlaces = r.records;
    datasets.push(r.meta);
  }

  // ZCTA labels and counties: primary county and primary place from the relationship file, or the post office's
  // town where it is a place with a comparable share of the ZCTA's land (`zctaTown`: 60018 is Des Plaines', not
  // Chicago's airport); the USPS post office's city where the ZCTA lies mostly outside any Census place. The post
  // office alone is not the town: 60193's first office is in Roselle, while the ZCTA is mostly Schaumburg.
  const relFile = dir.file('census/relationships/zctas.csv');
  const relText = relFile ? readText(relFile) : '';
  const primaryCounty = relFile ? importZctaPrimaryCounty(relText) : new Map<string, string>();
  const primaryPlace = relFile ? importZctaPrimaryPlace(relText) : new Map<string, string>();
  const placeByGeoid = new Map(gazetteerPlaces.map((p) => [p.geoid, p]));
  const placeLandFile = dir.file('census/relationships/zcta_places.csv');
  const placeLand = placeLandFile
    ? importZctaPlaceLand(readText(placeLandFile))
    : new Map<string, Map<string, number>>();
  const uspsFile = dir.file('census/relationships/usps_ZIP_Locale_Detail.csv');
  const zipCity = uspsFile
    ? importUspsZipLocale(readText(uspsFile))
    : new Map<string, { city: string; state: string }>();
  if (relFile)
    datasets.push(
      meta(
        'census-zcta-relationships',
        { source: 'U.S. Census Bureau, ZCTA relationship files', vintage: '2020' },
        ['census/relationships/zctas.csv', ...(placeLandFile ? ['census/relationships/zcta_places.csv'] : [])],
        primaryCounty.size,
        primaryCounty.size,
        'United States',
      ),
    );
  if (uspsFile)
    datasets.push(
      meta(
        'usps-zip-locale',
        { source: 'USPS ZIP Locale Detail', vintage: 'undated copy' },
        ['census/relationships/usps_ZIP_Locale_Detail.csv'],
        zipCity.size,
        zipCity.size,
        'United States',
        [],
        { licence: 'public', attribution: 'USPS' },
      ),
    );
  for (const z of zctaBases) {
    const county = primaryCounty.get(z.id) ?? null;
    const city = zipCity.get(z.id);
    z.countyFips = county;
    // The ZCTA's own county decides the state; a post office across a state line does not.
    z.state = (county ? countyState.get(county) : undefined) ?? city?.state ?? null;
    const place = zctaTown(placeByGeoid.get(primaryPlace.get(z.id) ?? ''), city, placeLand.get(z.id), placeByGeoid);
    if (place) z.name = `${z.id} (${place.name}, ${place.state})`;
    else if (city) z.name = `${z.id} (${titleCase(city.city)}, ${city.state})`;
  }
  bases.push(...zctaBases);

  // Tract polygons (Cook 2020 tracts) and community areas.
  const cookFile = dir.file('census/chicago-cook/cook_tracts_median_hh_income_acs2016_2020.geojson');
  if (cookFile) {
    const r = importCookTractIncome(readText(cookFile), SOURCES.cookIncome);
    bases.push(...r.bases);
    contributions.push(...r.contributions);
    datasets.push(
      meta(
        'cook-tracts-income-2016-2020',
        SOURCES.cookIncome,
        ['census/chicago-cook/cook_tracts_median_hh_income_acs2016_2020.geojson'],
        r.rowsRead,
        r.bases.length,
        'Cook County, IL',
        r.missing > 0 ? [`${r.missing} tracts without an income estimate (null)`] : [],
      ),
    );
  }
  // Every Illinois tract (internal point, land area, 2020 counts, ACS 2018-2022 / 2017-2021 measures).
  const illinois = importIllinoisTracts(dir, bases);
  bases.splice(0, bases.length, ...illinois.bases);
  contributions.push(...illinois.contributions);
  datasets.push(...illinois.datasets);
  const caFile = dir.file('boundaries/chicago_community_areas.geojson');
  const caIdByName = new Map<string, string>();
  if (caFile) {
    const r = importCommunityAreas(readText(caFile));
    for (const b of r.bases) caIdByName.set(b.name.toUpperCase(), b.id);
    bases.push(...r.bases);
    datasets.push(
      meta(
        'chicago-community-areas',
        SOURCES.communityAreas,
        ['boundaries/chicago_community_areas.geojson'],
        r.rowsRead,
        r.bases.length,
        'Chicago, IL',
        [],
        { licence: 'City of Chicago data portal terms', attribution: 'City of Chicago' },
      ),
    );
  }

  // Demographic contributions, newest and finest first (the first to supply a field wins).
  const add = (
    id: string,
    p: Provenance,
    file: string,
    coverage: string,
    run: (text: string) => { contributions: AreaContribution[]; rowsRead: number },
    extraWarnings: (r: ReturnType<typeof run>) => string[] = () => [],
  ) => {
    const path = dir.file(file);
    if (!path) return;
    const r = run(readText(path));
    contributions.push(...r.contributions);
    datasets.push(meta(id, p, [file], r.rowsRead, r.contributions.length, coverage, extraWarnings(r)));
  };
  const acs = (text: string) => importCensusApi(text, SOURCES.acs2023);
  add('acs-2019-2023-zcta', SOURCES.acs2023, 'census/acs5-2019-2023/zcta_B01003_B25001.json', 'United States', acs);
  add('acs-2019-2023-county', SOURCES.acs2023, 'census/acs5-2019-2023/county_B01003_B25001.json', 'United States', acs);
  add(
    'oeps-county-2019-2023',
    SOURCES.oeps2023,
    'census/acs5-2019-2023/oeps_county-2023.csv',
    'United States',
    (t) => importOepsCounty(t, SOURCES.oeps2023),
    () => ['MedInc (individual median income) and RentalP not used'],
  );
  add(
    'chicago-tracts-2015-2019',
    SOURCES.chicagoTracts2019,
    'census/chicago-cook/chicago_tracts_acs2015_2019.geojson',
    'Chicago, IL',
    (t) => importChicagoTractsAcs2019(t, SOURCES.chicagoTracts2019),
    () => ['2010 tract ids joined to 2020 tract polygons; changed tracts get no figure'],
  );
  add(
    'chives-tracts-2014-2018',
    SOURCES.chives,
    'census/chicago-cook/chicago_tracts_chives_acs2014_2018.csv',
    'Chicago, IL',
    (t) => importChivesTracts(t, SOURCES.chives),
  );
  const caAcs = dir.file('census/chicago-cook/chicago_community_areas_acs5_2023.csv');
  if (caAcs) {
    const r = importCommunityAreaAcs(readText(caAcs), SOURCES.communityAcs, caIdByName);
    contributions.push(...r.contributions);
    datasets.push(
      meta(
        'chicago-community-area-acs-2019-2023',
        SOURCES.communityAcs,
        ['census/chicago-cook/chicago_community_areas_acs5_2023.csv'],
        r.rowsRead,
        r.contributions.length,
        'Chicago, IL',
        r.unmatched.length ? [`unmatched names: ${r.unmatched.join(', ')}`] : [],
      ),
    );
  }
  add(
    'chicago-community-area-socioeconomic-2008-2012',
    SOURCES.communitySocio,
    'census/chicago-cook/chicago_community_areas_socioeconomic_2008_2012.csv',
    'Chicago, IL',
    (t) => importCommunityAreaSocioeconomic(t, SOURCES.communitySocio),
  );
  for (const file of dir.list('census/acs5-2014-2018-geoda').filter((f) => f.endsWith('.csv'))) {
    const rel = `census/acs5-2014-2018-geoda/${file}`;
    add(
      `geoda-2014-2018-${basename(file, '.csv').toLowerCase()}`,
      SOURCES.geoda2018,
      rel,
      'United States',
      (t) => importGeodaTable(t, file, SOURCES.geoda2018),
      (r) =>
        r.contributions.length === 0
          ? ['no SiteScout field comes from this table (job sectors, alcohol outlets, land area are not used)']
          : [],
    );
  }
  add(
    'zcta-growth-2011-2024',
    SOURCES.growth,
    'census/acs5-2019-2023/zcta_growth_2011_2024.csv',
    'United States',
    (t) => importZctaGrowth(t, SOURCES.growth),
    () => ['blank rows and boundary-changed ZCTAs get no growth figure'],
  );

  contributions.push(...householdSizeFromGeoda(contributions));
  const known = new Set(bases.map((b) => `${b.kind}:${b.id}`));
  bases.push(...freshBases.filter((b) => !known.has(`${b.kind}:${b.id}`)));
  const { areas, orphanContributions } = assembleAreas(bases, contributions);
  if (orphanContributions > 0)
    warnings.push(`${orphanContributions} demographic rows matched no loaded area (old tract ids, retired ZCTAs)`);
  const zipCities: Array<[string, string, string]> = [...zipCity.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([zip, c]) => [zip, c.city, c.state]);
  return { areas, datasets, gazetteerPlaces, zipCities, warnings };
}

/**
 * ZCTA household size = population ÷ occupied housing units, both from the GeoDa ACS 2014-2018 tables
 * (same vintage). Total population includes group quarters, so college and prison ZCTAs read high: noted.
 */
export function householdSizeFromGeoda(contributions: readonly AreaContribution[]): AreaContribution[] {
  const population = new Map<string, number>();
  const households = new Map<string, number>();
  for (const c of contributions) {
    if (c.kind !== 'zcta' || c.fields.population?.vintage !== SOURCES.geoda2018.vintage) continue;
    population.set(c.id, c.fields.population.value);
  }
  for (const c of contributions) {
    if (c.kind === 'zcta' && c.fields.households?.vintage === SOURCES.geoda2018.vintage)
      households.set(c.id, c.fields.households.value);
  }
  const out: AreaContribution[] = [];
  for (const [id, hh] of households) {
    const pop = population.get(id);
    if (pop === undefined || hh <= 0) continue;
    out.push({
      kind: 'zcta',
      id,
      fields: {
        householdSize: {
          value: Math.round((pop / hh) * 100) / 100,
          unit: 'persons-per-household',
          ...SOURCES.geoda2018,
          note: 'population ÷ occupied housing units (includes group quarters)',
        },
      },
    });
  }
  return out;
}
