import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { compiledThreadFile } from '../lib/compiled-thread-file.js';

/**
 * Creates a new embedded database in `location` (no-op when it holds one already) in a child process. PGlite's
 * initdb runs a second PostgreSQL and the initdb program beside the first, in WebAssembly memories a process never
 * gives back: opening a new database in the server itself left it about 780 MB resident (530 MB more than the same
 * database opened again). In a child, that memory is gone with the child; the server then opens the database as it
 * opens an existing one.
 */
export async function initPglite(location: string): Promise<void> {
  if (existsSync(join(location, 'PG_VERSION'))) return;
  const child = spawn(
    process.execPath,
    [compiledThreadFile(new URL('../scripts/create-pglite.js', import.meta.url)), location],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-2_000);
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`initdb exited with ${code}: ${stderr.trim().split('\n').at(-1) ?? ''}`);
}
