import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bearer, toApiError } from '@/lib/api/api-error';
import { api } from '@/lib/api/client';
import { useAnalysesSession } from '../components/analyses-session';
import type { AnalysisDetail, CreateAnalysisBody } from '../types';

/** Spends a credit and queues the analysis (one transaction on the server); answers the new analysis. */
export async function createAnalysis(token: string | null, body: CreateAnalysisBody): Promise<AnalysisDetail> {
  const { data, error, response } = await api.POST('/api/analyses', { headers: bearer(token), body });
  if (!data) throw toApiError(response.status, error);
  return data as AnalysisDetail;
}

export function useCreateAnalysis() {
  const { getAccessToken } = useAnalysesSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateAnalysisBody) => createAnalysis(await getAccessToken(), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['analyses'] }),
  });
}
