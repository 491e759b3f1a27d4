import { useEffect, useState } from 'react';
import { api } from '@/lib/api/client';
import type { paths } from '@/lib/api/schema';
import { bearer, type GetAccessToken } from './access-token';

export type ReceivedAnalysis =
  paths['/api/incoming-analyses/{id}']['get']['responses'][200]['content']['application/json'];

/** One received analysis with its HTML, already sanitised by the server. */
export async function getReceivedAnalysis(accessToken: string, id: string): Promise<ReceivedAnalysis> {
  const { data, response } = await api.GET('/api/incoming-analyses/{id}', {
    headers: bearer(accessToken),
    params: { path: { id } },
  });
  if (!response.ok || !data) throw new Error(`HTTP error! status: ${response.status}`);
  return data;
}

export type ReceivedAnalysisState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; analysis: ReceivedAnalysis };

/** Loads the analysis with this id (nothing while id is null). */
export function useReceivedAnalysis(getAccessToken: GetAccessToken, id: string | null): ReceivedAnalysisState {
  const [state, setState] = useState<ReceivedAnalysisState>({ status: 'idle' });
  useEffect(() => {
    if (!id) {
      setState({ status: 'idle' });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    (async () => {
      try {
        const token = await getAccessToken();
        if (!token) throw new Error('not signed in');
        const analysis = await getReceivedAnalysis(token, id);
        if (live) setState({ status: 'ready', analysis });
      } catch (error) {
        if (live) setState({ status: 'error', message: (error as Error).message });
      }
    })();
    return () => {
      live = false;
    };
  }, [getAccessToken, id]);
  return state;
}
