#!/usr/bin/env node
// `npm run competition:check`: competitor estimates vs ZIP Code Business Patterns 2018 for ten Chicago ZIPs.
import { parseCli, userPath } from '@sitescout/shared/cli';
import { competitionCheck, formatCompetitionCheck } from '../competitors/census-check.js';
import { loadEngine } from './load-context.js';

parseCli({
  name: 'competition:check',
  usage: `
Competitor estimates against ZIP Code Business Patterns 2018 for ten Chicago ZIPs. Takes no options but -h, --help.
Environment: DATA_DIR (the data pack, default <repo>/.data), GEODATA_DIR (built from it when missing); relative
paths are read from the folder you ran npm in.`,
});

const engine = loadEngine(process.env, userPath('.'), (line) => console.error(line));
console.log(formatCompetitionCheck(competitionCheck(engine.ctx)));
