import { join } from 'node:path';
import { findGeodataDir } from '../../src/config/find-geodata-dir.js';
import { readText } from '../../src/io/read.js';

/** The shared public data folder; tests fail loudly (never skip) when it is missing. */
export function geodataDir(): string {
  const dir = findGeodataDir(process.env.GEODATA_DIR, process.cwd());
  if (!dir) throw new Error('shared data folder not found: set GEODATA_DIR');
  return dir;
}

/** Text of a file under GEODATA_DIR. */
export function dataText(relative: string): string {
  return readText(join(geodataDir(), relative));
}

/** A file's lines (for picking real rows to compare with). */
export function dataLines(relative: string): string[] {
  return dataText(relative)
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '');
}

export const PROV = { source: 'test source', vintage: 'test vintage' };
