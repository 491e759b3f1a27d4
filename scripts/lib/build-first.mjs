// The benchmarks that start the BUILT server build it first (after reading their arguments: `--help` builds nothing).
import { spawnSync } from 'node:child_process';

/** `npm run build` (types, packages, web app); exits with its status when it fails. */
export function buildOrExit() {
  const built = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
