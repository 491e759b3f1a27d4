import { api } from '@/lib/api/client';
import { bearer } from './access-token';

/** Quantities extra analyses are sold in (the server refuses any other: billing `ANALYSIS_QUANTITIES`). */
export const ANALYSIS_QUANTITIES = [1, 2, 3, 4, 5, 10, 15, 20] as const;
export const ANALYSIS_PRICE_CENTS = 999;

/** Displayed price: quantity × $9.99 with two decimals, computed in cents so 3 × 9.99 is 29.97. */
export function analysesPrice(quantity: number): string {
  return ((quantity * ANALYSIS_PRICE_CENTS) / 100).toFixed(2);
}

/**
 * Opens a checkout for `quantity` extra analyses and answers the URL to pay at. As the spec says, a non-OK
 * status fails with 'HTTP error! status: {code}', and an answer without a URL is a failure too.
 */
export async function purchaseCredits(accessToken: string, quantity: number): Promise<string> {
  const { data, response } = await api.POST('/functions/v1/purchase-credits', {
    headers: bearer(accessToken),
    body: { packageId: 'additional-analyses', quantity },
  });
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  const answer = data as { url?: string; error?: string } | undefined;
  if (answer?.error) throw new Error(answer.error);
  if (!answer?.url) throw new Error('Failed to initiate purchase');
  return answer.url;
}
