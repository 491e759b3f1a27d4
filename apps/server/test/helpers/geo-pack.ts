import { mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildDataPack, findGeodataDir } from '@sitescout/geodata';

/** Real files enough for the geocoder (Gazetteer, USPS ZIP cities) plus a little place data. */
export const GEOCODER_FILES = [
  'census/gazetteer-2025/2025_Gaz_zcta_national.txt',
  'census/gazetteer-2025/2025_Gaz_counties_national.txt',
  'census/gazetteer-2025/2025_Gaz_place_national.txt',
  'census/relationships/usps_ZIP_Locale_Detail.csv',
  'census/acs5-2019-2023/zcta_B01003_B25001.json',
  'places/chicago-civic/libraries_2024.csv',
];

/** The City's named street crossings: with them the pack has the offline Chicago street geocoder. */
export const STREET_FILES = ['streets/munged-chicago-intersections.csv'];

/** A GEODATA_DIR with a few of the real files symlinked in (never copied into the repo). */
export function geodataSubset(files: string[] = GEOCODER_FILES): string {
  const source = findGeodataDir(process.env.GEODATA_DIR, process.cwd());
  if (!source) throw new Error('shared data folder not found: set GEODATA_DIR');
  const dir = mkdtempSync(join(tmpdir(), 'sitescout-geodata-subset-'));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    symlinkSync(join(source, file), join(dir, file));
  }
  return dir;
}

/** Builds a small pack (a few seconds) and returns the folder to pass as GEODATA_PACK_DIR. */
export function buildSmallPack(files: string[] = GEOCODER_FILES): { packDir: string; geodataDir: string } {
  const geodataDir = geodataSubset(files);
  const packDir = mkdtempSync(join(tmpdir(), 'sitescout-pack-'));
  buildDataPack(geodataDir, packDir);
  return { packDir, geodataDir };
}
