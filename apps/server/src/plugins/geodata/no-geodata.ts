import { AppError } from '../../lib/app-error.js';

/** What users read when the server has no data pack: the input is fine, the server is empty. */
export const NO_GEODATA_MESSAGE =
  'No data is loaded on this server, so locations cannot be looked up or analysed yet. ' +
  'The operator can load data with "npm run data:fetch -- --area <state, county or City, ST>" and "npm run data:build".';

/**
 * No data pack and nothing to build one from (no `GEODATA_DIR`), or a pack without a single area: every geocode
 * and analysis answers 503 `no_geodata` instead of blaming the address.
 */
export class NoGeodataError extends AppError {
  constructor(readonly detail = 'no data pack and no GEODATA_DIR to build one from') {
    super(503, 'no_geodata', NO_GEODATA_MESSAGE);
    this.name = 'NoGeodataError';
  }
}

/** What users read while a first start builds the data pack from the public sources. */
export const PREPARING_MESSAGE =
  'SiteScout is preparing its data: this server is building its data pack from the public sources (Census, ' +
  'places, transit), which happens once, on its first start, and takes up to a few minutes. Analyses can start as soon ' +
  'as it is ready; this page updates by itself.';

/** An analysis asked for while the pack is being built: refused at once with what the server is doing. */
export class DataPreparingError extends AppError {
  constructor() {
    super(503, 'data_preparing', PREPARING_MESSAGE);
    this.name = 'DataPreparingError';
  }
}

/**
 * Throws {@link DataPreparingError} while the data pack is being fetched or built (rather than waiting minutes for it).
 */
export function refuseWhileBuilding(geodata: { status(): { state: string } }): void {
  const { state } = geodata.status();
  if (state === 'building' || state === 'fetching') throw new DataPreparingError();
}

/**
 * The start-up paragraph printed when a first start could not reach the official sources to fetch its default market.
 */
export function offlineFirstStartParagraph(packDir: string, market: string): string {
  return [
    `SiteScout has no location data yet: there is no data pack in ${packDir}, and this first start could not reach the`,
    `official sources (U.S. Census Bureau, OpenStreetMap) to fetch its default market (DEFAULT_MARKET ${market}): this`,
    'machine seems to be offline. Restart SiteScout once it is online and it fetches the market by itself; or run',
    `  npm run data:fetch -- --area "${market}"  and  npm run data:build  when online,`,
    'or set GEODATA_DIR to a folder of source data and restart.',
  ].join('\n');
}

/**
 * The start-up paragraph printed when the server has nothing to load: what is missing, the command, GEODATA_DIR.
 */
export function noGeodataParagraph(packDir: string, geodataDir: string | undefined): string {
  const source = geodataDir
    ? `GEODATA_DIR (${geodataDir}) holds no usable source data`
    : 'no source folder to build one from (GEODATA_DIR is unset and there is no ../shared/data beside the checkout)';
  return [
    `SiteScout has no location data: no data pack with any areas in ${packDir}, and ${source}.`,
    'Addresses cannot be looked up or analysed until there is one. To fetch the public data for your market run',
    '  npm run data:fetch -- --area "Chicago, IL"    (or a state or county FIPS code, e.g. 17 or 17031)',
    '  npm run data:build',
    'and restart the server; or set GEODATA_DIR to a folder of source data and restart.',
  ].join('\n');
}
