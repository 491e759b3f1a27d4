import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';

/** A random, URL-safe secret with 256 bits of entropy (refresh tokens, e-mailed link tokens). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A numeric one-time code for SMS, uniformly random. */
export function randomCode(digits = 6): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

/**
 * How secrets are stored: SHA-256 hex. Lookups go by hash, so the database never compares or holds the secret
 * itself and a stolen table cannot be replayed. (High-entropy tokens need no salt or slow hash.)
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * How short codes are stored: an HMAC under the server key, bound to the account. A 6-digit code has too
 * little entropy for a plain hash, which anyone holding the table could reverse by trying all million codes.
 */
export function hashCode(key: Uint8Array, userId: string, code: string): string {
  return createHmac('sha256', key).update(`${userId}:${code}`).digest('hex');
}
