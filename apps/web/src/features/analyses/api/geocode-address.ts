import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { toApiError } from '@/lib/api/api-error';
import { api } from '@/lib/api/client';
import type { GeocodeAnswer } from '../types';

/** One address, ZIP, "City, ST" or "lat, lon" → a point with its precision (`GET /api/geocode`). */
export async function geocodeAddress(q: string, signal?: AbortSignal): Promise<GeocodeAnswer> {
  const { data, error, response } = await api.GET('/api/geocode', { params: { query: { q } }, signal });
  if (!data) throw toApiError(response.status, error);
  return data;
}

export const geocodeQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['geocode', q],
    queryFn: ({ signal }) => geocodeAddress(q, signal),
    enabled: q.trim().length >= 3,
    staleTime: 60 * 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });

/** Geocodes `q` (already debounced by the caller) and keeps the last answer while the next one loads. */
export function useGeocode(q: string) {
  return useQuery(geocodeQueryOptions(q));
}
