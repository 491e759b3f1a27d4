import { useCallback, useEffect, useState } from 'react';
import { api } from '@/lib/api/client';
import type { paths } from '@/lib/api/schema';
import { bearer, type GetAccessToken } from './access-token';

export type ReceivedAnalysisSummary =
  paths['/api/incoming-analyses']['get']['responses'][200]['content']['application/json']['items'][number];

/** The signed-in account's received analyses, newest first. */
export async function getReceivedAnalyses(accessToken: string): Promise<ReceivedAnalysisSummary[]> {
  const { data, response } = await api.GET('/api/incoming-analyses', { headers: bearer(accessToken) });
  if (!response.ok || !data) throw new Error(`HTTP error! status: ${response.status}`);
  return data.items;
}

export type ReceivedListState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; items: ReceivedAnalysisSummary[] };

/** Loads the list once a token is available; `reload` fetches it again (after a new analysis arrived). */
export function useReceivedAnalyses(getAccessToken: GetAccessToken): ReceivedListState & { reload: () => void } {
  const [state, setState] = useState<ReceivedListState>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the reload trigger
  useEffect(() => {
    let live = true;
    (async () => {
      try {
        const token = await getAccessToken();
        if (!token) throw new Error('not signed in');
        const items = await getReceivedAnalyses(token);
        if (live) setState({ status: 'ready', items });
      } catch (error) {
        if (live) setState({ status: 'error', message: (error as Error).message });
      }
    })();
    return () => {
      live = false;
    };
  }, [getAccessToken, version]);
  return { ...state, reload };
}
