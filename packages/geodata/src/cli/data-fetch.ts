#!/usr/bin/env node
// `npm run data:fetch`: `--area …` fetches a whole market (fetch-area.ts); `overpass …` / `census …` fetch one
// request each (fetch-online.ts).
const argv = process.argv.slice(2);
if (argv.some((a) => a === '--area' || a.startsWith('--area='))) {
  const { main } = await import('./fetch-area.js');
  process.exitCode = await main(argv);
} else {
  await import('./fetch-online.js');
}
