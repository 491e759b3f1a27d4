#!/usr/bin/env node
// `npm run walkscore:accuracy`: SiteScout's Walk Scores beside the published ones (areas and addresses in Chicago).
import { formatWalkScoreAccuracy, walkScoreAccuracy } from '../scores/walk-score-accuracy.js';
import { loadEngine } from './load-context.js';

const engine = loadEngine(process.env, process.cwd(), (line) => console.error(line));
console.log(formatWalkScoreAccuracy(await walkScoreAccuracy(engine.ctx, engine.geocoder)));
