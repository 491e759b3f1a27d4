import { useQuery } from '@tanstack/react-query';
import { bearer, toApiError } from '@/lib/api/api-error';
import { api } from '@/lib/api/client';
import { useAnalysesSession } from '../components/analyses-session';

export interface Holdings {
  analysisCredits: number;
  completeReports: number;
  pro: boolean;
  /** Pro Monthly's analyses left this month and the month's allowance (null when not Pro). */
  proAllowance: { left: number; perMonth: number } | null;
}

/** What the account holds to pay for analyses (the balance part of `GET /api/billing/credits`). */
export async function getHoldings(token: string | null): Promise<Holdings> {
  const { data, error, response } = await api.GET('/api/billing/credits', { headers: bearer(token) });
  if (!data) throw toApiError(response.status, error);
  return {
    analysisCredits: data.balance,
    completeReports: data.completeReports,
    pro: data.pro,
    proAllowance: data.proAllowance && { left: data.proAllowance.left, perMonth: data.proAllowance.perMonth },
  };
}

export function useHoldings() {
  const { getAccessToken, signedIn } = useAnalysesSession();
  return useQuery({
    queryKey: ['analyses', 'holdings'],
    queryFn: async () => getHoldings(await getAccessToken()),
    enabled: signedIn,
  });
}
