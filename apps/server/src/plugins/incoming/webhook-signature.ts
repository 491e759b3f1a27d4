import { createHmac, timingSafeEqual } from 'node:crypto';

/** Header carrying `sha256=<hex HMAC-SHA256 of the raw request body>`, as GitHub-style webhooks do. */
export const SIGNATURE_HEADER = 'x-sitescout-signature';
const PREFIX = 'sha256=';

/** The header value a sender puts on `body`: `sha256=` and the hex HMAC-SHA256 under the shared secret. */
export function signWebhookBody(secret: string, body: Buffer | string): string {
  return PREFIX + createHmac('sha256', secret).update(body).digest('hex');
}

/**
 * Checks a signature header against the exact bytes received, in constant time. A missing, malformed or
 * repeated header is simply not valid.
 */
export function isValidWebhookSignature(secret: string, body: Buffer, header: string | string[] | undefined): boolean {
  if (typeof header !== 'string' || !header.startsWith(PREFIX)) return false;
  const hex = header.slice(PREFIX.length).trim();
  if (!/^[0-9a-f]{64}$/i.test(hex)) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(hex, 'hex'));
}
