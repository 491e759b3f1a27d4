#!/usr/bin/env node
// `npm run walkscore:accuracy`: SiteScout's Walk Scores beside the published ones (areas and addresses in Chicago).
import { parseCli, userPath } from '@sitescout/shared/cli';
import { formatWalkScoreAccuracy, walkScoreAccuracy } from '../scores/walk-score-accuracy.js';
import { loadEngine } from './load-context.js';

parseCli({
  name: 'walkscore:accuracy',
  usage: `
SiteScout's Walk Scores beside the published ones (areas and addresses in Chicago). Takes no options but -h, --help.
Environment: DATA_DIR (the data pack, default <repo>/.data), GEODATA_DIR (built from it when missing); relative
paths are read from the folder you ran npm in.`,
});

const engine = loadEngine(process.env, userPath('.'), (line) => console.error(line));
console.log(formatWalkScoreAccuracy(await walkScoreAccuracy(engine.ctx, engine.geocoder)));
