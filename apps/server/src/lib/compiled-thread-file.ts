import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The compiled (dist/) file of a worker-thread entry given relative to a module, e.g.
 * `compiledThreadFile(new URL('./render-thread.js', import.meta.url))`. Under Vitest the caller runs from src/ as
 * TypeScript, which a worker thread cannot load, so this always points at dist/ (built by `tsc -b`, which
 * `npm test` runs first).
 */
export function compiledThreadFile(entry: URL): string {
  const file = fileURLToPath(entry).replace(/\/apps\/server\/src\//, '/apps/server/dist/');
  if (!existsSync(file)) throw new Error(`${file} is missing: build the server first (npx tsc -b)`);
  return file;
}
