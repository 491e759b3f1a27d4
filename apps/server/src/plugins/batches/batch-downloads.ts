import ExcelJS from 'exceljs';
import type { BatchRecord, BatchRowRecord, BatchStore } from './batch-store.js';
import { EXPORT_COLUMNS, type ExportCell, exportRow, exportRows } from './batch-table.js';

/** A cell as CSV: quoted when needed; a leading =, +, - or @ is escaped so spreadsheets never run it as a formula. */
function csvCell(value: ExportCell): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The ranked table as CSV (UTF-8 with a byte-order mark, so Excel reads accents right). */
export function batchCsv(rows: BatchRowRecord[]): string {
  const lines = [EXPORT_COLUMNS, ...exportRows(rows).map(exportRow)].map((r) => r.map(csvCell).join(','));
  return `\ufeff${lines.join('\r\n')}\r\n`;
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
      'Set when the forecast is beyond 3× or under a fifth of what an average establishment of this type earns in the county (County Business Patterns 2023 payroll × receipts per payroll dollar), or when the forecast ranks at least half the batch away from the site score: treat that forecast as unproven',
    ],
  ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
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
