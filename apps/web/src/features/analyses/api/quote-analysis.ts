import { useQuery } from '@tanstack/react-query';
import { bearer, toApiError } from '@/lib/api/api-error';
import { api } from '@/lib/api/client';
import type { paths } from '@/lib/api/schema';
import { useAnalysesSession } from '../components/analyses-session';
import type { CreateAnalysisBody } from '../types';

export type AnalysisQuote = paths['/api/analyses/quote']['post']['responses'][200]['content']['application/json'];

/** What starting `body` would spend and what each site's report would hold; the server spends nothing. */
export async function quoteAnalysis(token: string | null, body: CreateAnalysisBody): Promise<AnalysisQuote> {
  const { data, error, response } = await api.POST('/api/analyses/quote', { headers: bearer(token), body });
  if (!data) throw toApiError(response.status, error);
  return data;
}

/** The quote for the form as filled in; off (null body) until a type is chosen and every address matched. */
export function useAnalysisQuote(body: CreateAnalysisBody | null) {
  const { getAccessToken, signedIn } = useAnalysesSession();
  return useQuery({
    queryKey: ['analyses', 'quote', body],
    queryFn: async () => quoteAnalysis(await getAccessToken(), body as CreateAnalysisBody),
    enabled: signedIn && body !== null,
    staleTime: 30_000,
  });
}
