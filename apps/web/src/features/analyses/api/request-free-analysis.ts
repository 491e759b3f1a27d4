import { useMutation } from '@tanstack/react-query';
import { toApiError } from '@/lib/api/api-error';
import { api } from '@/lib/api/client';
import type { paths } from '@/lib/api/schema';

export type FreeAnalysisBody = NonNullable<
  paths['/api/analyses/free']['post']['requestBody']
>['content']['application/json'];

/** Asks for the free first analysis (no sign-in); the server e-mails a link that starts it. Answers its message. */
export async function requestFreeAnalysis(body: FreeAnalysisBody): Promise<string> {
  const { data, error, response } = await api.POST('/api/analyses/free', { body });
  if (!data) throw toApiError(response.status, error);
  return data.message;
}

export function useRequestFreeAnalysis() {
  return useMutation({ mutationFn: requestFreeAnalysis });
}
