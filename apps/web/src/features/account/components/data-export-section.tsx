import { useState } from 'react';
import { downloadFile } from '@/lib/api/download-file';
import type { GetAccessToken } from '../api/account-api';

const CSV_KINDS = [
  { kind: 'analyses', label: 'Analyses' },
  { kind: 'batches', label: 'Batches' },
  { kind: 'orders', label: 'Orders' },
  { kind: 'credits', label: 'Credit history' },
] as const;

export interface DataExportSectionProps {
  getAccessToken: GetAccessToken;
}

/** Download one's data: everything as JSON, or one CSV per kind. */
export function DataExportSection({ getAccessToken }: DataExportSectionProps) {
  const [problem, setProblem] = useState<string | null>(null);
  async function download(path: string, name: string) {
    setProblem(null);
    try {
      await downloadFile(await getAccessToken(), path, name);
    } catch (error) {
      setProblem((error as Error).message);
    }
  }
  return (
    <section className="auth-card account-card" aria-labelledby="account-export-title">
      <h2 id="account-export-title">Your Data</h2>
      <p>Download your analyses, batches, orders and credit history.</p>
      <div className="account-actions">
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => download('/api/account/export.json', 'sitescout-export.json')}
        >
          Download All (JSON)
        </button>
        {CSV_KINDS.map(({ kind, label }) => (
          <button
            key={kind}
            type="button"
            className="btn btn-outline"
            onClick={() => download(`/api/account/export/${kind}`, `sitescout-${kind}.csv`)}
          >
            {label} (CSV)
          </button>
        ))}
      </div>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
