import { join } from 'node:path';
import { importChicagoCenterlines, type StreetSegment } from '../importers/streets/chicago-centerlines.js';
import type { DatasetMeta } from '../model/provenance.js';
import { type AddressRangeData, buildAddressRanges } from '../streets/address-ranges.js';
import { describe, inputs } from './import-downloads.js';

export interface CenterlinesImport {
  segments: StreetSegment[];
  /** Address ranges for the street geocoder (null when nothing was fetched or no segment has a range). */
  ranges: AddressRangeData | null;
  datasets: DatasetMeta[];
}

/**
 * The City's Street Center Lines as `data:fetch` left them (`chicago-portal/street-centerlines.json`, SODA rows
 * of dataset 6imu-meau): segments with their left and right address ranges, for the street geocoder.
 */
export function importFetchedCenterlines(downloadsDir: string | undefined): CenterlinesImport {
  const out: CenterlinesImport = { segments: [], ranges: null, datasets: [] };
  if (!downloadsDir) return out;
  const found = inputs(join(downloadsDir, 'chicago-portal'), '.json').filter(
    (i) => i.meta.name === 'street-centerlines',
  );
  for (const { file, body, meta } of found) {
    const r = importChicagoCenterlines(body, { source: meta.source, vintage: meta.vintage });
    out.segments.push(...r.records);
    out.ranges = buildAddressRanges(r.records, { source: meta.source, vintage: meta.vintage });
    const ranged = r.records.filter((s) => s.left || s.right).length;
    out.datasets.push(
      describe('fetched-chicago-centerlines', meta, `chicago-portal/${file}`, r.rowsRead, r.records.length, [
        `${ranged.toLocaleString('en-US')} segments with address ranges: the street geocoder places numbers on them`,
        ...(r.skipped ? [`${r.skipped} rows without a line or a street name skipped`] : []),
      ]),
    );
  }
  return out;
}
