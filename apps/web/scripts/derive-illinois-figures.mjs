// Derives the Illinois figures the marketing pages cite (county population, households, per-capita income,
// establishment counts) from the public data in GEODATA_DIR and writes them, with each figure's source and
// vintage, to a small committed content module. Run again when the data is refreshed:
//   GEODATA_DIR=/path/to/shared/data node apps/web/scripts/derive-illinois-figures.mjs
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

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
};
writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
console.log(`wrote ${out}: ${counties.length} counties, Illinois population ${statePopulation}`);
