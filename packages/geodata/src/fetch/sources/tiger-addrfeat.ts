import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { readAddrfeatZip } from '../../importers/streets/tiger-addrfeat.js';
import type { DownloadRecord } from '../../online/download.js';
import type { FetchContext } from '../fetch-context.js';
import { SourceError } from '../fetch-error.js';
import type { SourceProgress } from '../progress.js';

/** The TIGER/Line release whose address range features are fetched. */
export const TIGER_LINE_YEAR = '2024';

/** A county file the Census Bureau's folder does not have (404): nothing to place there, not a failure. */
function isMissingFile(error: unknown): boolean {
  return error instanceof SourceError && error.code === 'upstream' && / answered 404\b/.test(error.message);
}

/**
 * TIGER/Line Address Range Features (`ADDRFEAT/tl_2024_<county>_addrfeat.zip`, a zipped shapefile per county) for
 * the area's counties: each county's edges with their left and right house-number ranges and ZIPs, written as a
 * GeoJSON FeatureCollection under `addrfeat/` for the street geocoder.
 */
export async function fetchTigerAddrfeat(ctx: FetchContext, progress: SourceProgress): Promise<string> {
  const { area } = ctx;
  let edges = 0;
  let files = 0;
  const missing: string[] = [];
  for (const [i, county] of area.countyFips.entries()) {
    const name = `tl_${TIGER_LINE_YEAR}_${county}_addrfeat`;
    const url = `${ctx.config.tigerLineUrl}/ADDRFEAT/${name}.zip`;
    let fetched: { file: string; record: DownloadRecord };
    try {
      fetched = await ctx.fetch('addrfeat', progress, {
        url,
        cachePath: `tiger-line/${name}.zip`,
        validate: (part) => {
          const members = Object.keys(unzipSync(readFileSync(part), { filter: (f) => /\.(shp|dbf)$/i.test(f.name) }));
          if (members.length < 2) throw new Error(`${name}.zip holds no .shp and .dbf pair`);
        },
      });
    } catch (error) {
      if (!isMissingFile(error)) throw error;
      missing.push(county);
      progress.note(`no ADDRFEAT file for county ${county}: its addresses stay at their ZIP or town centre`);
      continue;
    }
    const features = await readAddrfeatZip(readFileSync(fetched.file));
    // Edges with a house-number range on either side: the rest (unnamed or unaddressed roads) place nothing.
    const ranged = features.filter((f) => ['LFROMHN', 'RFROMHN'].some((k) => f.properties[k]));
    edges += ranged.length;
    files += 1;
    const product = `${area.slug}-addrfeat-${county}`;
    ctx.writeProduct(
      'addrfeat',
      `addrfeat/${product}.geojson`,
      JSON.stringify({ type: 'FeatureCollection', features: ranged }),
      {
        kind: 'tiger-addrfeat',
        name: product,
        source: `U.S. Census Bureau, TIGER/Line Shapefiles ${TIGER_LINE_YEAR}, Address Range Features`,
        vintage: TIGER_LINE_YEAR,
        url,
        requests: [fetched.record],
        retrievedAt: fetched.record.retrievedAt,
        area: area.label,
        bbox: area.bbox,
        stateAbbr: area.stateAbbr,
        licence: 'public domain',
        attribution: 'U.S. Census Bureau',
      },
    );
    progress.step(i + 1, area.countyFips.length, edges);
  }
  const none = missing.length > 0 ? `; no file for ${missing.join(', ')}` : '';
  return `${edges.toLocaleString('en-US')} address-range edges in ${files} count${files === 1 ? 'y' : 'ies'}${none}`;
}
