import { queryOptions, useQuery } from '@tanstack/react-query';
import { toApiError } from '@/lib/api/api-error';
import { api } from '@/lib/api/client';
import type { Basemap } from '../types';

/**
 * Streets, outlines and points of our own data inside a box [west, south, east, north], plus outside tiles if
 * configured; zoning districts only when `zoning` (they are heavy, and shown only once switched on).
 */
export async function getBasemap(bbox: readonly number[], signal?: AbortSignal, zoning = false): Promise<Basemap> {
  const { data, error, response } = await api.GET('/api/basemap', {
    params: { query: { bbox: bbox.map((n) => n.toFixed(4)).join(','), ...(zoning ? { zoning: true } : {}) } },
    signal,
  });
  if (!data) throw toApiError(response.status, error);
  return data;
}

export const basemapQueryOptions = (bbox: readonly number[] | null, zoning = false) =>
  queryOptions({
    queryKey: ['basemap', bbox?.map((n) => n.toFixed(4)).join(','), zoning],
    queryFn: ({ signal }) => getBasemap(bbox ?? [], signal, zoning),
    enabled: bbox !== null,
    staleTime: 10 * 60_000,
  });

export function useBasemap(bbox: readonly number[] | null, zoning = false) {
  return useQuery(basemapQueryOptions(bbox, zoning));
}
