import { useQuery } from '@tanstack/react-query';
import { toApiError } from '@/lib/api/api-error';
import { api } from '@/lib/api/client';
import type { Basemap } from '../types';

/** Largest box the basemap answers (the server's MAX_SPAN_DEGREES); a wider search is drawn without it. */
const MAX_SPAN = 3;

/** Our own outlines (community areas, counties…) under the shaded ZIP areas, when the box is small enough. */
export function useFinderBasemap(bbox: readonly number[] | null) {
  const key = bbox?.map((n) => n.toFixed(3)).join(',');
  const usable =
    bbox !== null && (bbox[2] ?? 0) - (bbox[0] ?? 0) <= MAX_SPAN && (bbox[3] ?? 0) - (bbox[1] ?? 0) <= MAX_SPAN;
  return useQuery({
    queryKey: ['finder-basemap', key],
    enabled: usable,
    staleTime: 10 * 60_000,
    queryFn: async ({ signal }): Promise<Basemap> => {
      const { data, error, response } = await api.GET('/api/basemap', {
        params: { query: { bbox: key ?? '' } },
        signal,
      });
      if (!data) throw toApiError(response.status, error);
      return data;
    },
  });
}
