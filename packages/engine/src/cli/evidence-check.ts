#!/usr/bin/env node
// `npm run evidence:check`: ten trades at 40 sites (Illinois towns, rural Illinois, other states, Canada, Chicago),
// every figure shown past its evidence printed; then the held-out sites, never used to correct the engine. Fails on
// any finding in either list.
import { parseCli, userPath } from '@sitescout/shared/cli';
import { evidenceCheck, formatEvidenceCheck } from '../evidence/evidence-check.js';
import { EVIDENCE_SITES, EVIDENCE_TYPES, HELD_OUT_SITES } from '../evidence/evidence-sites.js';
import { loadEngine } from './load-context.js';

parseCli({
  name: 'evidence:check',
  usage: `
Ten trades at 40 sites, every figure shown past its evidence printed, then the held-out sites; exits 1 on any
finding. Takes no options but -h, --help.
Environment: DATA_DIR (the data pack, default <repo>/.data), GEODATA_DIR (built from it when missing); relative
paths are read from the folder you ran npm in.`,
});

const engine = loadEngine(process.env, userPath('.'), (line) => console.error(line));
const check = evidenceCheck(engine.ctx, EVIDENCE_SITES, EVIDENCE_TYPES);
console.log(formatEvidenceCheck('Evidence check', EVIDENCE_SITES, check));
const held = evidenceCheck(engine.ctx, HELD_OUT_SITES, EVIDENCE_TYPES);
console.log(formatEvidenceCheck('Held-out sites', HELD_OUT_SITES, held));
process.exitCode = check.pass && held.pass ? 0 : 1;
