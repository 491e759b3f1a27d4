import { join } from 'node:path';
import { type AddrfeatSegment, importAddrfeat } from '../importers/streets/tiger-addrfeat.js';
import type { DatasetMeta } from '../model/provenance.js';
import { buildTownRanges, type TownRangeData } from '../streets/build-town-ranges.js';
import { describe, inputs } from './import-downloads.js';

/**
 * TIGER/Line address ranges as `data:fetch` left them (`addrfeat/<area>-addrfeat-<county>.geojson`): the street
 * geocoder's ranges for addresses outside Chicago (null when none were fetched).
 */
export function importFetchedAddrfeat(downloadsDir: string | undefined): {
  ranges: TownRangeData | null;
  datasets: DatasetMeta[];
} {
  const out = { ranges: null as TownRangeData | null, datasets: [] as DatasetMeta[] };
  if (!downloadsDir) return out;
  const segments: AddrfeatSegment[] = [];
  let provenance: { source: string; vintage: string } | null = null;
  for (const { file, body, meta } of inputs(join(downloadsDir, 'addrfeat'), '.geojson')) {
    const id = `fetched-addrfeat-${meta.name}`;
    const r = importAddrfeat(body, { source: meta.source, vintage: meta.vintage });
    segments.push(...r.records);
    provenance ??= { source: meta.source, vintage: meta.vintage };
    out.datasets.push(
      describe(id, meta, `addrfeat/${file}`, r.rowsRead, r.records.length, [
        'street addresses in these ZIPs are placed on the range of their block (street precision)',
        ...(r.skipped ? [`${r.skipped} edges without a name or a numeric range skipped`] : []),
      ]),
    );
  }
  out.ranges = provenance ? buildTownRanges(segments, provenance) : null;
  return out;
}
