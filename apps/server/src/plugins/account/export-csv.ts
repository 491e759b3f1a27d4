import { type CsvValue, csvDocument } from '../../lib/csv.js';
import type { AccountExport } from './data-export.js';

/** The kinds of data the CSV downloads give, one file each. */
export const EXPORT_CSV_KINDS = ['analyses', 'batches', 'orders', 'credits'] as const;
export type ExportCsvKind = (typeof EXPORT_CSV_KINDS)[number];

/** One kind of the account's data as a CSV document (header row first, UTF-8 with a BOM so Excel reads accents). */
export function exportCsv(data: AccountExport, kind: ExportCsvKind): string {
  const rows: CsvValue[][] = [];
  switch (kind) {
    case 'analyses':
      rows.push(['id', 'business_type', 'status', 'sites', 'radius_miles', 'paid_with', 'created_at', 'finished_at']);
      for (const a of data.analyses) {
        const sites = a.sites.map((s) => s.label).join('; ');
        rows.push([a.id, a.businessType, a.status, sites, a.radiusMiles, a.paidWith, a.createdAt, a.finishedAt]);
      }
      break;
    case 'batches':
      rows.push(['batch_id', 'business_type', 'row', 'name', 'address', 'lat', 'lon', 'status', 'site_score', 'error']);
      for (const b of data.batches) {
        for (const r of b.rows) {
          rows.push([
            b.id,
            b.businessType,
            r.rowNumber,
            r.name,
            r.address,
            r.lat,
            r.lon,
            r.status,
            r.siteScore,
            r.error,
          ]);
        }
      }
      break;
    case 'orders':
      rows.push(['id', 'offer', 'quantity', 'amount_cents', 'currency', 'status', 'created_at', 'settled_at']);
      for (const o of data.orders) {
        rows.push([o.id, o.offerId, o.quantity, o.amountCents, o.currency, o.status, o.createdAt, o.settledAt]);
      }
      break;
    case 'credits':
      rows.push(['seq', 'unit', 'kind', 'amount', 'balance_after', 'description', 'reference', 'created_at']);
      for (const e of data.credits) {
        rows.push([e.seq, e.unit, e.kind, e.amount, e.balanceAfter, e.description, e.reference, e.createdAt]);
      }
      break;
  }
  return csvDocument(rows, { bom: true });
}
