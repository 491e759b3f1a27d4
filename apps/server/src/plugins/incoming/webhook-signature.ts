import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Header carrying the signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` (as Stripe does), or
 * during the deprecation period the older `sha256=<hex HMAC-SHA256 of the raw body>` (no timestamp).
 */
export const SIGNATURE_HEADER = 'x-sitescout-signature';
/** How far a signature's timestamp may be from the server's clock, either way. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;
/**
 * The last day (UTC) the untimed `sha256=` form can be accepted, and only with `WEBHOOK_LEGACY_SIGNATURES=accept`;
 * from the next day it is refused whatever the setting.
 */
export const LEGACY_SIGNATURE_SUNSET = '2027-06-30';

/** Whether the untimed form may still be accepted at `now` (up to the end of the sunset day, UTC). */
export function legacySignaturesAllowed(setting: boolean, now: Date = new Date()): boolean {
  return setting && now.getTime() < Date.parse(`${LEGACY_SIGNATURE_SUNSET}T00:00:00Z`) + 24 * 60 * 60 * 1000;
}

const LEGACY_PREFIX = 'sha256=';
const HEX_SHA256 = /^[0-9a-f]{64}$/i;
const TIMED = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/i;

const hmac = (secret: string, ...parts: Array<Buffer | string>) => {
  const mac = createHmac('sha256', secret);
  for (const part of parts) mac.update(part);
  return mac.digest();
};

/** The header value a sender puts on `body` at `nowSeconds`: `t=<nowSeconds>,v1=<hex HMAC of "t.body">`. */
export function signWebhookBody(
  secret: string,
  body: Buffer | string,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): string {
  return `t=${nowSeconds},v1=${hmac(secret, `${nowSeconds}.`, body).toString('hex')}`;
}

/** The deprecated untimed form, `sha256=<hex HMAC of the body>` (a captured request stays valid forever). */
export function signWebhookBodyLegacy(secret: string, body: Buffer | string): string {
  return LEGACY_PREFIX + hmac(secret, body).toString('hex');
}

/** `valid` (timed form), `legacy` (valid untimed form: accept only while allowed), or why it was refused. */
export type SignatureCheck = 'valid' | 'legacy' | 'stale' | 'invalid';

/**
 * Checks a signature header against the exact bytes received, in constant time, before the body is parsed.
 * A missing, malformed or repeated header is `invalid`; a correct MAC whose timestamp is more than
 * {@link SIGNATURE_TOLERANCE_SECONDS} away from `nowSeconds` is `stale` (a replayed capture).
 */
export function checkWebhookSignature(
  secret: string,
  body: Buffer,
  header: string | string[] | undefined,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): SignatureCheck {
  if (typeof header !== 'string') return 'invalid';
  const value = header.trim();
  const timed = TIMED.exec(value);
  if (timed) {
    const [, t = '', hex = ''] = timed;
    if (!timingSafeEqual(hmac(secret, `${t}.`, body), Buffer.from(hex, 'hex'))) return 'invalid';
    return Math.abs(nowSeconds - Number(t)) <= SIGNATURE_TOLERANCE_SECONDS ? 'valid' : 'stale';
  }
  if (value.startsWith(LEGACY_PREFIX)) {
    const hex = value.slice(LEGACY_PREFIX.length);
    if (!HEX_SHA256.test(hex)) return 'invalid';
    return timingSafeEqual(hmac(secret, body), Buffer.from(hex, 'hex')) ? 'legacy' : 'invalid';
  }
  return 'invalid';
}
