import type { StreetSegment } from '../importers/streets/chicago-centerlines.js';
import { importChicagoIntersections } from '../importers/streets/chicago-intersections.js';
import { datasetMeta } from '../importers/types.js';
import { readText } from '../io/read.js';
import type { DatasetMeta } from '../model/provenance.js';
import { buildStreetIndex } from '../streets/build-street-index.js';
import { centerlineCrossings } from '../streets/centerline-crossings.js';
import type { StreetIndexData } from '../streets/street-index-data.js';
import type { DataDir } from './import-all.js';
import { CITY_TERMS } from './sources.js';

const FILE = 'streets/munged-chicago-intersections.csv';

/**
 * Chicago's named street crossings → the street index of the offline street geocoder. Without the crossing
 * list in GEODATA_DIR, fetched centerline segments (when there are any) give the crossings.
 */
export function importStreetData(
  dir: DataDir,
  centerlines: { segments: readonly StreetSegment[]; vintage: string } | null = null,
): { streets: StreetIndexData | null; datasets: DatasetMeta[] } {
  const path = dir.file(FILE);
  if (!path) return centerlines?.segments.length ? fromCenterlines(centerlines) : { streets: null, datasets: [] };
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

function fromCenterlines(centerlines: { segments: readonly StreetSegment[]; vintage: string }) {
  const { crossings, numberAt } = centerlineCrossings(centerlines.segments);
  const streets = buildStreetIndex(crossings, numberAt);
  return {
    streets,
    datasets: [
      datasetMeta({
        id: 'fetched-chicago-street-crossings',
        source: 'City of Chicago, Street Center Lines (crossings where segments of two streets meet)',
        vintage: centerlines.vintage,
        ...CITY_TERMS,
        files: ['downloads/chicago-portal/street-centerlines.json'],
        rowsRead: centerlines.segments.length,
        rowsKept: crossings.length,
        warnings: [`${streets.names.length} addressable streets`],
      }),
    ],
  };
}
