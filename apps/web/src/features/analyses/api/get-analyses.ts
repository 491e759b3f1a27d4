import { queryOptions, useQuery } from '@tanstack/react-query';
import { bearer, toApiError } from '@/lib/api/api-error';
import { api } from '@/lib/api/client';
import { useAnalysesSession } from '../components/analyses-session';
import type { AnalysisSummary } from '../types';

/** The signed-in account's analyses, newest first. */
export async function getAnalyses(token: string | null): Promise<AnalysisSummary[]> {
  const { data, error, response } = await api.GET('/api/analyses', { headers: bearer(token) });
  if (!data) throw toApiError(response.status, error);
  return data.analyses;
}

export const analysesQueryOptions = (getAccessToken: () => Promise<string | null>) =>
  queryOptions({ queryKey: ['analyses'], queryFn: async () => getAnalyses(await getAccessToken()) });

export function useAnalyses() {
  const { getAccessToken, signedIn } = useAnalysesSession();
  return useQuery({ ...analysesQueryOptions(getAccessToken), enabled: signedIn });
}
