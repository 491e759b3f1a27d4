/** Identifies SiteScout to public services (Nominatim's usage policy requires a real User-Agent). */
export const USER_AGENT = 'SiteScout/0.1 (location analysis; https://github.com/sitescout)';

export interface FetchOptions {
  timeoutMs?: number;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
}

/** Error from a public service: status and a short body excerpt for the logs. */
/** A request that got no answer at all (status 0), with the system's reason (ENOTFOUND, ECONNREFUSED, TIMEOUT…). */
export function noAnswer(url: string, error: unknown, timedOut: boolean): UpstreamError {
  const message = error instanceof Error ? error.message : String(error);
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  const code = timedOut ? 'TIMEOUT' : typeof cause?.code === 'string' ? cause.code : null;
  return new UpstreamError(url, 0, code ? `${message} (${code})` : message, null, code);
}

export class UpstreamError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
    detail: string,
    /** What the service's `Retry-After` header asked for (429, 503), in milliseconds. */
    readonly retryAfterMs: number | null = null,
    /** Why no answer came at all (status 0): the system's code, e.g. ENOTFOUND, ECONNREFUSED, or "TIMEOUT". */
    readonly networkCode: string | null = null,
  ) {
    super(`${new URL(url).host} answered ${status}: ${detail.slice(0, 200)}`);
    this.name = 'UpstreamError';
  }
}

/** `Retry-After` as milliseconds: delay-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** GET/POST returning the response text; throws {@link UpstreamError} on non-2xx or timeout. */
export async function fetchText(url: string, options: FetchOptions = {}): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 15_000);
  try {
    const response = await fetch(url, {
      method: options.method ?? 'GET',
      body: options.body,
      headers: { 'user-agent': USER_AGENT, accept: 'application/json', ...options.headers },
      signal: controller.signal,
    });
    const text = await response.text();
    if (!response.ok)
      throw new UpstreamError(url, response.status, text, parseRetryAfter(response.headers.get('retry-after')));
    return text;
  } catch (error) {
    if (error instanceof UpstreamError) throw error;
    throw noAnswer(url, error, controller.signal.aborted);
  } finally {
    clearTimeout(timer);
  }
}
