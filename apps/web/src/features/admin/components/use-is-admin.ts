import { useEffect, useState } from 'react';
import { type GetAccessToken, isAdmin } from '../api/admin-api';

/** Whether the signed-in account is an administrator; false until known, and for everyone else. */
export function useIsAdmin(getAccessToken: GetAccessToken, signedIn: boolean): boolean {
  const [admin, setAdmin] = useState(false);
  useEffect(() => {
    let live = true;
    if (!signedIn) {
      setAdmin(false);
      return;
    }
    (async () => {
      const token = await getAccessToken();
      const answer = token ? await isAdmin(token).catch(() => false) : false;
      if (live) setAdmin(answer);
    })();
    return () => {
      live = false;
    };
  }, [getAccessToken, signedIn]);
  return admin;
}
