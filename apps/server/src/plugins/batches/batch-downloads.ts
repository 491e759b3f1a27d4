import ExcelJS from 'exceljs';
import { csvDocument } from '../../lib/csv.js';
import type { BatchRecord, BatchRowRecord } from './batch-store.js';
import { EXPORT_COLUMNS, exportRow, exportRows } from './batch-table.js';

/** The ranked table as CSV (UTF-8 with a byte-order mark, so Excel reads accents right). */
export function batchCsv(rows: BatchRowRecord[]): string {
  return csvDocument([EXPORT_COLUMNS, ...exportRows(rows).map(exportRow)], { bom: true });
}

/** The ranked table as an Excel workbook: a "Sites" sheet and an "About" sheet with the batch's settings. */
export async function batchXlsx(batch: BatchRecord, rows: BatchRowRecord[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'SiteScout';
  workbook.created = batch.createdAt;
  const sheet = workbook.addWorksheet('Sites', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow([...EXPORT_COLUMNS]).font = { bold: true };
  for (const row of exportRows(rows)) sheet.addRow(exportRow(row));
  sheet.columns.forEach((column, i) => {
    column.width = i === 3 || i === 4 || i === 9 || i === 18 || i === 24 ? 36 : 12;
  });
  const about = workbook.addWorksheet('About');
  about.addRows([
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
      'Set when the forecast is beyond 3× or under a fifth of what an average establishment of this type earns in the county (County Business Patterns 2023 payroll × receipts per payroll dollar): treat that forecast as unproven',
    ],
  ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
