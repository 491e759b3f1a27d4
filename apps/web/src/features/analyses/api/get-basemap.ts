import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { toApiError } from '../lib/api-error';
import type { Basemap } from '../types';

/** Outlines and points of our own data inside a box [west, south, east, north], plus outside tiles if configured. */
export async function getBasemap(bbox: readonly number[], signal?: AbortSignal): Promise<Basemap> {
  const { data, error, response } = await api.GET('/api/basemap', {
    params: { query: { bbox: bbox.map((n) => n.toFixed(4)).join(',') } },
    signal,
  });
  if (!data) throw toApiError(response.status, error);
  return data;
}

export const basemapQueryOptions = (bbox: readonly number[] | null) =>
  queryOptions({
    queryKey: ['basemap', bbox?.map((n) => n.toFixed(4)).join(',')],
    queryFn: ({ signal }) => getBasemap(bbox ?? [], signal),
    enabled: bbox !== null,
    staleTime: 10 * 60_000,
  });

export function useBasemap(bbox: readonly number[] | null) {
  return useQuery(basemapQueryOptions(bbox));
}
