#!/usr/bin/env node
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
// `npm run model:backtest`: back-tests the fitted capacity model, prints the per-type error table and
// writes models/capacity-backtest-v1.json (the error figures the product shows next to every estimate).
import { parseCli, userPath } from '@sitescout/shared/cli';
import { artifactJson, BACKTEST_FILE, MODELS_DIR, readCapacityModel } from '../capacity/model-artifact.js';
import { runCapacityBacktest } from '../capacity/run-backtest.js';
import { BUSINESS_TYPES } from '../taxonomy/business-types.js';
import { formatBacktestTable } from './capacity-tables.js';
import { loadEngine } from './load-context.js';

parseCli({
  name: 'model:backtest',
  usage: `
Back-tests the fitted capacity model, prints the per-type error table and writes capacity-backtest-v1.json to
CAPACITY_MODELS_DIR (default packages/engine/models). Takes no options but -h, --help.
Environment: DATA_DIR (the data pack, default <repo>/.data), GEODATA_DIR (built from it when missing); relative
paths are read from the folder you ran npm in.`,
});

function main(): number {
  const dir = process.env.CAPACITY_MODELS_DIR ? userPath(process.env.CAPACITY_MODELS_DIR) : MODELS_DIR;
  const shipped = readCapacityModel(dir);
  if (!shipped) {
    console.error(`No capacity model in ${dir}: run \`npm run model:fit\` first.`);
    return 1;
  }
  const engine = loadEngine(process.env, userPath('.'), (line) => console.error(line));
  const started = performance.now();
  const backtest = runCapacityBacktest(engine.ctx.geo, shipped.model, BUSINESS_TYPES);
  const file = join(dir, BACKTEST_FILE);
  writeFileSync(file, artifactJson(backtest));
  console.log(formatBacktestTable(backtest, shipped.model));
  console.log(`\nWrote ${file} (${Math.round(performance.now() - started)} ms).`);
  return 0;
}

try {
  process.exitCode = main();
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
