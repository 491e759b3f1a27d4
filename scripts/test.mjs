// `npm test`: builds everything (the server tests and browser tests use the built app), runs the linters (Biome and
// knip, so dead exports and unused dependencies fail CI), runs every Vitest project, and ends with one line
// "N passed, N failed" (a lint failure counts as one failed). Extra arguments go to Vitest and skip the lint.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { announceNode } from './lib/node-runtime.mjs';

announceNode('tests');
if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(`Usage: npm test -- [--no-build] [vitest arguments …]
Builds everything, runs the linters (Biome, knip), then every Vitest project, and ends with "N passed, N failed".
  --no-build            skip the build (the tests use the built app)
  vitest arguments      passed to Vitest (a file, --project server, -t "name" …); they skip the lint
  -h, --help            this text (npx vitest --help lists Vitest's own options)`);
  process.exit(0);
}
const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', env: process.env }).status ?? 1;

if (!process.argv.includes('--no-build')) {
  const built = run('npm', ['run', '--silent', 'build']);
  if (built !== 0) {
    console.error('build failed');
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}

// The data pack is rebuilt when its importer code or input files changed (its fingerprint): do that once here,
// before the test workers load it in parallel and would each rebuild it.
try {
  const geodata = await import('../packages/geodata/dist/index.js');
  const source = geodata.findGeodataDir(process.env.GEODATA_DIR, process.cwd());
  const dataDir = process.env.DATA_DIR ? resolve(process.env.DATA_DIR) : geodata.defaultDataDir(process.cwd());
  if (source && geodata.ensureDataPack(source, dataDir).built) console.log(`data pack rebuilt in ${dataDir}`);
} catch (error) {
  console.error(`data pack not refreshed before the tests: ${error.message}`);
}

const extra = process.argv.slice(2).filter((a) => a !== '--no-build');
const lintFailed = extra.length === 0 && run('npm', ['run', '--silent', 'lint']) !== 0;
if (lintFailed) console.error('lint failed (npm run lint): counted as one failed test');

const resultsDir = mkdtempSync(join(tmpdir(), 'sitescout-vitest-'));
const resultsFile = join(resultsDir, 'results.json');
// Vitest on this very Node (not whichever `node` an `npx` shim would find).
const vitest = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
const status = run(process.execPath, [
  vitest,
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${resultsFile}`,
  ...extra,
]);

let passed = 0;
let failed = 0;
try {
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  passed = results.numPassedTests;
  failed = results.numFailedTests;
  if (results.numPendingTests || results.numTodoTests) {
    console.log(`note: ${results.numPendingTests} skipped, ${results.numTodoTests} todo`);
  }
} catch {
  failed = Math.max(failed, 1);
}
rmSync(resultsDir, { recursive: true, force: true });
if (status !== 0 && failed === 0) failed = 1;
if (lintFailed) failed += 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(status === 0 && failed === 0 ? 0 : 1);
