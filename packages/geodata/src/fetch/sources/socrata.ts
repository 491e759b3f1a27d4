import { readFileSync } from 'node:fs';
import type { DownloadRecord } from '../../online/download.js';
import type { FetchContext } from '../fetch-context.js';
import type { SourceProgress } from '../progress.js';

/** Rows per SODA request (the API's default page is 1,000; up to 50,000 are allowed). */
export const SODA_PAGE_ROWS = 1000;

export interface SodaPages {
  /** Rows (JSON) or features (GeoJSON) of every page, in `:id` order. */
  items: unknown[];
  requests: DownloadRecord[];
  firstUrl: string;
}

function pageItems(text: string, format: 'json' | 'geojson'): unknown[] {
  const parsed = JSON.parse(text) as unknown;
  if (format === 'json') {
    if (!Array.isArray(parsed)) throw new Error('the SODA answer is not a JSON array of rows');
    return parsed;
  }
  const features = (parsed as { features?: unknown[] }).features;
  if (!Array.isArray(features)) throw new Error('the SODA answer is not a GeoJSON FeatureCollection');
  return features;
}

/**
 * Every row of a Socrata dataset through the SODA API (`/resource/<id>.json` or `.geojson`), paged with
 * `$limit` / `$offset` in `:id` order so pages neither overlap nor skip. Each page is cached: a rerun
 * continues at the first page it does not have.
 */
export async function fetchSodaPages(
  ctx: FetchContext,
  progress: SourceProgress,
  options: {
    source: string;
    baseUrl: string;
    datasetId: string;
    format: 'json' | 'geojson';
    where?: string;
    pageRows?: number;
  },
): Promise<SodaPages> {
  const limit = options.pageRows ?? SODA_PAGE_ROWS;
  const items: unknown[] = [];
  const requests: DownloadRecord[] = [];
  let firstUrl = '';
  for (let page = 0; ; page++) {
    const url = new URL(`${options.baseUrl}/resource/${options.datasetId}.${options.format}`);
    url.searchParams.set('$limit', String(limit));
    url.searchParams.set('$offset', String(page * limit));
    url.searchParams.set('$order', ':id');
    if (options.where) url.searchParams.set('$where', options.where);
    firstUrl ||= url.toString();
    const { file, record } = await ctx.fetch(options.source, progress, {
      url: url.toString(),
      cachePath: `socrata/${options.datasetId}/${options.where ? 'filtered-' : ''}page-${String(page).padStart(5, '0')}-of-${limit}.${options.format}`,
      headers: {
        accept: 'application/json',
        ...(ctx.config.socrataAppToken ? { 'x-app-token': ctx.config.socrataAppToken } : {}),
      },
      validate: (part) => void pageItems(readFileSync(part, 'utf8'), options.format),
    });
    const rows = pageItems(readFileSync(file, 'utf8'), options.format);
    items.push(...rows);
    requests.push(record);
    progress.step(page + 1, rows.length < limit ? page + 1 : null, items.length);
    if (rows.length < limit) break;
  }
  return { items, requests, firstUrl };
}
