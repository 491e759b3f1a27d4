import { toast } from 'sonner';
import { type AnalysisFileKind, useDownloadAnalysisFile } from '../api/download-analysis-file';
import type { AnalysisProgress } from '../types';
import { DeliveryStatus } from './delivery-status';

const FILES: Array<{ kind: AnalysisFileKind; label: string }> = [
  { kind: 'pdf', label: 'Download PDF' },
  { kind: 'csv', label: 'Export CSV' },
  { kind: 'geojson', label: 'Export GeoJSON' },
];

/** The PDF button waits while the report is written, and offers a retry once the background drawing gave up. */
function buttonLabel(f: { kind: AnalysisFileKind; label: string }, progress: AnalysisProgress): string {
  if (f.kind !== 'pdf') return f.label;
  if (progress.report === 'pending') return 'Writing PDF…';
  return progress.report === 'failed' ? 'Try the PDF again' : f.label;
}

/**
 * The PDF report and the CSV / GeoJSON exports of a finished analysis, and the state of the report and e-mail
 * that follow the result; the PDF button waits while the report is being written.
 */
export function DownloadsBar({ id, progress }: { id: string; progress: AnalysisProgress }) {
  const download = useDownloadAnalysisFile(id);
  const writing = progress.report === 'pending';
  return (
    <div className="downloads-bar">
      {FILES.map((f) => (
        <button
          key={f.kind}
          type="button"
          className={f.kind === 'pdf' ? 'btn btn-primary' : 'btn btn-outline'}
          disabled={(download.isPending && download.variables === f.kind) || (f.kind === 'pdf' && writing)}
          onClick={() =>
            download.mutate(f.kind, {
              onError: (error) => toast.error(`${f.label} failed`, { description: error.message }),
            })
          }
        >
          {download.isPending && download.variables === f.kind ? 'Preparing…' : buttonLabel(f, progress)}
        </button>
      ))}
      <DeliveryStatus progress={progress} />
    </div>
  );
}
