import type { UnmappedCounter } from '../categories/unmapped-counter.js';
import { CHAINS, importChainLocations } from '../importers/places/chain-locations.js';
import { type PlaceSource, placeMeta } from '../importers/places/place-factory.js';
import { readText } from '../io/read.js';
import { CHAIN_LOCATIONS_DATASET_ID, type PlaceRecord } from '../model/place.js';
import type { DatasetMeta } from '../model/provenance.js';
import type { DataDir } from './data-dir.js';

export const CHAIN_DATASET_ID = CHAIN_LOCATIONS_DATASET_ID;
const FOLDER = 'places/chain-locations-us-2024';

/** Every chain place carries this source: users see "company store locators, 2024". */
export const CHAIN_SOURCE: PlaceSource = {
  datasetId: CHAIN_DATASET_ID,
  source: 'Company store locators (2024 chain locations)',
  vintage: '2024',
  licence: 'MIT (stiles/locations scrape of public store locators)',
  attribution: 'company store locators, 2024 (stiles/locations)',
  coverage: 'United States (15 national chains; no other businesses)',
};

/** The 15 chains' store-locator CSVs as places of one dataset, with rows read per chain. */
export function importChainPlaces(
  dir: DataDir,
  unmapped: UnmappedCounter,
): { records: PlaceRecord[]; meta: DatasetMeta | null } {
  const records: PlaceRecord[] = [];
  const files: string[] = [];
  const warnings: string[] = [];
  const perChain: string[] = [];
  let rowsRead = 0;
  for (const chain of CHAINS) {
    const folder = `${FOLDER}/${chain.folder}/data/processed`;
    const csv = dir.list(folder).find((f) => f.endsWith('.csv'));
    const path = csv ? dir.file(`${folder}/${csv}`) : null;
    if (!path) {
      warnings.push(`${chain.brand}: no CSV under ${folder}`);
      continue;
    }
    const r = importChainLocations(readText(path), chain, CHAIN_SOURCE, unmapped);
    records.push(...r.records);
    files.push(`${folder}/${csv}`);
    rowsRead += r.rowsRead;
    perChain.push(`${chain.brand} ${r.records.length.toLocaleString('en-US')}`);
    warnings.push(...r.warnings);
  }
  if (files.length === 0) return { records, meta: null };
  warnings.unshift(`stores per chain: ${perChain.join(', ')}`);
  return { records, meta: placeMeta(CHAIN_SOURCE, files, rowsRead, records.length, warnings) };
}
