import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api/download-file';
import { useAnalysesSession } from '../components/analyses-session';

export type AnalysisFileKind = 'pdf' | 'csv' | 'geojson';

/** Where each file is served (`GET /api/analyses/{id}/report.pdf`, `…/export.csv`, `…/export.geojson`). */
export function analysisFilePath(id: string, kind: AnalysisFileKind): string {
  const base = `/api/analyses/${encodeURIComponent(id)}`;
  return kind === 'pdf' ? `${base}/report.pdf` : `${base}/export.${kind}`;
}

/**
 * Fetches the PDF report or an export with the bearer token (a plain link cannot send it) and hands it to
 * the browser as a download named after the analysis.
 */
export function downloadAnalysisFile(token: string | null, id: string, kind: AnalysisFileKind): Promise<void> {
  return downloadFile(token, analysisFilePath(id, kind), `sitescout-analysis-${id.slice(0, 8)}.${kind}`);
}

export function useDownloadAnalysisFile(id: string) {
  const { getAccessToken } = useAnalysesSession();
  return useMutation({
    mutationFn: async (kind: AnalysisFileKind) => downloadAnalysisFile(await getAccessToken(), id, kind),
  });
}
