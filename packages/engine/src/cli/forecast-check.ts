#!/usr/bin/env node
// `npm run forecast:check`: every business type's forecast at 15 Illinois sites, placed among what Illinois
// establishments of the type take in. `--tuning` runs the sites the constants were tuned on instead.
import { parseCli, userPath } from '@sitescout/shared/cli';
import { CHECK_SITES, forecastCheck, formatForecastCheck, TUNING_SITES } from '../forecast/forecast-check.js';
import { loadEngine } from './load-context.js';

const { values } = parseCli({
  name: 'forecast:check',
  usage: `[--tuning]
Every business type's forecast at 15 Illinois sites, placed among what Illinois establishments of the type take in,
then per type its calibration beside the Illinois p10 / median / p90 and the share of its forecasts inside p10–p90;
exits 1 when a type with receipts data keeps under 80 % of them inside.
  --tuning     the sites the constants were tuned on instead
  -h, --help   this text
Environment: DATA_DIR (the data pack, default <repo>/.data), GEODATA_DIR (built from it when missing); relative
paths are read from the folder you ran npm in.`,
  options: { tuning: { type: 'boolean' } },
});

const sites = values.tuning ? TUNING_SITES : CHECK_SITES;
const engine = loadEngine(process.env, userPath('.'), (line) => console.error(line));
const result = forecastCheck(engine.ctx, sites);
console.log(formatForecastCheck(result, sites));
process.exitCode = result.pass ? 0 : 1;
