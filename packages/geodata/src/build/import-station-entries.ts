import { join } from 'node:path';
import { importCtaStationEntries } from '../importers/transit/cta-station-entries.js';
import { datasetMeta } from '../importers/types.js';
import { readText } from '../io/read.js';
import type { DatasetMeta } from '../model/provenance.js';
import type { TransitStop } from '../model/transit.js';
import type { DataDir } from './data-dir.js';
import { describe, inputs } from './import-downloads.js';
import { CITY_TERMS, SOURCES } from './sources.js';

const ENTRIES_FILE = 'foot-traffic/CTA_-_Ridership_-__L__Station_Entries_-_Monthly_Day-Type_Averages___Totals.csv';
const WARNING = 'entries only: no exits, no transfers inside the system; not a sidewalk count';

/**
 * The CTA rail station a ridership `station_id` (MAP_ID) names: the portal's `cta-l:<MAP_ID>`, or a CTA GTFS
 * feed's station, whose `stop_id` is the same MAP_ID (40000–41999 in the CTA's feed).
 */
function stationId(stop: TransitStop): string | null {
  if (stop.mode === 'bus' || !/Chicago Transit Authority|^CTA$/i.test(stop.agency)) return null;
  return /:(4\d{4})$/.exec(stop.id)?.[1] ?? null;
}

/**
 * CTA 'L' station entries on the pack's CTA rail stations, from the City portal's ridership dataset: fetched by
 * `data:fetch` (`chicago-portal/cta-ridership.json`, current) when there, else GEODATA_DIR's CSV export.
 */
export function importStationEntries(
  dir: DataDir,
  downloadsDir: string | undefined,
  stops: readonly TransitStop[],
): DatasetMeta[] {
  const stations = new Map<string, TransitStop>();
  for (const stop of stops) {
    const id = stationId(stop);
    if (id) stations.set(id, stop);
  }
  if (stations.size === 0) return [];
  const attach = (text: string, provenance: { source: string; vintage: string }) => {
    const e = importCtaStationEntries(text, provenance);
    let joined = 0;
    for (const [id, station] of stations) {
      const found = e.entries.get(id);
      if (found) {
        station.weekdayEntries = found;
        joined += 1;
      }
    }
    return { rowsRead: e.rowsRead, joined, warnings: [...e.warnings, WARNING] };
  };
  const fetched = downloadsDir
    ? inputs(join(downloadsDir, 'chicago-portal'), '.json').find((i) => i.meta.name === 'cta-ridership')
    : undefined;
  if (fetched) {
    const { meta, body, file } = fetched;
    const r = attach(body, { source: meta.source, vintage: meta.vintage });
    return [describe('fetched-cta-l-entries', meta, `chicago-portal/${file}`, r.rowsRead, r.joined, r.warnings)];
  }
  const path = dir.file(ENTRIES_FILE);
  if (!path) return [];
  const r = attach(readText(path), SOURCES.ctaEntries);
  return [
    datasetMeta({
      id: 'cta-l-entries',
      ...SOURCES.ctaEntries,
      ...CITY_TERMS,
      files: [ENTRIES_FILE],
      rowsRead: r.rowsRead,
      rowsKept: r.joined,
      warnings: r.warnings,
    }),
  ];
}
