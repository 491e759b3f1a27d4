import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { downloadBatch, getBatch, getBusinessTypes } from '../api/batches-api';
import { BatchResultsTable } from '../components/batch-results-table';
import { BATCHES_PATH } from '../paths';
import { useBatchesSession } from '../session';

/** One batch: a progress bar while it runs, then the ranked table, the rows not scored, and the downloads. */
export function BatchPage() {
  const { id = '' } = useParams();
  const { getAccessToken } = useBatchesSession();
  const batch = useQuery({
    queryKey: ['batches', id],
    queryFn: async () => getBatch(await getAccessToken(), id),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'done' || status === 'failed' ? false : 1000;
    },
  });
  const types = useQuery({ queryKey: ['business-types'], queryFn: getBusinessTypes, staleTime: Infinity });
  const download = useMutation({
    mutationFn: async (kind: 'csv' | 'xlsx') => downloadBatch(await getAccessToken(), id, kind),
  });
  const b = batch.data;
  const finished = b?.status === 'done' || b?.status === 'failed';
  return (
    <div className="container section batches-page">
      <p className="breadcrumb">
        <Link to={BATCHES_PATH}>Batch scoring</Link>
      </p>
      {batch.isPending && <p>Loading…</p>}
      {batch.isError && <p className="form-error">{batch.error.message}</p>}
      {b && (
        <>
          <h1>
            {b.sourceName ?? 'Pasted addresses'} ·{' '}
            {types.data?.find((t) => t.id === b.businessType)?.label ?? b.businessType}
          </h1>
          <p className="form-hint">
            {b.totalRows.toLocaleString('en-US')} rows · {b.radiusMiles} mi radius
          </p>
          <div className="batch-progress" aria-live="polite">
            <progress max={b.totalRows} value={b.processedRows} aria-label="Rows processed" />
            <span data-testid="batch-progress">
              {finished
                ? b.status === 'done'
                  ? `Done: ${b.rows.length} scored, ${b.failed.length} not scored`
                  : `Stopped: ${b.error ?? 'the batch failed'}`
                : `${b.processedRows.toLocaleString('en-US')} of ${b.totalRows.toLocaleString('en-US')} rows (${b.percent}%)`}
            </span>
          </div>
          {finished && (
            <div className="batch-downloads">
              <button type="button" className="btn btn-small" onClick={() => download.mutate('csv')}>
                Download CSV
              </button>
              <button type="button" className="btn btn-small" onClick={() => download.mutate('xlsx')}>
                Download Excel
              </button>
              {download.isError && <span className="form-error">{download.error.message}</span>}
            </div>
          )}
          <p className="form-hint">
            Ranked by site score (0–100). A site whose measured parts hold less than 60 % of the score’s weight gets no
            score, with the parts shown. Competitor counts and revenue are estimates; each row names its source.
          </p>
          {b.rows.length > 0 && <BatchResultsTable rows={b.rows} />}
          {b.failed.length > 0 && (
            <section>
              <h2>Rows not scored ({b.failed.length})</h2>
              <table className="data-table batch-failed">
                <thead>
                  <tr>
                    <th scope="col">Row</th>
                    <th scope="col">Site</th>
                    <th scope="col">Why</th>
                  </tr>
                </thead>
                <tbody>
                  {b.failed.map((row) => (
                    <tr key={row.rowNumber}>
                      <td>{row.rowNumber}</td>
                      <td>{row.name ?? row.address ?? '—'}</td>
                      <td>{row.error}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
        </>
      )}
    </div>
  );
}
