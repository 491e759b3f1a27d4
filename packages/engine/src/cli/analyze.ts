#!/usr/bin/env node
// `npm run analyze -- --type coffee-shop --site "2400 N Clark St, Chicago, IL 60614" --radius 1 [--json]`
// Also: several --site flags (compared), --find county:17031|state:IL|bbox:w,s,e,n|near:"Chicago, IL":5.
import { GeocodeError } from '@sitescout/geodata';
import { parseCli, userPath } from '@sitescout/shared/cli';
import { runAnalysis } from '../analysis/analyze-request.js';
import { rewriteAnalysisNarrative } from '../analysis/rewrite-analysis-narrative.js';
import { EngineInputError } from '../errors/engine-input-error.js';
import { bestLocations, type SearchRegion } from '../finder/best-locations.js';
import { chatFromEnv } from '../llm/openai-compatible-chat.js';
import { siteFromGeocode } from '../site-location/site-location.js';
import { BUSINESS_TYPES, getBusinessType } from '../taxonomy/business-types.js';
import type { SiteInput } from '../validation/validate-request.js';
import { formatBestLocations, formatComparison, formatReport } from './format-report.js';
import { type LoadedEngine, loadEngine } from './load-context.js';

const USAGE = `--type <business type> --site "<address, ZIP or lat, lon>" [--site …] [--radius <miles>] [--json]
       npm run analyze -- --type <business type> --find county:17031|state:IL|bbox:w,s,e,n|near:"<place>":<miles> [--rank-by score|gap] [--json]
Analyses one site (several --site flags: compared), or finds the best places for a trade in a region.
Options: --foot-traffic N --low-competition N --customer-proximity N (0–100) --customers families,seniors,… --plan complete|pro|batch --top N
Types: ${BUSINESS_TYPES.map((t) => t.id).join(', ')}
Environment: DATA_DIR (the data pack, default <repo>/.data), GEODATA_DIR; relative paths are read from the folder you ran npm in.`;

function number(value: string | undefined, field: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n)) throw new EngineInputError(field, `must be a number (got "${value}")`, 'invalid_number');
  return n;
}

async function parseRegion(spec: string, engine: LoadedEngine): Promise<SearchRegion> {
  const [kind, ...rest] = spec.split(':');
  const value = rest.join(':');
  if (kind === 'county') return { kind: 'county', fips: value };
  if (kind === 'state') return { kind: 'state', state: value.toUpperCase() };
  if (kind === 'bbox') return { kind: 'bbox', bbox: value.split(',').map(Number) as [number, number, number, number] };
  if (kind === 'near') {
    const at = value.lastIndexOf(':');
    const place = at > 0 ? value.slice(0, at) : value;
    const radiusMiles = at > 0 ? Number(value.slice(at + 1)) : 10;
    const g = await engine.geocoder.geocode(place);
    return { kind: 'near', center: { lat: g.lat, lon: g.lon }, radiusMiles, label: g.label };
  }
  throw new EngineInputError('find', 'must be county:<FIPS>, state:<ST>, bbox:<w,s,e,n> or near:<place>:<miles>');
}

async function main(): Promise<number> {
  const { values } = parseCli({
    name: 'analyze',
    usage: USAGE,
    options: {
      type: { type: 'string' },
      site: { type: 'string', multiple: true },
      radius: { type: 'string' },
      json: { type: 'boolean', default: false },
      find: { type: 'string' },
      'rank-by': { type: 'string' },
      top: { type: 'string' },
      plan: { type: 'string' },
      'foot-traffic': { type: 'string' },
      'low-competition': { type: 'string' },
      'customer-proximity': { type: 'string' },
      customers: { type: 'string' },
    },
  });
  if (!values.type || (!values.site && !values.find)) {
    console.error('analyze: give --type and --site or --find (npm run analyze -- --help shows the usage)');
    return 2;
  }
  const type = getBusinessType(values.type, 'type');
  const engine = loadEngine(process.env, userPath('.'), (line) => console.error(line));

  if (values.find) {
    const region = await parseRegion(values.find, engine);
    const rankBy = values['rank-by'];
    if (rankBy !== undefined && rankBy !== 'score' && rankBy !== 'gap')
      throw new EngineInputError('rank-by', 'must be score or gap');
    const result = bestLocations(engine.ctx, type, region, {
      topN: number(values.top, 'top'),
      rankBy: rankBy === 'gap' ? 'capacity-gap' : 'score',
    });
    console.log(values.json ? JSON.stringify(result, null, 2) : formatBestLocations(result));
    return 0;
  }

  const sites: SiteInput[] = [];
  for (const query of values.site ?? []) {
    sites.push(siteFromGeocode(query, await engine.geocoder.geocode(query)));
  }
  const result = runAnalysis(engine.ctx, {
    businessType: type.id,
    sites,
    radiusMiles: number(values.radius, 'radius'),
    plan: values.plan,
    priorities: {
      footTraffic: number(values['foot-traffic'], 'foot-traffic'),
      lowCompetition: number(values['low-competition'], 'low-competition'),
      customerProximity: number(values['customer-proximity'], 'customer-proximity'),
      customers: values.customers?.split(',').map((s) => s.trim()),
    },
  });
  const chat = chatFromEnv(process.env);
  if (chat) result.analyses = await Promise.all(result.analyses.map((a) => rewriteAnalysisNarrative(a, chat)));
  if (values.json) {
    console.log(JSON.stringify(result.analyses.length === 1 ? result.analyses[0] : result, null, 2));
  } else {
    // Several sites: the comparison comes first, then each site's report.
    if (result.comparison) console.log(`${formatComparison(result.comparison)}\n`);
    console.log(result.analyses.map(formatReport).join('\n\n'));
  }
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof EngineInputError) console.error(`Error (${error.code}): ${error.message}`);
    else if (error instanceof GeocodeError) console.error(`Could not locate the site: ${error.message}`);
    else console.error((error as Error).message);
    process.exitCode = 2;
  },
);
