import { api } from '@/lib/api/client';
import { bearer } from './access-token';

/** Opens a Complete Report checkout ($75) and answers the URL to pay at. Throws on any failure. */
export async function createCompleteReportPayment(accessToken: string): Promise<string> {
  const { data, response } = await api.POST('/functions/v1/create-complete-report-payment', {
    headers: bearer(accessToken),
  });
  if (!response.ok || !data?.url) throw new Error(`HTTP error! status: ${response.status}`);
  return data.url;
}
