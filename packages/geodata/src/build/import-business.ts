import { importCbp, importZbp } from '../importers/business/business-patterns.js';
import { datasetMeta } from '../importers/types.js';
import { readText } from '../io/read.js';
import type { BusinessCount } from '../model/business-counts.js';
import type { DatasetMeta } from '../model/provenance.js';
import type { DataDir } from './data-dir.js';
import { CENSUS_TERMS, SOURCES } from './sources.js';

const CENSUS = CENSUS_TERMS;

/** CBP (Illinois counties) and ZBP (Chicago ZIPs, one file per ZIP). */
export function importBusinessData(dir: DataDir): {
  rows: BusinessCount[];
  coverage: { county: string[]; zip: string[] };
  datasets: DatasetMeta[];
} {
  const rows: BusinessCount[] = [];
  const datasets: DatasetMeta[] = [];
  const coverage = { county: [] as string[], zip: [] as string[] };
  const cbpFile = 'business-patterns/cbp-2023-illinois-county-naics6.csv';
  const cbpPath = dir.file(cbpFile);
  if (cbpPath) {
    const r = importCbp(readText(cbpPath), SOURCES.cbp);
    rows.push(...r.records);
    coverage.county = r.counties;
    datasets.push(
      datasetMeta({
        id: 'cbp-2023-illinois',
        ...SOURCES.cbp,
        ...CENSUS,
        coverage: 'Illinois counties',
        files: [cbpFile],
        rowsRead: r.rowsRead,
        rowsKept: r.records.length,
        warnings: ['cells with fewer than 3 establishments are absent in the source and reported as suppressed (0-2)'],
      }),
    );
  }
  const zbpFiles = dir.list('business-patterns/zbp-2018').filter((f) => f.endsWith('.csv'));
  let read = 0;
  let kept = 0;
  const zips: string[] = [];
  for (const file of zbpFiles) {
    const r = importZbp(readText(`${dir.root}/business-patterns/zbp-2018/${file}`), SOURCES.zbp);
    rows.push(...r.records);
    zips.push(...r.zips);
    read += r.rowsRead;
    kept += r.records.length;
  }
  if (zbpFiles.length > 0) {
    coverage.zip = [...new Set(zips)].sort();
    datasets.push(
      datasetMeta({
        id: 'zbp-2018-chicago',
        ...SOURCES.zbp,
        ...CENSUS,
        coverage: 'Chicago ZIP codes',
        files: zbpFiles.map((f) => `business-patterns/zbp-2018/${f}`),
        rowsRead: read,
        rowsKept: kept,
        warnings: [
          'only the all-establishments rows (size code 1) are kept; Employees is a size-class code and payroll is always 0',
        ],
      }),
    );
  }
  return { rows, coverage, datasets };
}
