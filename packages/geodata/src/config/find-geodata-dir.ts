import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Where the public source data lives.
 *
 * An explicit `GEODATA_DIR` wins; otherwise the first existing `shared/data` folder
 * beside the checkout is used (the layout of a developer machine and of CI).
 * Returns `undefined` when nothing is found: the product then says
 * "no data loaded" rather than inventing figures.
 *
 * @example findGeodataDir(process.env.GEODATA_DIR, process.cwd())
 */
export function findGeodataDir(explicit: string | undefined, cwd: string): string | undefined {
  if (explicit && explicit.trim() !== '') return resolve(cwd, explicit);
  const candidates = ['../shared/data', '../../shared/data', '../../../shared/data'];
  for (const candidate of candidates) {
    const dir = resolve(cwd, candidate);
    if (existsSync(resolve(dir, 'README.md'))) return dir;
  }
  return undefined;
}
