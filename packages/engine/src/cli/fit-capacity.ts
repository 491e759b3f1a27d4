#!/usr/bin/env node
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
// `npm run model:fit`: fits the capacity model on the data pack and writes models/capacity-model-v1.json.
import { parseCli, userPath } from '@sitescout/shared/cli';
import { fitCapacityModels } from '../capacity/fit-capacity-models.js';
import { artifactJson, MODEL_FILE, MODELS_DIR } from '../capacity/model-artifact.js';
import { BUSINESS_TYPES } from '../taxonomy/business-types.js';
import { formatModelTable } from './capacity-tables.js';
import { loadEngine } from './load-context.js';

parseCli({
  name: 'model:fit',
  usage: `
Fits the capacity model on the data pack and writes capacity-model-v1.json to CAPACITY_MODELS_DIR
(default packages/engine/models). Takes no options but -h, --help.
Environment: DATA_DIR (the data pack, default <repo>/.data), GEODATA_DIR (built from it when missing); relative
paths are read from the folder you ran npm in.`,
});

function main(): number {
  const engine = loadEngine(process.env, userPath('.'), (line) => console.error(line));
  const started = performance.now();
  const model = fitCapacityModels(engine.ctx.geo, BUSINESS_TYPES);
  const outDir = process.env.CAPACITY_MODELS_DIR ? userPath(process.env.CAPACITY_MODELS_DIR) : MODELS_DIR;
  mkdirSync(outDir, { recursive: true });
  const file = join(outDir, MODEL_FILE);
  writeFileSync(file, artifactJson(model));
  console.log(formatModelTable(model));
  console.log(
    `\nWrote ${file} (${Object.keys(model.types).length} types, ${Math.round(performance.now() - started)} ms). Run \`npm run model:backtest\` next.`,
  );
  return 0;
}

try {
  process.exitCode = main();
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
