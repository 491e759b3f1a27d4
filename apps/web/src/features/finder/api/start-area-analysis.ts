import { useMutation } from '@tanstack/react-query';
import { bearer, toApiError } from '@/lib/api/api-error';
import { api } from '@/lib/api/client';
import { useFinderSession } from '../components/finder-session';
import type { FinderPriorities, RankedArea } from '../types';

/**
 * A full analysis of an area's best point — the Census internal point the finder scored it at — through the usual
 * `POST /api/analyses` (one credit, like any analysis). Answers the new analysis's id.
 */
export async function startAreaAnalysis(
  token: string | null,
  businessType: string,
  area: RankedArea,
  priorities: FinderPriorities,
): Promise<string> {
  const { data, error, response } = await api.POST('/api/analyses', {
    headers: bearer(token),
    body: {
      businessType,
      sites: [{ lat: area.lat, lon: area.lon, label: `${area.name}, Census internal point` }],
      priorities,
    },
  });
  if (!data) throw toApiError(response.status, error);
  return data.id;
}

export function useStartAreaAnalysis() {
  const { getAccessToken } = useFinderSession();
  return useMutation({
    mutationFn: async (v: { businessType: string; area: RankedArea; priorities: FinderPriorities }) =>
      startAreaAnalysis(await getAccessToken(), v.businessType, v.area, v.priorities),
  });
}
