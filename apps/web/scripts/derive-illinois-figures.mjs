// Derives the Illinois figures the marketing pages cite (county population, households, per-capita income,
// establishment counts) from the public data in GEODATA_DIR and writes them, with each figure's source and
// vintage, to a small committed content module. Run again when the data is refreshed:
//   GEODATA_DIR=/path/to/shared/data node apps/web/scripts/derive-illinois-figures.mjs
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readDbf } from '@sitescout/geodata';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const geodataDir = resolve(process.env.GEODATA_DIR ?? join(webRoot, '../../../shared/data'));
if (!existsSync(join(geodataDir, 'README.md'))) {
  console.error(`derive-illinois-figures: no data folder at ${geodataDir} (set GEODATA_DIR)`);
  process.exit(1);
}
const out = join(webRoot, 'src/features/marketing/content/illinois-figures.json');

/** Counties of the Illinois places the blog and the Illinois page discuss. */
const COUNTIES = {
  17031: 'Cook',
  17043: 'DuPage',
  17089: 'Kane',
  17197: 'Will',
  17097: 'Lake',
  17201: 'Winnebago',
  17143: 'Peoria',
  17167: 'Sangamon',
  17019: 'Champaign',
  17113: 'McLean',
  17111: 'McHenry',
};

/** ZIP codes (ZCTAs) used as example market snapshots on the industry pages. */
const SNAPSHOT_ZCTAS = ['60540', '61704', '60014', '62704'];

/** Featured places of the Illinois page: local figures around each city's Census internal point. */
const FEATURED_PLACES = [
  ['Chicago city', 'IL'],
  ['Naperville city', 'IL'],
  ['Springfield city', 'IL'],
];

/** Radius (miles) of the local figures summed from tracts. */
const LOCAL_MILES = 3;

/** NAICS codes counted per county; retail is every 6-digit code in sectors 44-45. */
const INDUSTRIES = {
  coffeeShops: ['722515'],
  restaurants: ['722511', '722513'],
  plumbingHvac: ['238220'],
  landscaping: ['561730'],
  pestControl: ['561710'],
};

const SOURCES = {
  population: {
    dataset: 'U.S. Census Bureau, American Community Survey 5-year estimates, table B01003 (total population)',
    vintage: 'ACS 2019-2023',
  },
  households: {
    dataset:
      'U.S. Census Bureau, American Community Survey 5-year estimates (households), as published by the OEPS project',
    vintage: 'ACS 2019-2023',
  },
  perCapitaIncome: {
    dataset:
      'U.S. Census Bureau, American Community Survey 5-year estimates (per-capita income), as published by the OEPS project',
    vintage: 'ACS 2019-2023',
  },
  zipGrowth: {
    dataset:
      'U.S. Census Bureau, American Community Survey 5-year estimates by ZIP Code Tabulation Area (population, housing units, density)',
    vintage: 'ACS 2020-2024 compared with ACS 2007-2011',
  },
  tracts: {
    dataset:
      'U.S. Census Bureau, 2020 Census (DHC) tract counts, packaged by the Redistricting Data Hub; daytime population from the CDC/ATSDR Social Vulnerability Index 2022',
    vintage: '2020 Census; daytime population ACS 2018-2022',
    note: `Tracts whose Census internal point lies within ${LOCAL_MILES} miles of the centre.`,
  },
  establishments: {
    dataset: 'U.S. Census Bureau, County Business Patterns (establishments by 6-digit NAICS code)',
    vintage: 'CBP 2023',
    note: 'Industry rows with fewer than 3 establishments are not published, so counts are lower bounds.',
  },
};

/** Minimal CSV line splitter for the unquoted numeric files used here (quoted fields kept whole). */
function splitCsv(line) {
  const cells = [];
  let cell = '';
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells;
}

function readCsv(file) {
  const [header, ...lines] = readFileSync(file, 'utf8').split(/\r?\n/).filter(Boolean);
  const names = splitCsv(header);
  return lines.map((line) => Object.fromEntries(splitCsv(line).map((v, i) => [names[i], v])));
}

const acs = JSON.parse(readFileSync(join(geodataDir, 'census/acs5-2019-2023/county_B01003_B25001.json'), 'utf8'));
const [acsHeader, ...acsRows] = acs;
const col = (name) => acsHeader.indexOf(name);
const illinoisRows = acsRows.filter((r) => r[col('state')] === '17');
const populationByFips = new Map(illinoisRows.map((r) => [`17${r[col('county')]}`, Number(r[col('B01003_001E')])]));

const oeps = new Map(
  readCsv(join(geodataDir, 'census/acs5-2019-2023/oeps_county-2023.csv')).map((r) => [r.FIPS.padStart(5, '0'), r]),
);

const cbp = readCsv(join(geodataDir, 'business-patterns/cbp-2023-illinois-county-naics6.csv'));
function establishments(fips, match) {
  return cbp.filter((r) => r.Fips === fips && match(r.Naics)).reduce((sum, r) => sum + Number(r.Establishments), 0);
}

const counties = Object.entries(COUNTIES).map(([fips, name]) => {
  const o = oeps.get(fips);
  const population = populationByFips.get(fips);
  if (!o || population === undefined) throw new Error(`no Census row for county ${fips}`);
  const counts = Object.fromEntries(
    Object.entries(INDUSTRIES).map(([key, codes]) => [key, establishments(fips, (n) => codes.includes(n))]),
  );
  return {
    fips,
    name: `${name} County`,
    population,
    households: Math.round(Number(o.HsdTot)),
    perCapitaIncome: Number(o.PciE),
    retailEstablishments: establishments(fips, (n) => n.startsWith('44') || n.startsWith('45')),
    ...counts,
  };
});

const growth = readCsv(join(geodataDir, 'census/acs5-2019-2023/zcta_growth_2011_2024.csv'));
const zipSnapshots = SNAPSHOT_ZCTAS.map((zcta) => {
  const r = growth.find((row) => row.zcta === zcta);
  if (!r) throw new Error(`no growth row for ZCTA ${zcta}`);
  return {
    zcta,
    label: r.label,
    population2011: Number(r.pop_2011),
    population2024: Number(r.pop_2024),
    populationChangePct: Number(r.pop_pct),
    housingUnits2024: Number(r.housing_units_2024),
    housingUnitsChangePct: Number(r.hu_pct),
    densityPerSqMi2024: Number(r.density_2024),
  };
});

// Statewide tracts: internal points (TIGER 2020), 2020 counts (DHC) and daytime population (SVI 2022).
const tractDir = join(geodataDir, 'census/illinois-tracts-2020');
const tractPoints = readDbf(readFileSync(join(tractDir, 'il_t_2020_bound/il_t_2020_bound.dbf'))).map((r) => ({
  geoid: r.GEOID20,
  lat: Number(r.INTPTLAT20),
  lon: Number(r.INTPTLON20),
}));
const dhc = new Map(readCsv(join(tractDir, 'il_dhc_2020_t/il_dhc_2020_t.csv')).map((r) => [r.GEOID20, r]));
const svi = new Map(readCsv(join(tractDir, 'illinois_svi_2022.csv')).map((r) => [r.FIPS.padStart(11, '0'), r]));

/** Residents, households and daytime population of the tracts within LOCAL_MILES of a point. */
function localFigures(lat, lon) {
  const kx = 69.0468 * Math.cos((lat * Math.PI) / 180);
  const near = tractPoints.filter((t) => Math.hypot((t.lat - lat) * 69.0468, (t.lon - lon) * kx) <= LOCAL_MILES);
  const sum = (rows, key) => rows.reduce((s, r) => s + Math.max(0, Number(r?.[key] ?? 0)), 0);
  const counts = near.map((t) => dhc.get(t.geoid)).filter(Boolean);
  const day = near.map((t) => svi.get(t.geoid)).filter(Boolean);
  return {
    radiusMiles: LOCAL_MILES,
    tracts: counts.length,
    residents2020: sum(counts, 'TOT_POP'),
    households2020: sum(counts, 'HH_IN_HH'),
    daytimePopulation: sum(day, 'E_DAYPOP'),
  };
}

const gazetteer = (file) => {
  const [header, ...lines] = readFileSync(join(geodataDir, 'census/gazetteer-2025', file), 'utf8')
    .split(/\r?\n/)
    .filter(Boolean);
  const names = header.split('|').map((n) => n.trim());
  return lines.map((l) => Object.fromEntries(l.split('|').map((v, i) => [names[i], v.trim()])));
};
const zctaPoints = new Map(gazetteer('2025_Gaz_zcta_national.txt').map((r) => [r.GEOID, r]));
for (const z of zipSnapshots) {
  const p = zctaPoints.get(z.zcta);
  if (!p) throw new Error(`no Gazetteer point for ZCTA ${z.zcta}`);
  z.local = localFigures(Number(p.INTPTLAT), Number(p.INTPTLONG));
}
const places = gazetteer('2025_Gaz_place_national.txt');
const localMarkets = FEATURED_PLACES.map(([name, state]) => {
  const p = places.find((r) => r.NAME === name && r.USPS === state);
  if (!p) throw new Error(`no Gazetteer place ${name}, ${state}`);
  return { place: name.replace(/ city$/, ''), ...localFigures(Number(p.INTPTLAT), Number(p.INTPTLONG)) };
});

const statePopulation = [...populationByFips.values()].reduce((a, b) => a + b, 0);
const stateTotals = {
  counties: populationByFips.size,
  population: statePopulation,
  retailEstablishments: cbp
    .filter((r) => r.Naics.startsWith('44') || r.Naics.startsWith('45'))
    .reduce((s, r) => s + Number(r.Establishments), 0),
  ...Object.fromEntries(
    Object.entries(INDUSTRIES).map(([key, codes]) => [
      key,
      cbp.filter((r) => codes.includes(r.Naics)).reduce((s, r) => s + Number(r.Establishments), 0),
    ]),
  ),
};

const result = {
  generatedBy: 'apps/web/scripts/derive-illinois-figures.mjs',
  sources: SOURCES,
  state: stateTotals,
  counties,
  zipSnapshots,
  localMarkets,
};
writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
console.log(`wrote ${out}: ${counties.length} counties, Illinois population ${statePopulation}`);
