import { queryOptions, useQuery } from '@tanstack/react-query';
import { bearer, toApiError } from '@/lib/api/api-error';
import { api } from '@/lib/api/client';
import { useAnalysesSession } from '../components/analyses-session';
import type { AnalysisDetail } from '../types';

/** One analysis with its sites, progress and — once done — every site's SiteAnalysis and the comparison. */
export async function getAnalysis(token: string | null, id: string): Promise<AnalysisDetail> {
  const { data, error, response } = await api.GET('/api/analyses/{id}', {
    headers: bearer(token),
    params: { path: { id } },
  });
  if (!data) throw toApiError(response.status, error);
  return data as AnalysisDetail;
}

export const analysisQueryOptions = (getAccessToken: () => Promise<string | null>, id: string) =>
  queryOptions({ queryKey: ['analyses', id], queryFn: async () => getAnalysis(await getAccessToken(), id) });

export function useAnalysis(id: string) {
  const { getAccessToken, signedIn } = useAnalysesSession();
  return useQuery({ ...analysisQueryOptions(getAccessToken, id), enabled: signedIn });
}
