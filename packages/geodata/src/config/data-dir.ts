import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * Default DATA_DIR when none is configured: `<repo root>/.data` (the server's default) (the folder holding the root
 * package.json with workspaces), so the CLI, the bench and the server agree wherever they run from.
 */
export function defaultDataDir(cwd: string): string {
  let dir = resolve(cwd);
  for (;;) {
    if (existsSync(join(dir, 'packages', 'geodata')) && existsSync(join(dir, 'package.json')))
      return join(dir, '.data');
    const parent = dirname(dir);
    if (parent === dir) return resolve(cwd, '.data');
    dir = parent;
  }
}
