import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { toApiError } from '@/lib/api/api-error';
import { api } from '@/lib/api/client';
import type { AddressSuggestion } from '../types';

/** Suggestions for a partly typed address (`GET /api/geocode/suggest`): offline, a few milliseconds. */
export async function suggestAddresses(q: string, signal?: AbortSignal): Promise<AddressSuggestion[]> {
  const { data, error, response } = await api.GET('/api/geocode/suggest', { params: { query: { q } }, signal });
  if (!data) throw toApiError(response.status, error);
  return data.suggestions;
}

export const suggestQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['geocode-suggest', q],
    queryFn: ({ signal }) => suggestAddresses(q, signal),
    enabled: q.trim().length >= 2,
    staleTime: 60 * 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });

/** Suggestions for `q` (debounced by the caller); the previous list stays while the next loads. */
export function useAddressSuggestions(q: string) {
  return useQuery(suggestQueryOptions(q));
}
