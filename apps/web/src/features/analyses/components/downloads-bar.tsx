import { toast } from 'sonner';
import { type AnalysisFileKind, useDownloadAnalysisFile } from '../api/download-analysis-file';

const FILES: Array<{ kind: AnalysisFileKind; label: string }> = [
  { kind: 'pdf', label: 'Download PDF' },
  { kind: 'csv', label: 'Export CSV' },
  { kind: 'geojson', label: 'Export GeoJSON' },
];

/** The PDF report and the CSV / GeoJSON exports of a finished analysis. */
export function DownloadsBar({ id }: { id: string }) {
  const download = useDownloadAnalysisFile(id);
  return (
    <div className="downloads-bar">
      {FILES.map((f) => (
        <button
          key={f.kind}
          type="button"
          className={f.kind === 'pdf' ? 'btn btn-primary' : 'btn btn-outline'}
          disabled={download.isPending && download.variables === f.kind}
          onClick={() =>
            download.mutate(f.kind, {
              onError: (error) => toast.error(`${f.label} failed`, { description: error.message }),
            })
          }
        >
          {download.isPending && download.variables === f.kind ? 'Preparing…' : f.label}
        </button>
      ))}
    </div>
  );
}
