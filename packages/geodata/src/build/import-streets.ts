import { importChicagoIntersections } from '../importers/streets/chicago-intersections.js';
import { datasetMeta } from '../importers/types.js';
import { readText } from '../io/read.js';
import type { DatasetMeta } from '../model/provenance.js';
import { buildStreetIndex } from '../streets/build-street-index.js';
import type { StreetIndexData } from '../streets/street-index-data.js';
import type { DataDir } from './import-all.js';
import { CITY_TERMS } from './sources.js';

const FILE = 'streets/munged-chicago-intersections.csv';

/** Chicago's named street crossings → the street index of the offline street geocoder. */
export function importStreetData(dir: DataDir): { streets: StreetIndexData | null; datasets: DatasetMeta[] } {
  const path = dir.file(FILE);
  if (!path) return { streets: null, datasets: [] };
  const imported = importChicagoIntersections(readText(path));
  const streets = buildStreetIndex(imported.records);
  return {
    streets,
    datasets: [
      datasetMeta({
        id: 'chicago-street-intersections',
        source: 'City of Chicago, Street Center Lines (named crossings)',
        vintage: '2025',
        ...CITY_TERMS,
        files: [FILE],
        rowsRead: imported.rowsRead,
        rowsKept: imported.records.length,
        warnings: [
          ...imported.warnings,
          `${streets.names.length} addressable streets; ramps and expressways kept only as crossing points`,
        ],
      }),
    ],
  };
}
