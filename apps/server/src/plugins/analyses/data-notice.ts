import type { MissingCounty } from './county-fetches.js';

/**
 * What a result (and its PDF) says when it ran on partial data: the counties whose official data could not be had,
 * and why, in one plain sentence. Undefined when every site's data was there.
 */
export function partialDataNotice(counties: readonly MissingCounty[], offline: boolean): string | undefined {
  if (counties.length === 0) return undefined;
  const names = counties.map((c) => c.label).join(', ');
  const why = offline ? 'the server has no network connection just now' : 'the official sources did not answer in time';
  return `This analysis ran on partial data: the official data for ${names} could not be fetched (${why}), so the sections that need it are left out. Run it again later for the full report.`;
}
