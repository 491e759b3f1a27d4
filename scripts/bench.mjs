// `npm run bench`: builds, then runs every workspace's benchmark script (those that define `bench`), each printing
// its own figures, and ends with the headline figures (the lines marked »: batch sites/s through the API and the
// finder over every Illinois ZCTA, each beside a reference measured in the same run) and the load average.

import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseCli } from '../packages/shared/src/cli.ts';

parseCli({
  name: 'bench',
  usage: `
Builds, then runs every workspace's benchmark (geodata, engine, server) and prints their headline figures with the
load average. Takes no options but -h, --help.`,
});

/** Runs a workspace's bench, echoing its output; resolves to its exit code and its » lines. */
function runBench(name) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'bench', '-w', name], { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      text += chunk;
    });
    child.on('exit', (code) => resolve({ code, headlines: text.split('\n').filter((line) => line.startsWith('» ')) }));
  });
}

const root = JSON.parse(readFileSync('package.json', 'utf8'));
const build = spawnSync('npx', ['tsc', '-b'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const loadAtStart = loadavg()[0]?.toFixed(1);
let failures = 0;
const headlines = [];
for (const workspace of root.workspaces) {
  const pkg = JSON.parse(readFileSync(`${workspace}/package.json`, 'utf8'));
  if (!pkg.scripts?.bench) continue;
  console.log(`\n=== ${pkg.name} ===`);
  const result = await runBench(pkg.name);
  if (result.code !== 0) failures += 1;
  headlines.push(...result.headlines);
}
console.log(
  `\n=== headline figures (load average ${loadAtStart} at the start, ${loadavg()[0]?.toFixed(1)} at the end) ===`,
);
for (const line of headlines) console.log(line);
process.exit(failures === 0 ? 0 : 1);
