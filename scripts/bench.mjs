// `npm run bench`: builds, then runs every workspace's benchmark script (those that define `bench`),
// each printing its own figures.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const root = JSON.parse(readFileSync('package.json', 'utf8'));
const build = spawnSync('npx', ['tsc', '-b'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
let failures = 0;
for (const workspace of root.workspaces) {
  const pkg = JSON.parse(readFileSync(`${workspace}/package.json`, 'utf8'));
  if (!pkg.scripts?.bench) continue;
  console.log(`\n=== ${pkg.name} ===`);
  const result = spawnSync('npm', ['run', '--silent', 'bench', '-w', pkg.name], { stdio: 'inherit' });
  if (result.status !== 0) failures += 1;
}
process.exit(failures === 0 ? 0 : 1);
