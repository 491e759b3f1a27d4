import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packDir, readManifest } from './read-pack.js';

/**
 * A pack records what it was built from: a hash of the geodata code that builds it and of its input files. A pack
 * whose fingerprint differs from the current one is stale (importers changed while the format version did not,
 * or the data folder changed) and is rebuilt by `ensureDataPack` and the server, never silently reused.
 */
export const FINGERPRINT_FILE = 'inputs-fingerprint.json';

/**
 * Code that does not shape the pack: the query side, accuracy checks, command-line wrappers and tests, and the
 * pack's form in memory (its file, shared-tables.bin, is derived from the JSON and names its own layout).
 */
const CODE_NOT_IN_BUILD = new Set(['view', 'accuracy', 'cli', 'memory']);

function* files(dir: string): Generator<string> {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    // Symbolic links (a data folder assembled from links) count as what they point to.
    const kind = entry.isSymbolicLink() ? statSync(path) : entry;
    if (kind.isDirectory()) yield* files(path);
    else if (kind.isFile()) yield path;
  }
}

/** The geodata package's sources (src/, also when running from dist/, so tests and the server agree). */
function codeRoot(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const packageRoot = dirname(dirname(here));
  const src = join(packageRoot, 'src');
  return existsSync(src) ? src : dirname(here);
}

/** Hash of the code that builds the pack (file contents, paths relative to the source root). */
export function codeFingerprint(root = codeRoot()): string {
  const hash = createHash('sha256');
  for (const path of files(root)) {
    const rel = relative(root, path);
    if (CODE_NOT_IN_BUILD.has(rel.split(sep)[0] ?? '') || /\.(test|bench)\.[jt]s$/.test(rel)) continue;
    if (!/\.(ts|js|json)$/.test(rel) || rel.endsWith('.d.ts')) continue;
    hash.update(rel).update('\0').update(readFileSync(path)).update('\0');
  }
  return hash.digest('hex');
}

/**
 * Hash of the input folders' listings: every file's path, size and modification time (contents are not read, so
 * checking costs milliseconds; an edit changes the time).
 */
export function inputsFingerprint(dirs: readonly string[]): string {
  const hash = createHash('sha256');
  // Folders by position, not path: the same data folder reached by another path (a moved clone) is the same input.
  for (const [index, dir] of dirs.entries()) {
    hash.update(`input ${index}\0`);
    for (const path of files(dir)) {
      const stat = statSync(path);
      hash.update(`${relative(dir, path)}\0${stat.size}\0${Math.round(stat.mtimeMs)}\0`);
    }
  }
  return hash.digest('hex');
}

export interface PackFingerprint {
  code: string;
  inputs: string;
}

/** The fingerprint a pack built now from `inputDirs` would carry. */
export function currentFingerprint(inputDirs: readonly string[]): PackFingerprint {
  return { code: codeFingerprint(), inputs: inputsFingerprint(inputDirs) };
}

export function writeFingerprint(dataDir: string, fingerprint: PackFingerprint): void {
  writeFileSync(join(packDir(dataDir), FINGERPRINT_FILE), `${JSON.stringify(fingerprint, null, 2)}\n`);
}

export function readFingerprint(dataDir: string): PackFingerprint | null {
  try {
    return JSON.parse(readFileSync(join(packDir(dataDir), FINGERPRINT_FILE), 'utf8')) as PackFingerprint;
  } catch {
    return null;
  }
}

/**
 * Whether the pack under `dataDir` must be (re)built: there is none, or it was built by other code or from other
 * inputs than `inputDirs` now hold (a pack without a recorded fingerprint counts as stale). With no inputs to build
 * from, an existing pack is used as it is.
 */
export function packNeedsBuild(dataDir: string, inputDirs: readonly string[] | null): boolean {
  if (!readManifest(dataDir)) return true;
  if (!inputDirs) return false;
  const recorded = readFingerprint(dataDir);
  const now = currentFingerprint(inputDirs);
  return recorded?.code !== now.code || recorded.inputs !== now.inputs;
}
