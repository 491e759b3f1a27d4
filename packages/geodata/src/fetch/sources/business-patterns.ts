import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseCensusApiJson } from '../../importers/census/census-api.js';
import { type CensusApiRequest, censusApiUrl } from '../../online/census-api-client.js';
import type { FetchContext } from '../fetch-context.js';
import type { SourceProgress } from '../progress.js';

export const CBP_YEAR = 2023;

/** County Business Patterns (establishments, employees, payroll by NAICS) for the area's counties, from the Census API. */
export async function fetchBusinessPatterns(ctx: FetchContext, progress: SourceProgress): Promise<string> {
  const { area, config } = ctx;
  const byState = area.kind === 'state';
  const targets = byState ? [`${area.stateFips}*`] : area.countyFips;
  let rows = 0;
  for (const [i, target] of targets.entries()) {
    const request: CensusApiRequest = {
      year: CBP_YEAR,
      dataset: 'cbp',
      variables: ['NAICS2017', 'ESTAB', 'EMP', 'PAYANN'],
      for: byState ? 'county:*' : `county:${target.slice(2)}`,
      in: `state:${target.slice(0, 2)}`,
    };
    const publicUrl = censusApiUrl(config.censusApiUrl, request);
    const { file, record } = await ctx.fetch('business-patterns', progress, {
      url: censusApiUrl(config.censusApiUrl, request, config.censusApiKey),
      publicUrl,
      cachePath: `census-api/${createHash('sha256').update(publicUrl).digest('hex').slice(0, 24)}.json`,
      validate: (part) => void parseCensusApiJson(readFileSync(part, 'utf8')),
    });
    const text = readFileSync(file, 'utf8');
    rows += parseCensusApiJson(text).rows.length;
    const name = `${area.slug}-cbp${CBP_YEAR}-${byState ? area.stateFips : target}`;
    ctx.writeProduct('business-patterns', `business-patterns/${name}.json`, text, {
      kind: 'cbp-api',
      name,
      source: 'U.S. Census Bureau, County Business Patterns (Census API)',
      vintage: String(CBP_YEAR),
      url: publicUrl,
      requests: [record],
      retrievedAt: record.retrievedAt,
      area: area.label,
      licence: 'public domain',
      attribution: 'U.S. Census Bureau',
    });
    progress.step(i + 1, targets.length, rows);
  }
  return `${rows.toLocaleString('en-US')} county × industry rows`;
}
