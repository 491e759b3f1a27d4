import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { createBatch, getBusinessTypes, getProStatus, listBatches, previewBatch } from '../api/batches-api';
import { ColumnMappingFields } from '../components/column-mapping-fields';
import { batchPath } from '../paths';
import { useBatchesSession } from '../session';
import type { BatchPreview, ColumnMapping } from '../types';

const STATUS: Record<string, string> = { queued: 'queued', running: 'running', done: 'done', failed: 'stopped' };

/** Batch scoring: upload a CSV (or paste addresses), map its columns, start; earlier batches below. Pro only. */
export function NewBatchPage() {
  const { getAccessToken } = useBatchesSession();
  const navigate = useNavigate();
  const pro = useQuery({ queryKey: ['pro'], queryFn: async () => getProStatus(await getAccessToken()) });
  const types = useQuery({ queryKey: ['business-types'], queryFn: getBusinessTypes, staleTime: Infinity });
  const batches = useQuery({
    queryKey: ['batches'],
    queryFn: async () => listBatches(await getAccessToken()),
    enabled: pro.data === true,
  });
  const [businessType, setBusinessType] = useState('coffee-shop');
  const [mode, setMode] = useState<'file' | 'paste'>('file');
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [preview, setPreview] = useState<BatchPreview | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [pasted, setPasted] = useState('');

  const read = useMutation({
    mutationFn: async (chosen: File) => {
      setPreview(null);
      const text = await chosen.text();
      setFile({ name: chosen.name, text });
      return previewBatch(await getAccessToken(), text);
    },
    onSuccess: (p) => {
      setPreview(p);
      setMapping(p.suggested);
    },
  });
  const start = useMutation({
    mutationFn: async () =>
      createBatch(
        await getAccessToken(),
        mode === 'file'
          ? { businessType, csv: file?.text ?? '', fileName: file?.name, columns: mapping }
          : { businessType, addresses: pasted.split(/\r?\n/) },
      ),
    onSuccess: (batch) => navigate(batchPath(batch.id)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    start.mutate();
  };

  if (pro.isPending) return <div className="container section">Checking your plan…</div>;
  if (pro.data !== true)
    return (
      <div className="container section batches-page">
        <h1>Batch scoring</h1>
        <p>
          Score up to 1,000 addresses at once — a ranked table with each site’s score, its parts, the competitor
          estimate and a revenue forecast, as CSV or Excel. Batch scoring is part of <strong>Pro Monthly</strong> ($150
          a month).
        </p>
        <p>
          <Link className="btn btn-primary" to="/contact-us">
            Ask for Pro
          </Link>
        </p>
        {pro.isError && <p className="form-error">{pro.error.message}</p>}
      </div>
    );

  const ready = mode === 'file' ? preview !== null : pasted.trim() !== '';
  return (
    <div className="container section batches-page">
      <h1>Batch scoring</h1>
      <p className="form-hint">
        Up to 1,000 sites a batch, from a CSV with a header line (at most 2 MB) or pasted one address per line. Rows
        with latitude and longitude are not geocoded; addresses are placed by the offline Chicago street index, else by
        ZIP or city (each row says how).
      </p>
      <form className="batch-form" onSubmit={submit}>
        <label className="field">
          <span>Business type</span>
          <select value={businessType} onChange={(e) => setBusinessType(e.target.value)}>
            {(types.data ?? [{ id: 'coffee-shop', label: 'Coffee shop' }]).map((t) => (
              <option key={t.id} value={t.id}>
                {t.label}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="batch-mode">
          <legend>Sites</legend>
          <label>
            <input type="radio" checked={mode === 'file'} onChange={() => setMode('file')} /> Upload a CSV file
          </label>
          <label>
            <input type="radio" checked={mode === 'paste'} onChange={() => setMode('paste')} /> Paste addresses
          </label>
        </fieldset>
        {mode === 'file' ? (
          <>
            <label className="field">
              <span>CSV file</span>
              <input
                type="file"
                accept=".csv,.txt,text/csv"
                onChange={(e) => {
                  const chosen = e.target.files?.[0];
                  if (chosen) read.mutate(chosen);
                }}
              />
            </label>
            {read.isPending && <p>Reading the file…</p>}
            {read.isError && (
              <p className="form-error" role="alert">
                {read.error.message}
              </p>
            )}
            {preview && (
              <>
                <p data-testid="batch-preview">
                  {file?.name}: {preview.rows.toLocaleString('en-US')} rows, columns {preview.columns.join(', ')}
                </p>
                <ColumnMappingFields columns={preview.columns} mapping={mapping} onChange={setMapping} />
              </>
            )}
          </>
        ) : (
          <label className="field">
            <span>Addresses, one per line</span>
            <textarea rows={8} value={pasted} onChange={(e) => setPasted(e.target.value)} />
          </label>
        )}
        {start.isError && (
          <p className="form-error" role="alert">
            {start.error.message}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={!ready || start.isPending}>
          {start.isPending ? 'Starting…' : 'Score these sites'}
        </button>
      </form>
      {batches.data && batches.data.length > 0 && (
        <section>
          <h2>Your batches</h2>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Started</th>
                <th scope="col">Source</th>
                <th scope="col">Business</th>
                <th scope="col">Rows</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {batches.data.map((b) => (
                <tr key={b.id}>
                  <td>
                    <Link to={batchPath(b.id)}>{new Date(b.createdAt).toLocaleString('en-US')}</Link>
                  </td>
                  <td>{b.sourceName ?? 'pasted'}</td>
                  <td>{types.data?.find((t) => t.id === b.businessType)?.label ?? b.businessType}</td>
                  <td>{b.totalRows}</td>
                  <td>
                    {STATUS[b.status] ?? b.status}
                    {b.status === 'running' || b.status === 'queued' ? ` (${b.percent}%)` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
