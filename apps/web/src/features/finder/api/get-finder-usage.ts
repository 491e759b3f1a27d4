import { useQuery } from '@tanstack/react-query';
import { bearer, toApiError } from '@/lib/api/api-error';
import { api } from '@/lib/api/client';
import { useFinderSession } from '../components/finder-session';
import type { FinderUsage } from '../types';

/** How many of today's free finder searches the account has used (`GET /api/finder/usage`). */
export async function getFinderUsage(token: string | null): Promise<FinderUsage> {
  const { data, error, response } = await api.GET('/api/finder/usage', { headers: bearer(token) });
  if (!data) throw toApiError(response.status, error);
  return data;
}

export function useFinderUsage() {
  const { getAccessToken, signedIn } = useFinderSession();
  return useQuery({
    queryKey: ['finder-usage'],
    queryFn: async () => getFinderUsage(await getAccessToken()),
    enabled: signedIn,
  });
}
