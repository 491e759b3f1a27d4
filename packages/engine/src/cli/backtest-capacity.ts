#!/usr/bin/env node
// `npm run model:backtest`: back-tests the fitted capacity model, prints the per-type error table and
// writes models/capacity-backtest-v1.json (the error figures the product shows next to every estimate).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { artifactJson, BACKTEST_FILE, MODELS_DIR, readCapacityModel } from '../capacity/model-artifact.js';
import { runCapacityBacktest } from '../capacity/run-backtest.js';
import { BUSINESS_TYPES } from '../taxonomy/business-types.js';
import { formatBacktestTable } from './capacity-tables.js';
import { loadEngine } from './load-context.js';

function main(): number {
  const dir = process.env.CAPACITY_MODELS_DIR ?? MODELS_DIR;
  const shipped = readCapacityModel(dir);
  if (!shipped) {
    console.error(`No capacity model in ${dir}: run \`npm run model:fit\` first.`);
    return 1;
  }
  const engine = loadEngine(process.env, process.cwd(), (line) => console.error(line));
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
