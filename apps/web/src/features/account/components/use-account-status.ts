import { useCallback, useEffect, useState } from 'react';
import { type AccountStatus, type GetAccessToken, getAccountStatus } from '../api/account-api';

/** The signed-in account's pending e-mail change and deletion; `reload` fetches them again. */
export function useAccountStatus(getAccessToken: GetAccessToken) {
  const [status, setStatus] = useState<AccountStatus | null>(null);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the reload trigger
  useEffect(() => {
    let live = true;
    (async () => {
      const token = await getAccessToken();
      if (!token) return;
      try {
        const next = await getAccountStatus(token);
        if (live) setStatus(next);
      } catch {
        // The sections still work without it; the next action reloads.
      }
    })();
    return () => {
      live = false;
    };
  }, [getAccessToken, version]);
  return { status, reload };
}
