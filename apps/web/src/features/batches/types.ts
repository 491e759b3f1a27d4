/** Shapes of `/api/batches` answers (apps/server/src/plugins/batches/schemas.ts). */
export type ScorePart = 'demand' | 'competition' | 'access' | 'cost' | 'fit';

export interface ColumnMapping {
  name?: string;
  address?: string;
  city?: string;
  state?: string;
  zip?: string;
  lat?: string;
  lon?: string;
}

export interface BatchPreview {
  columns: string[];
  suggested: ColumnMapping;
  rows: number;
  sample: string[][];
}

export interface BatchRowResult {
  score: number | null;
  coverage: string;
  parts: Record<ScorePart, number | null>;
  competitors: { estimate: number | null; low: number | null; high: number | null; source: string | null };
  forecast: {
    expected: number | null;
    low: number | null;
    high: number | null;
    model: string | null;
    reason: string | null;
    /** The county payroll check's flag: the forecast is beyond what establishments here earn. */
    flag?: string | null;
  };
  precision: string;
  placedAs: string;
}

export interface BatchRow {
  rank: number | null;
  rowNumber: number;
  name: string | null;
  address: string | null;
  status: 'pending' | 'scored' | 'failed';
  result: BatchRowResult | null;
  error: string | null;
}

export interface BatchSummary {
  id: string;
  businessType: string;
  radiusMiles: number;
  sourceName: string | null;
  status: 'queued' | 'running' | 'done' | 'failed';
  totalRows: number;
  processedRows: number;
  percent: number;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
}

export interface BatchDetail extends BatchSummary {
  rows: BatchRow[];
  failed: BatchRow[];
}

export interface BusinessTypeOption {
  id: string;
  label: string;
}
