import type { StreetSegment } from '../importers/streets/chicago-centerlines.js';
import { importChicagoIntersections } from '../importers/streets/chicago-intersections.js';
import { datasetMeta } from '../importers/types.js';
import { readText } from '../io/read.js';
import type { TrafficCount } from '../model/civic.js';
import type { DatasetMeta } from '../model/provenance.js';
import type { StreetLine } from '../model/street-line.js';
import type { TransitStop } from '../model/transit.js';
import { buildStreetIndex } from '../streets/build-street-index.js';
import { buildStreetLines } from '../streets/build-street-lines.js';
import { centerlineCrossings } from '../streets/centerline-crossings.js';
import { classifyStreetLines } from '../streets/classify-street-lines.js';
import type { StreetIndexData } from '../streets/street-index-data.js';
import type { DataDir } from './data-dir.js';
import { CITY_TERMS } from './sources.js';

const FILE = 'streets/munged-chicago-intersections.csv';
const LINES = {
  source: 'City of Chicago, Street Center Lines (named crossings joined along each street)',
  vintage: '2025',
};

/**
 * Chicago's named street crossings → the street index of the offline street geocoder, and the street
 * lines (crossings joined along each street), classed by the bus stops and traffic counts already imported.
 * Without the crossing list in GEODATA_DIR, fetched centerline segments (when there are any) give the
 * crossings (and no street lines: those are drawn from the City's crossing list).
 */
export function importStreetData(
  dir: DataDir,
  classBy: { stops: readonly TransitStop[]; trafficCounts: readonly TrafficCount[] },
  centerlines: { segments: readonly StreetSegment[]; vintage: string } | null = null,
): { streets: StreetIndexData | null; streetLines: StreetLine[]; datasets: DatasetMeta[] } {
  const path = dir.file(FILE);
  if (!path) {
    return centerlines?.segments.length
      ? fromCenterlines(centerlines)
      : { streets: null, streetLines: [], datasets: [] };
  }
  const imported = importChicagoIntersections(readText(path));
  const streets = buildStreetIndex(imported.records);
  const streetLines = classifyStreetLines(
    buildStreetLines(imported.records, LINES),
    classBy.stops,
    classBy.trafficCounts,
  );
  const arterials = streetLines.filter((l) => l.streetClass === 'arterial').length;
  return {
    streets,
    streetLines,
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
      datasetMeta({
        id: 'chicago-street-lines',
        ...LINES,
        ...CITY_TERMS,
        files: [FILE],
        rowsRead: imported.rowsRead,
        rowsKept: streetLines.length,
        warnings: [
          `${streetLines.length} street lines (${arterials} arterial: CTA bus stops along them or a City traffic count), straight from crossing to crossing`,
          'lines break where consecutive crossings are over 0.4 mi apart or the street jogs',
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
    streetLines: [],
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
