import { api } from '@/lib/api/client';

/** Tells the server which path a visitor could not find (stored in client_events); failures are ignored. */
export async function reportNotFound(path: string): Promise<void> {
  try {
    await api.POST('/api/client-events', {
      body: { kind: 'not_found', path, ...(document.referrer ? { referrer: document.referrer.slice(0, 2048) } : {}) },
    });
  } catch {
    // Logging must never break the page.
  }
}
