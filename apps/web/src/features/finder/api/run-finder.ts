import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bearer, toApiError } from '@/lib/api/api-error';
import { api } from '@/lib/api/client';
import { useFinderSession } from '../components/finder-session';
import type { FinderBody, FinderResult } from '../types';

/** `POST /api/finder`: every ZIP area of the area ranked, with map shapes; counts one of today's free searches. */
export async function runFinder(token: string | null, body: FinderBody): Promise<FinderResult> {
  const { data, error, response } = await api.POST('/api/finder', { headers: bearer(token), body });
  if (!data) throw toApiError(response.status, error);
  return data;
}

export function useRunFinder() {
  const { getAccessToken } = useFinderSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: FinderBody) => runFinder(await getAccessToken(), body),
    onSuccess: (result) => queryClient.setQueryData(['finder-usage'], result.usage),
    onError: () => queryClient.invalidateQueries({ queryKey: ['finder-usage'] }),
  });
}
