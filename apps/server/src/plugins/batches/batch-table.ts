import { competitionRanks, scoreForecastDisagreement, zoningDemotions } from '@sitescout/engine';
import type { BatchRecord, BatchRowRecord, BatchRowResult } from './batch-store.js';

/** One line of the ranked table: scored rows by score (best first, rows without a headline score after them). */
export interface RankedRow {
  rank: number | null;
  rowNumber: number;
  name: string | null;
  address: string | null;
  lat: number | null;
  lon: number | null;
  status: 'pending' | 'scored' | 'failed';
  result: BatchRowResult | null;
  error: string | null;
}

/**
 * Scored rows ranked by site score with the engine's one ranking rule (`competitionRanks`, as in a comparison):
 * a row whose zoning flags the use ranks after the others while another row is allowed (`zoningDemotions`),
 * equal shown scores share a rank, the more completely measured row listed first, then file order; rows without a
 * headline score come after, with no rank.
 */
export function rankRows(rows: BatchRowRecord[]): { ranked: RankedRow[]; failed: RankedRow[] } {
  const view = (r: BatchRowRecord): RankedRow => ({
    rank: null,
    rowNumber: r.rowNumber,
    name: r.name,
    address: r.address,
    lat: r.lat,
    lon: r.lon,
    status: r.status,
    result: (r.result as BatchRowResult | null) ?? null,
    error: r.error,
  });
  const scored = rows
    .filter((r) => r.status === 'scored')
    .map(view)
    .sort((a, b) => a.rowNumber - b.rowNumber);
  // The comparison's rule: a row whose zoning flags the use ranks after every row that is not, while one is allowed.
  const demoted = zoningDemotions(scored.map((row) => row.result?.zoning?.status));
  const ranked = competitionRanks(
    scored.map((row, i) => ({
      row,
      demoted: demoted[i] ?? false,
      score: row.result?.score ?? null,
      share: Object.values(row.result?.parts ?? {}).filter((p) => p !== null).length,
    })),
  ).map(({ row, rank }) => ({ ...row, rank }));
  // A forecast far from its own site score in the batch's order is flagged beside any county-check flag.
  const disagreements = scoreForecastDisagreement(
    ranked.map((r) => ({ score: r.result?.score ?? null, revenue: r.result?.forecast.expected ?? null })),
  );
  ranked.forEach((row, i) => {
    const note = disagreements[i];
    if (!note || !row.result) return;
    const flag = row.result.forecast.flag ? `${row.result.forecast.flag} ${note}` : note;
    row.result = { ...row.result, forecast: { ...row.result.forecast, flag } };
  });
  return {
    ranked,
    failed: rows.filter((r) => r.status === 'failed').map(view),
  };
}

/** Column titles and cell values shared by the CSV and the Excel download, in one place. */
export const EXPORT_COLUMNS = [
  'Rank',
  'Row',
  'Name',
  'Address',
  'Placed as',
  'Precision',
  'Latitude',
  'Longitude',
  'Site score',
  'Score coverage',
  'Demand',
  'Competition',
  'Access',
  'Cost',
  'Fit',
  'Competitors (estimate)',
  'Competitors low',
  'Competitors high',
  'Competitor count source',
  'Revenue forecast (USD/yr)',
  'Forecast low',
  'Forecast high',
  'Forecast model',
  'Forecast flag',
  'Status',
  'Problem',
  'Zoning',
] as const;

export type ExportCell = string | number | null;

export function exportRow(row: RankedRow): ExportCell[] {
  const r = row.result;
  return [
    row.rank,
    row.rowNumber,
    row.name,
    row.address,
    r?.placedAs ?? null,
    r?.precision ?? null,
    row.status === 'scored' ? row.lat : null,
    row.status === 'scored' ? row.lon : null,
    r?.score ?? null,
    r?.coverage ?? null,
    r?.parts.demand ?? null,
    r?.parts.competition ?? null,
    r?.parts.access ?? null,
    r?.parts.cost ?? null,
    r?.parts.fit ?? null,
    r?.competitors.estimate ?? null,
    r?.competitors.low ?? null,
    r?.competitors.high ?? null,
    r?.competitors.source ?? null,
    r?.forecast.expected ?? null,
    r?.forecast.low ?? null,
    r?.forecast.high ?? null,
    r ? (r.forecast.model ?? r.forecast.reason) : null,
    r?.forecast.flag ?? null,
    row.status === 'scored' ? 'scored' : row.status === 'failed' ? 'not scored' : 'pending',
    row.error,
    r?.zoning ? `${r.zoning.status}${r.zoning.zoneClass ? ` (${r.zoning.zoneClass})` : ''}: ${r.zoning.message}` : null,
  ];
}

/** Every row for a download: the ranked scored rows, then the rows that could not be scored. */
export function exportRows(rows: BatchRowRecord[]): RankedRow[] {
  const { ranked, failed } = rankRows(rows);
  return [...ranked, ...failed];
}

/** A file name like `batch-coffee-shop-2026-11-24.csv`. */
export function exportName(batch: BatchRecord, ext: 'csv' | 'xlsx'): string {
  return `batch-${batch.businessType}-${batch.createdAt.toISOString().slice(0, 10)}.${ext}`;
}
