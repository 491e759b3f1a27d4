import { useCallback, useEffect, useState } from 'react';
import { api } from '@/lib/api/client';
import type { paths } from '@/lib/api/schema';
import { bearer, type GetAccessToken } from './access-token';

export type CreditSummary = paths['/api/billing/credits']['get']['responses'][200]['content']['application/json'];

/** The signed-in account's balance and ledger history. */
export async function getCredits(accessToken: string): Promise<CreditSummary> {
  const { data, response } = await api.GET('/api/billing/credits', { headers: bearer(accessToken) });
  if (!response.ok || !data) throw new Error(`HTTP error! status: ${response.status}`);
  return data;
}

export type CreditsState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'error'; message: string }
  | { status: 'ready'; credits: CreditSummary };

/** Loads the credit summary once a token is available; `reload` (or a new `refreshKey`) fetches it again. */
export function useCredits(getAccessToken: GetAccessToken, refreshKey = ''): CreditsState & { reload: () => void } {
  const [state, setState] = useState<CreditsState>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version and refreshKey are the reload triggers
  useEffect(() => {
    let live = true;
    (async () => {
      const token = await getAccessToken();
      if (!token) return live && setState({ status: 'signed-out' });
      try {
        const credits = await getCredits(token);
        if (live) setState({ status: 'ready', credits });
      } catch (error) {
        if (live) setState({ status: 'error', message: (error as Error).message });
      }
    })();
    return () => {
      live = false;
    };
  }, [getAccessToken, version, refreshKey]);
  return { ...state, reload };
}
