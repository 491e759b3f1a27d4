import { useMutation } from '@tanstack/react-query';
import { bearer, toApiError } from '@/lib/api/api-error';
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
export async function downloadAnalysisFile(token: string | null, id: string, kind: AnalysisFileKind): Promise<void> {
  const response = await fetch(analysisFilePath(id, kind), { headers: bearer(token) });
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => null));
  const blob = await response.blob();
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? `sitescout-analysis-${id.slice(0, 8)}.${kind}`;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useDownloadAnalysisFile(id: string) {
  const { getAccessToken } = useAnalysesSession();
  return useMutation({
    mutationFn: async (kind: AnalysisFileKind) => downloadAnalysisFile(await getAccessToken(), id, kind),
  });
}
