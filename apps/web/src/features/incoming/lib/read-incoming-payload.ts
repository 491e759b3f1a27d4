/** What a link or a message handed us: an analysis, one missing a field (ignored), or nothing for us. */
export type IncomingRead =
  | { kind: 'analysis'; email: string; html: string }
  | { kind: 'incomplete'; missing: 'email' | 'html' }
  | { kind: 'none' };

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function fromFields(email: unknown, html: unknown): IncomingRead {
  const e = text(email);
  const h = text(html);
  if (e && h) return { kind: 'analysis', email: e.trim(), html: h };
  return { kind: 'incomplete', missing: e ? 'html' : 'email' };
}

/** Reads `?analysis=<html>&email=<address>`; neither present means the URL carries nothing for us. */
export function readUrlPayload(search: string): IncomingRead {
  const params = new URLSearchParams(search);
  if (!params.has('analysis') && !params.has('email')) return { kind: 'none' };
  return fromFields(params.get('email'), params.get('analysis'));
}

/**
 * Reads a `postMessage` payload: `{email, html}`, an array of them (senders may wrap one report in an array: the
 * first item is used), or the same as
 * a JSON string. Messages without either field belong to someone else (dev tools, widgets) and are not ours.
 * Throws when a string is not JSON.
 */
export function readMessagePayload(data: unknown): IncomingRead {
  const parsed: unknown = typeof data === 'string' ? JSON.parse(data) : data;
  const item: unknown = Array.isArray(parsed) ? parsed[0] : parsed;
  if (typeof item !== 'object' || item === null) return { kind: 'none' };
  const { email, html } = item as { email?: unknown; html?: unknown };
  if (email === undefined && html === undefined) return { kind: 'none' };
  return fromFields(email, html);
}

/** The URL's query string without the analysis parameters, so a reload does not deliver it again. */
export function withoutPayloadParams(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('analysis');
  params.delete('email');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
