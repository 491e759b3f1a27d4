import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import type { FetchContext } from '../fetch-context.js';
import type { SourceProgress } from '../progress.js';

export const GAZETTEER_FILES = ['counties', 'place', 'zcta'] as const;
export const GAZETTEER_YEAR = '2025';

/** The `.txt` inside a Gazetteer zip (the only member the Census Bureau puts there). */
export function gazetteerText(zip: Uint8Array): string {
  const members = unzipSync(zip, { filter: (f) => f.name.endsWith('.txt') });
  const [text] = Object.values(members);
  if (!text) throw new Error('the zip holds no .txt file');
  return Buffer.from(text).toString('utf8');
}

/**
 * Census Gazetteer files (national, pipe-delimited, zipped): counties, places, ZCTAs with land area and
 * internal points. Extracted to `census/gazetteer-2025/` (the same path as in GEODATA_DIR) for the build.
 */
export async function fetchGazetteer(
  ctx: FetchContext,
  progress: SourceProgress,
): Promise<{ summary: string; texts: Record<(typeof GAZETTEER_FILES)[number], string> }> {
  const texts = {} as Record<(typeof GAZETTEER_FILES)[number], string>;
  let rows = 0;
  for (const [i, kind] of GAZETTEER_FILES.entries()) {
    const name = `${GAZETTEER_YEAR}_Gaz_${kind}_national`;
    const url = `${ctx.config.gazetteerUrl}/${name}.zip`;
    const { file, record } = await ctx.fetch('gazetteer', progress, {
      url,
      cachePath: `gazetteer/${name}.zip`,
      validate: (part) => void gazetteerText(readFileSync(part)),
    });
    const text = gazetteerText(readFileSync(file));
    texts[kind] = text;
    rows += text.split('\n').length - 2;
    ctx.writeProduct('gazetteer', `census/gazetteer-${GAZETTEER_YEAR}/${name}.txt`, text, {
      kind: 'gazetteer',
      name,
      source: 'U.S. Census Bureau, Gazetteer Files',
      vintage: GAZETTEER_YEAR,
      url,
      requests: [record],
      retrievedAt: record.retrievedAt,
      area: 'United States',
      licence: 'public domain',
      attribution: 'U.S. Census Bureau',
    });
    progress.step(i + 1, GAZETTEER_FILES.length, rows);
  }
  return { summary: `${rows.toLocaleString('en-US')} counties, places and ZCTAs (national)`, texts };
}
