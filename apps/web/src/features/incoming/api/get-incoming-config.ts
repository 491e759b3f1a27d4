import { api } from '@/lib/api/client';

/** Origins whose `postMessage` analyses this site accepts (server config INCOMING_ALLOWED_ORIGINS). */
export async function getAllowedOrigins(): Promise<string[]> {
  const { data, response } = await api.GET('/api/incoming/config');
  if (!response.ok || !data) throw new Error(`HTTP error! status: ${response.status}`);
  return data.allowedOrigins;
}
