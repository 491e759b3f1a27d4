import { MILES_PER_DEGREE_LAT } from '@sitescout/shared';
import { parseCensusApiJson } from '../../importers/census/census-api.js';
import { parseCsv } from '../../io/read.js';
import { num } from '../../io/values.js';
import type { BBox } from '../../model/geometry.js';
import type { CensusApiRequest } from '../../online/census-api-client.js';
import { boxAround, boxesTouch } from '../area.js';
import { fetchCensusTable } from '../census-api-fetch.js';
import type { FetchContext } from '../fetch-context.js';
import type { SourceProgress } from '../progress.js';

export const CBP_YEAR = 2023;
/** The last year of ZIP Code Business Patterns. */
export const ZBP_YEAR = 2018;
const ZIPS_PER_REQUEST = 50;
/** How far past the area's box a ZIP may lie and still be asked: a ring around a site on the edge reaches that far. */
export const RING_MARGIN_MILES = 3;

/**
 * Every ZIP code area (ZCTA) that reaches into the area's box or within {@link RING_MARGIN_MILES} of it: each ZCTA's
 * extent taken as a square of its land and water area around its internal point, widened 1.6× as the county boxes
 * are (shapes are not squares). A ZCTA straddling the area's edge counts, though its internal point lies outside.
 */
export function zipsOfArea(zctaGazetteer: string, bbox: BBox): string[] {
  const dLat = RING_MARGIN_MILES / MILES_PER_DEGREE_LAT;
  const dLon = RING_MARGIN_MILES / (MILES_PER_DEGREE_LAT * Math.cos((((bbox[1] + bbox[3]) / 2) * Math.PI) / 180));
  const reach: BBox = [bbox[0] - dLon, bbox[1] - dLat, bbox[2] + dLon, bbox[3] + dLat];
  return parseCsv(zctaGazetteer, '|')
    .filter((r) => {
      const lat = num(r.INTPTLAT);
      const lon = num(r.INTPTLONG);
      if (lat === null || lon === null) return false;
      return boxesTouch(boxAround(lat, lon, (num(r.ALAND_SQMI) ?? 0) + (num(r.AWATER_SQMI) ?? 0), 1.6), reach);
    })
    .map((r) => r.GEOID?.trim() ?? '')
    .filter(Boolean);
}

/**
 * County Business Patterns 2023 (establishments, employees, payroll by NAICS) for the area's counties, and ZIP Code
 * Business Patterns 2018 for every ZIP of the area ({@link zipsOfArea}), from the Census API: a fetched market's
 * competitor counts then read the Census count of each ZIP the ring overlaps, not a county average.
 */
export async function fetchBusinessPatterns(
  ctx: FetchContext,
  progress: SourceProgress,
  zctaGazetteer: string,
): Promise<string> {
  const { area } = ctx;
  const byState = area.kind === 'state';
  const targets = byState ? [`${area.stateFips}*`] : area.countyFips;
  const zips = zipsOfArea(zctaGazetteer, area.bbox);
  const zipChunks = Array.from({ length: Math.ceil(zips.length / ZIPS_PER_REQUEST) }, (_, i) =>
    zips.slice(i * ZIPS_PER_REQUEST, (i + 1) * ZIPS_PER_REQUEST),
  );
  const total = targets.length + zipChunks.length;
  let rows = 0;
  for (const [i, target] of targets.entries()) {
    const request: CensusApiRequest = {
      year: CBP_YEAR,
      dataset: 'cbp',
      variables: ['NAICS2017', 'ESTAB', 'EMP', 'PAYANN'],
      for: byState ? 'county:*' : `county:${target.slice(2)}`,
      in: `state:${target.slice(0, 2)}`,
    };
    const { publicUrl, text, record } = await fetchCensusTable(ctx, 'business-patterns', progress, request);
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
    progress.step(i + 1, total, rows);
  }
  let zipRows = 0;
  for (const [i, chunk] of zipChunks.entries()) {
    const request: CensusApiRequest = {
      year: ZBP_YEAR,
      dataset: 'zbp',
      variables: ['NAICS2017', 'ESTAB', 'EMPSZES'],
      for: `zipcode:${chunk.join(',')}`,
    };
    const { publicUrl, text, record } = await fetchCensusTable(ctx, 'business-patterns', progress, request);
    zipRows += parseCensusApiJson(text).rows.length;
    const name = `${area.slug}-zbp${ZBP_YEAR}-${i + 1}`;
    ctx.writeProduct('business-patterns', `business-patterns/${name}.json`, text, {
      kind: 'zbp-api',
      name,
      source: 'U.S. Census Bureau, ZIP Code Business Patterns (Census API)',
      vintage: String(ZBP_YEAR),
      url: publicUrl,
      requests: [record],
      retrievedAt: record.retrievedAt,
      area: area.label,
      licence: 'public domain',
      attribution: 'U.S. Census Bureau',
    });
    progress.step(targets.length + i + 1, total, rows + zipRows);
  }
  return `${rows.toLocaleString('en-US')} county × industry rows, ${zipRows.toLocaleString('en-US')} ZIP rows`;
}
