import { acsShareVariables } from '../../importers/census/acs-shares.js';
import { ACS_VARIABLES, parseCensusApiJson } from '../../importers/census/census-api.js';
import { parseCsv } from '../../io/read.js';
import { num } from '../../io/values.js';
import type { CensusApiRequest } from '../../online/census-api-client.js';
import type { DownloadRecord } from '../../online/download.js';
import { fetchCensusTable } from '../census-api-fetch.js';
import type { FetchContext } from '../fetch-context.js';
import type { SourceProgress } from '../progress.js';

export const ACS_YEAR = 2023;
export const ACS_VINTAGE = `${ACS_YEAR - 4}-${ACS_YEAR}`;
/** The Census API takes at most 50 variables a request, NAME included. */
const MAX_VARIABLES = 48;
/** ZCTAs named per request (keeps the URL short). */
const ZCTAS_PER_REQUEST = 150;

/** Every ACS cell the pack files: the profile medians and counts, then the cells its shares are made of. */
export function acsVariableGroups(): string[][] {
  const profile = Object.keys(ACS_VARIABLES);
  const shares = acsShareVariables();
  const age = shares.filter((v) => v.startsWith('B01001'));
  const rest = [...profile, ...shares.filter((v) => !v.startsWith('B01001'))];
  const groups: string[][] = [];
  for (const list of [rest, age])
    for (let i = 0; i < list.length; i += MAX_VARIABLES) groups.push(list.slice(i, i + MAX_VARIABLES));
  return groups;
}

const GEO_COLUMNS = ['state', 'county', 'tract', 'zip code tabulation area'];

/** Joins Census API tables of the same geography on their geography columns (one row per area). */
export function joinCensusTables(texts: string[]): string {
  const tables = texts.map(parseCensusApiJson);
  const header: string[] = ['NAME'];
  for (const t of tables) for (const h of t.header) if (!header.includes(h) && !GEO_COLUMNS.includes(h)) header.push(h);
  const geo = GEO_COLUMNS.filter((g) => tables.some((t) => t.header.includes(g)));
  const rows = new Map<string, Record<string, string | null>>();
  for (const t of tables)
    for (const row of t.rows) {
      const key = geo.map((g) => row[g] ?? '').join(':');
      rows.set(key, { ...(rows.get(key) ?? {}), ...row });
    }
  const columns = [...header, ...geo];
  const body = [...rows.values()].map((r) => columns.map((c) => r[c] ?? null));
  return `[${[columns, ...body].map((r) => JSON.stringify(r)).join(',\n')}]\n`;
}

/** ZCTAs whose Gazetteer internal point lies in the area's box. */
export function zctasInBox(zctaGazetteer: string, bbox: [number, number, number, number]): string[] {
  return parseCsv(zctaGazetteer, '|')
    .filter((r) => {
      const lat = num(r.INTPTLAT);
      const lon = num(r.INTPTLONG);
      return lat !== null && lon !== null && lon >= bbox[0] && lon <= bbox[2] && lat >= bbox[1] && lat <= bbox[3];
    })
    .map((r) => r.GEOID?.trim() ?? '')
    .filter(Boolean);
}

interface Geography {
  /** File-name part: "county", "tract-17031", "zcta-1". */
  key: string;
  for: string;
  in?: string;
}

/**
 * ACS 5-year tables from the Census Data API for the area: counties of its state, tracts of its counties,
 * and the ZCTAs in its box. Each request is cached (a rerun asks only for what is missing); each geography
 * becomes one Census-API-format table under `census-api/`.
 */
export async function fetchCensusAcs(
  ctx: FetchContext,
  progress: SourceProgress,
  zctaGazetteer: string,
): Promise<string> {
  const { area } = ctx;
  const geographies: Geography[] = [{ key: 'county', for: 'county:*', in: `state:${area.stateFips}` }];
  for (const county of area.countyFips)
    geographies.push({
      key: `tract-${county}`,
      for: 'tract:*',
      in: `state:${county.slice(0, 2)} county:${county.slice(2)}`,
    });
  const zctas = zctasInBox(zctaGazetteer, area.bbox);
  for (let i = 0; i < zctas.length; i += ZCTAS_PER_REQUEST)
    geographies.push({
      key: `zcta-${i / ZCTAS_PER_REQUEST + 1}`,
      for: `zip code tabulation area:${zctas.slice(i, i + ZCTAS_PER_REQUEST).join(',')}`,
    });
  const groups = acsVariableGroups();
  const total = geographies.length * groups.length;
  let done = 0;
  let rows = 0;
  for (const geography of geographies) {
    const texts: string[] = [];
    const requests: DownloadRecord[] = [];
    for (const variables of groups) {
      const request: CensusApiRequest = {
        year: ACS_YEAR,
        dataset: 'acs/acs5',
        variables,
        for: geography.for,
        in: geography.in,
      };
      const { text, record } = await fetchCensusTable(ctx, 'census-acs', progress, request);
      texts.push(text);
      requests.push(record);
      progress.step(++done, total, rows);
    }
    const joined = joinCensusTables(texts);
    rows += parseCensusApiJson(joined).rows.length;
    const name = `${area.slug}-acs5-${geography.key}`;
    ctx.writeProduct('census-acs', `census-api/${name}.json`, joined, {
      kind: 'census-api',
      name,
      source: 'U.S. Census Bureau, ACS 5-year (Census API)',
      vintage: ACS_VINTAGE,
      url: requests[0]?.url ?? '',
      requests,
      retrievedAt: requests[requests.length - 1]?.retrievedAt ?? ctx.now().toISOString(),
      area: area.label,
      licence: 'public domain',
      attribution: 'U.S. Census Bureau',
    });
  }
  progress.step(done, total, rows);
  return `${rows.toLocaleString('en-US')} areas (${area.countyFips.length} counties' tracts, ${zctas.length} ZCTAs, ${geographies.length * groups.length} requests)`;
}
