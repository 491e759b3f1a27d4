import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { useAnalysesSession } from '../components/analyses-session';
import { bearer, toApiError } from '../lib/api-error';
import type { AnalysisDetail, Priorities } from '../types';

/** Runs the same sites again with new priorities, as a new analysis (it spends a credit like the first). */
export async function rerunAnalysis(token: string | null, id: string, priorities: Priorities): Promise<AnalysisDetail> {
  const { data, error, response } = await api.POST('/api/analyses/{id}/rerun', {
    headers: bearer(token),
    params: { path: { id } },
    body: { priorities },
  });
  if (!data) throw toApiError(response.status, error);
  return data as AnalysisDetail;
}

export function useRerunAnalysis(id: string) {
  const { getAccessToken } = useAnalysesSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (priorities: Priorities) => rerunAnalysis(await getAccessToken(), id, priorities),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['analyses'] }),
  });
}
