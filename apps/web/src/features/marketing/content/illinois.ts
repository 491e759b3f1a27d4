import figures from './illinois-figures.json';

/** Figures for one Illinois county, derived from GEODATA_DIR by scripts/derive-illinois-figures.mjs. */
export type CountyFigures = (typeof figures.counties)[number];
export type ZipSnapshot = (typeof figures.zipSnapshots)[number];
export type LocalFigures = ZipSnapshot['local'];
export type IndustryKey = 'coffeeShops' | 'restaurants' | 'plumbingHvac' | 'landscaping' | 'pestControl';

export const illinoisState = figures.state;

const number = new Intl.NumberFormat('en-US');

/** 12,692,653 style. */
export function formatCount(value: number): string {
  return number.format(value);
}

/** One decimal, for rates. */
export function formatRate(value: number): string {
  return value.toFixed(1);
}

/** The county by its name without "County" (e.g. "Cook"); throws at build time if the data module lacks it. */
export function county(name: string): CountyFigures {
  const found = figures.counties.find((c) => c.name === `${name} County`);
  if (!found) throw new Error(`illinois-figures.json has no ${name} County; re-run derive-illinois-figures.mjs`);
  return found;
}

/** The ZIP snapshot for a ZCTA code. */
export function zipSnapshot(zcta: string): ZipSnapshot {
  const found = figures.zipSnapshots.find((z) => z.zcta === zcta);
  if (!found) throw new Error(`illinois-figures.json has no ZCTA ${zcta}; re-run derive-illinois-figures.mjs`);
  return found;
}

/** Tract-based figures around a featured city's centre (2020 Census; daytime population SVI 2022). */
export function localMarket(place: string): LocalFigures {
  const found = figures.localMarkets.find((m) => m.place === place);
  if (!found)
    throw new Error(`illinois-figures.json has no local figures for ${place}; re-run derive-illinois-figures.mjs`);
  return found;
}

/** Establishments of an industry per 10,000 households in a county (a lower bound: small rows are suppressed). */
export function perTenThousandHouseholds(c: CountyFigures, industry: IndustryKey): number {
  return (c[industry] / c.households) * 10_000;
}

/** Residents per establishment of an industry in a county. */
export function residentsPer(c: CountyFigures, industry: IndustryKey): number {
  return c.population / Math.max(c[industry], 1);
}

const s = figures.sources;
/** Source lines shown under any block that uses these figures. */
export const SOURCE_LINES = {
  population: `Population: ${s.population.dataset}, ${s.population.vintage}.`,
  households: `Households: ${s.households.dataset}, ${s.households.vintage}.`,
  perCapitaIncome: `Per-capita income: ${s.perCapitaIncome.dataset}, ${s.perCapitaIncome.vintage}.`,
  establishments: `Business counts: ${s.establishments.dataset}, ${s.establishments.vintage}. ${s.establishments.note}`,
  zipGrowth: `ZIP figures: ${s.zipGrowth.dataset}, ${s.zipGrowth.vintage}.`,
  tracts: `Local figures: ${s.tracts.dataset}, ${s.tracts.vintage}. ${s.tracts.note}`,
};
