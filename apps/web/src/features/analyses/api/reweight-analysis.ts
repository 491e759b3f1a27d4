import type { PriorityShifts } from '@sitescout/engine/rescore';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bearer, toApiError } from '@/lib/api/api-error';
import { api } from '@/lib/api/client';
import { useAnalysesSession } from '../components/analyses-session';
import type { AnalysisDetail } from '../types';

/** Keeps new priorities as a new version of a finished analysis: re-scored from its stored parts, no credit. */
export async function reweightAnalysis(
  token: string | null,
  id: string,
  priorities: PriorityShifts,
): Promise<AnalysisDetail> {
  const { data, error, response } = await api.POST('/api/analyses/{id}/reweight', {
    headers: bearer(token),
    params: { path: { id } },
    body: { priorities },
  });
  if (!data) throw toApiError(response.status, error);
  return data as AnalysisDetail;
}

export function useReweightAnalysis(id: string) {
  const { getAccessToken } = useAnalysesSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (priorities: PriorityShifts) => reweightAnalysis(await getAccessToken(), id, priorities),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['analyses'] }),
  });
}
