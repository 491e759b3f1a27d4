// `npm run bench:first-start`: what a newcomer waits for. Clones this checkout's HEAD into a temporary folder (no
// dist/, no .data/), runs `npm ci`, then `npm start` on a free port, and prints when (after `npm ci`) the server first
// answered a page, when /api/health said the data pack was `ready`, and when the server logged its analysis engine
// threads ready, with the load average at each. The public data folder is this checkout's (GEODATA_DIR, or
// ../shared/data beside it). Set FIRST_START_KEEP=1 to keep the clone.

import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { findGeodataDir } from '../packages/geodata/dist/index.js';
import { parseCli } from '../packages/shared/src/cli.ts';
import { freePort } from './lib/bench-kit.mjs';

parseCli({
  name: 'bench:first-start',
  usage: `
Clones HEAD into a temporary folder, runs npm ci and npm start on a free port, and prints when the first page,
/api/health geodata ready and the engine threads' readiness came. Takes no options but -h, --help.
Environment: GEODATA_DIR, FIRST_START_KEEP=1 keeps the clone.`,
});

const TIMEOUT_MS = 15 * 60_000;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const geodataDir = findGeodataDir(process.env.GEODATA_DIR, process.cwd());
if (!geodataDir) throw new Error('public data folder not found: set GEODATA_DIR');

const temp = mkdtempSync(join(tmpdir(), 'sitescout-first-start-'));
const clone = join(temp, 'sitescout');
execFileSync('git', ['clone', '--quiet', resolve('.'), clone], { stdio: 'inherit' });
console.log(
  `first start of ${execFileSync('git', ['-C', clone, 'rev-parse', '--short', 'HEAD']).toString().trim()} in ${clone}, ${cpus().length} cores, load average ${load()}`,
);
let t = performance.now();
execFileSync('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
  cwd: clone,
  stdio: 'inherit',
});
console.log(`npm ci: ${((performance.now() - t) / 1000).toFixed(1)} s`);

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
t = performance.now();
const seconds = () => ((performance.now() - t) / 1000).toFixed(1);
const server = spawn('npm', ['start'], {
  cwd: clone,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', GEODATA_DIR: geodataDir, LOG_LEVEL: 'info' },
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
});
const marks = {};
const mark = (name, extra = '') => {
  if (marks[name]) return;
  marks[name] = seconds();
  console.log(`${name.padEnd(34)} ${marks[name].padStart(6)} s after npm ci  (load average ${load()})${extra}`);
};
let output = '';
const watch = (chunk) => {
  output += chunk;
  for (const line of chunk.toString().split('\n')) {
    if (line.startsWith('[start ')) console.log(`  ${line}`);
    if (line.includes('analysis engine threads ready')) mark('analysis engine threads ready');
  }
};
server.stdout.on('data', watch);
server.stderr.on('data', watch);
let notice = null;
try {
  while (!marks['analysis engine threads ready']) {
    if (performance.now() - t > TIMEOUT_MS) throw new Error(`not ready after ${TIMEOUT_MS / 60_000} minutes`);
    if (server.exitCode !== null) throw new Error(`npm start ended (exit ${server.exitCode}):\n${output.slice(-2000)}`);
    try {
      if (!marks['first page']) {
        const page = await fetch(`${base}/`);
        if (page.ok) {
          await page.text();
          mark('first page');
          const status = await (await fetch(`${base}/api/geodata/status`)).json();
          notice = status.message;
          if (notice) console.log(`  what the first page's data notice says: ${notice}`);
        }
      }
      const health = await (await fetch(`${base}/api/health`)).json();
      if (health.geodata === 'ready') mark('/api/health geodata: ready');
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
} finally {
  process.kill(-server.pid, 'SIGTERM');
  await sleep(1000);
  if (!process.env.FIRST_START_KEEP) rmSync(temp, { recursive: true, force: true });
}
