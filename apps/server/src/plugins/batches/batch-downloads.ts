import writeXlsxFile from 'write-excel-file/node';
import { csvDocument } from '../../lib/csv.js';
import type { BatchRecord, BatchRowRecord, BatchStore } from './batch-store.js';
import { EXPORT_COLUMNS, exportRow, exportRows } from './batch-table.js';

/** The ranked table as CSV (UTF-8 with a byte-order mark, so Excel reads accents right). */
export function batchCsv(rows: BatchRowRecord[]): string {
  return csvDocument([EXPORT_COLUMNS, ...exportRows(rows).map(exportRow)], { bom: true });
}

/** Column widths (characters): the name, address, "placed as", competitor source and forecast model are wide. */
const WIDE_COLUMNS = new Set([3, 4, 9, 18, 24, 26]);

/** The ranked table as an Excel workbook: a "Sites" sheet and an "About" sheet with the batch's settings. */
export async function batchXlsx(batch: BatchRecord, rows: BatchRowRecord[]): Promise<Buffer> {
  const sites = [
    EXPORT_COLUMNS.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...exportRows(rows).map(exportRow),
  ];
  const about = [
    ['Business type', batch.businessType],
    ['Radius (miles)', batch.radiusMiles],
    ['Rows', batch.totalRows],
    ['Created', batch.createdAt.toISOString()],
    [
      'Site score',
      'SiteScout site score 0–100; blank where the measured parts hold less than 60 % of the weight (see Score coverage)',
    ],
    ['Competitors', 'Estimated establishments of the type within the radius; source and vintage per row'],
    ['Revenue forecast', 'Estimated yearly revenue, with its low–high band and model'],
    [
      'Forecast flag',
      'Set when the forecast is beyond 3× or under a fifth of what an average establishment of this type earns in the county (County Business Patterns 2023 payroll × receipts per payroll dollar), or when the forecast ranks at least half the batch away from the site score: treat that forecast as unproven',
    ],
    [
      'Zoning',
      'allowed / review / flag / not-checked, with the district and why (Chicago zoning map; not checked for a site placed only at its ZIP or city). A flagged row ranks after every row that is not, while one is allowed',
    ],
  ];
  return writeXlsxFile([
    {
      sheet: 'Sites',
      data: sites,
      stickyRowsCount: 1,
      columns: EXPORT_COLUMNS.map((_, i) => ({ width: WIDE_COLUMNS.has(i) ? 36 : 12 })),
    },
    { sheet: 'About', data: about },
  ]).toBuffer();
}

/**
 * A finished batch's workbook as stored when it finished (built by the worker); one finished before workbooks were
 * kept is built on its first download and stored, so each is built once, not on every download.
 */
export async function storedOrBuiltXlsx(store: BatchStore, batch: BatchRecord): Promise<Buffer> {
  const stored = await store.storedXlsx(batch.id);
  if (stored) return stored;
  const built = await batchXlsx(batch, await store.processed(batch.id));
  await store.storeXlsx(batch.id, built);
  // Two first downloads at once each build one; both send the one stored.
  return (await store.storedXlsx(batch.id)) ?? built;
}
