import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { bearer, toApiError } from '@/lib/api/api-error';
import { useAnalysesSession } from '../components/analyses-session';
import { readEventStream } from '../lib/read-event-stream';
import type { AnalysisProgress } from '../types';

/**
 * Follows `GET /api/analyses/{id}/events` (SSE `progress` events) until the job is done or failed; calls
 * `onProgress` for each, and `onReconnecting` when the server says it lost its database for a while.
 * Resolves when the stream ends; rejects on an HTTP error.
 */
export async function watchAnalysisProgress(
  token: string | null,
  id: string,
  onProgress: (progress: AnalysisProgress) => void,
  signal: AbortSignal,
  onReconnecting: () => void = () => {},
): Promise<void> {
  const response = await fetch(`/api/analyses/${encodeURIComponent(id)}/events`, {
    headers: { ...bearer(token), accept: 'text/event-stream' },
    signal,
  });
  if (!response.ok || !response.body) throw toApiError(response.status, await response.json().catch(() => null));
  await readEventStream(response.body, ({ event, data }) => {
    if (event === 'progress' || event === 'message') onProgress(JSON.parse(data) as AnalysisProgress);
    else if (event === 'reconnecting') onReconnecting();
  });
}

/**
 * Live progress of an analysis until it is settled: the moment the result is stored (`done`) the analysis query is
 * refetched so the dashboard appears, and the stream goes on with the PDF's and the e-mail's states ("PDF ready",
 * "e-mailed"). Reconnects (after a pause) if the stream drops before the end; `reconnecting` is true from a lost
 * stream or the server's `reconnecting` event until progress arrives again.
 */
export function useAnalysisProgress(id: string, initial: AnalysisProgress | undefined) {
  const { getAccessToken } = useAnalysesSession();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<AnalysisProgress | undefined>(initial);
  const [reconnecting, setReconnecting] = useState(false);
  const finished = initial?.settled === true;
  // Whether the dashboard is already showing the result (read when a stream starts; not a reason to restart one).
  const resultShown = useRef(false);
  resultShown.current = initial?.done === true;

  useEffect(() => {
    if (finished) return;
    const controller = new AbortController();
    let last: AnalysisProgress | undefined;
    let shown = resultShown.current;
    const follow = async () => {
      while (!controller.signal.aborted) {
        try {
          await watchAnalysisProgress(
            await getAccessToken(),
            id,
            (p) => {
              last = p;
              setProgress(p);
              setReconnecting(false);
              if (p.done && !shown) {
                shown = true; // the result is stored: show the dashboard now, not when the PDF is ready
                void queryClient.invalidateQueries({ queryKey: ['analyses', id] });
              }
            },
            controller.signal,
            () => setReconnecting(true),
          );
        } catch {
          if (controller.signal.aborted) return;
        }
        if (!last?.settled) setReconnecting(true);
        if (last?.settled) {
          await queryClient.invalidateQueries({ queryKey: ['analyses'] });
          return;
        }
        await new Promise((r) => setTimeout(r, 1500));
      }
    };
    void follow();
    return () => controller.abort();
  }, [finished, id, getAccessToken, queryClient]);

  return { progress: progress ?? initial, reconnecting };
}
