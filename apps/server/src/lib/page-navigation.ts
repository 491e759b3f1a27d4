import type { FastifyRequest } from 'fastify';

/**
 * True when the browser is loading a page (a link followed, an address typed), not a script fetching data:
 * `Sec-Fetch-Mode: navigate`, or, from a client that does not send it, a GET asking for HTML.
 */
export function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const mode = request.headers['sec-fetch-mode'];
  if (mode !== undefined) return mode === 'navigate';
  return String(request.headers.accept ?? '').includes('text/html');
}

/** The machine code of an error body: ours `{code}` or GoTrue's `{error_code}`. */
export function errorCodeOf(payload: unknown): string | null {
  if (typeof payload !== 'string') return null;
  try {
    const body = JSON.parse(payload) as { code?: unknown; error_code?: unknown };
    const code = body.code ?? body.error_code;
    return typeof code === 'string' && /^[a-z_]{1,60}$/.test(code) ? code : null;
  } catch {
    return null;
  }
}
