import { api } from '@/lib/api/client';
import { bearer } from './access-token';

/** Cancels Pro Monthly at the end of this month; answers when Pro ends. */
export async function cancelPro(accessToken: string): Promise<{ endsAt: string }> {
  const { data, response } = await api.POST('/api/billing/pro/cancel', { headers: bearer(accessToken) });
  if (!response.ok || !data) throw new Error(`HTTP error! status: ${response.status}`);
  return data;
}

/** Takes a cancellation back before Pro ended. */
export async function resumePro(accessToken: string): Promise<void> {
  const { response } = await api.POST('/api/billing/pro/resume', { headers: bearer(accessToken) });
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
}
