import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseCensusApiJson } from '../importers/census/census-api.js';
import { type CensusApiRequest, censusApiUrl } from '../online/census-api-client.js';
import type { DownloadRecord } from '../online/download.js';
import type { FetchContext } from './fetch-context.js';
import type { SourceProgress } from './progress.js';

/**
 * One Census Data API table, fetched through the context's cache (keyed by the URL without the key, which is
 * never written down) and checked to be the API's JSON before it counts as downloaded.
 */
export async function fetchCensusTable(
  ctx: FetchContext,
  source: string,
  progress: SourceProgress,
  request: CensusApiRequest,
): Promise<{ publicUrl: string; text: string; record: DownloadRecord }> {
  const { config } = ctx;
  const publicUrl = censusApiUrl(config.censusApiUrl, request);
  const { file, record } = await ctx.fetch(source, progress, {
    url: censusApiUrl(config.censusApiUrl, request, config.censusApiKey),
    publicUrl,
    cachePath: `census-api/${createHash('sha256').update(publicUrl).digest('hex').slice(0, 24)}.json`,
    validate: (part) => void parseCensusApiJson(readFileSync(part, 'utf8')),
  });
  return { publicUrl, text: readFileSync(file, 'utf8'), record };
}
