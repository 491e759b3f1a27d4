#!/usr/bin/env node
// `npm run competition:check`: competitor estimates vs ZIP Code Business Patterns 2018 for ten Chicago ZIPs.
import { competitionCheck, formatCompetitionCheck } from '../competitors/census-check.js';
import { loadEngine } from './load-context.js';

const engine = loadEngine(process.env, process.cwd(), (line) => console.error(line));
console.log(formatCompetitionCheck(competitionCheck(engine.ctx)));
