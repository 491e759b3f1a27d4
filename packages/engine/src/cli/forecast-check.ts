#!/usr/bin/env node
// `npm run forecast:check`: every business type's forecast at 15 Illinois sites, placed among what Illinois
// establishments of the type take in. `--tuning` runs the sites the constants were tuned on instead.
import { CHECK_SITES, forecastCheck, formatForecastCheck, TUNING_SITES } from '../forecast/forecast-check.js';
import { loadEngine } from './load-context.js';

const sites = process.argv.includes('--tuning') ? TUNING_SITES : CHECK_SITES;
const engine = loadEngine(process.env, process.cwd(), (line) => console.error(line));
const result = forecastCheck(engine.ctx, sites);
console.log(formatForecastCheck(result, sites));
process.exitCode = result.pass ? 0 : 1;
