// `npm start`: from a fresh clone to a serving SiteScout as soon as this machine allows.
//  1. compiles the server and its packages with esbuild (no type check: about a second; `npm run build` checks types);
//  2. when the data pack is missing or stale, starts building it at once in the background, holding the lock the
//     server waits on (its output goes to <pack folder>/pack-build.log);
//  3. builds the web app meanwhile (vite);
//  4. starts the server: pages answer at once and say that the data is being prepared until the pack is loaded.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { announceNode } from './lib/node-runtime.mjs';
import { transpileWorkspaces } from './lib/transpile.mjs';

announceNode('SiteScout');
// On Node 24 (checked above), which runs TypeScript without a build step.
const { parseCli } = await import('../packages/shared/src/cli.ts');
parseCli({
  name: 'start',
  usage: `
Compiles the server (no type check), builds the data pack in the background when it is missing or stale, builds the
web app and serves SiteScout on http://localhost:$PORT (3000). Takes no options but -h, --help.
Environment: see docs/operations/configuration.md (PORT, DATA_DIR, DATABASE_URL, GEODATA_DIR, …).`,
});

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const started = performance.now();
const since = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const say = (line) => console.log(`[start ${since()}] ${line}`);

const files = await transpileWorkspaces(root);
say(`compiled ${files} TypeScript files (no type check: npm run build checks types)`);

// The same folders the server uses (apps/server/src/config): GEODATA_DIR or ../shared/data, GEODATA_PACK_DIR or .data.
const geodata = await import(join(root, 'packages/geodata/dist/index.js'));
const { PACK_BUILD_NODE_FLAGS } = geodata;
const source = geodata.findGeodataDir(process.env.GEODATA_DIR, process.cwd());
const packDir = process.env.GEODATA_PACK_DIR ? resolve(process.env.GEODATA_PACK_DIR) : geodata.defaultDataDir(root);
let builder;
if (source && geodata.packNeedsBuild(packDir, geodata.packInputDirs(source, packDir))) {
  mkdirSync(packDir, { recursive: true });
  const log = join(packDir, 'pack-build.log');
  const out = openSync(log, 'w');
  builder = spawn(
    process.execPath,
    [...PACK_BUILD_NODE_FLAGS, join(root, 'packages/geodata/dist/cli/build-pack.js'), '--lock'],
    {
      env: { ...process.env, GEODATA_DIR: source, DATA_DIR: packDir },
      stdio: ['ignore', out, out],
    },
  );
  builder.on('exit', (code) =>
    say(
      code === 0
        ? 'data pack built'
        : code === geodata.EMPTY_PACK_EXIT_CODE
          ? `the data pack is empty: ${source} holds none of the public sources (see ${log})`
          : `data pack build failed (exit ${code}): the server retries; see ${log}`,
    ),
  );
  say(`building the data pack in the background from ${source} (log: ${log})`);
}

const web = spawnSync('npm', ['run', '--silent', 'build', '-w', '@sitescout/web'], { cwd: root, stdio: 'inherit' });
if (web.status !== 0) {
  builder?.kill();
  process.exit(web.status ?? 1);
}
say('web app built; starting the server');

const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    builder?.kill(signal);
    server.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  builder?.kill();
  process.exit(code ?? (signal ? 1 : 0));
});
