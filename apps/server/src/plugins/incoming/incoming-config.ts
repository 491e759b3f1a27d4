import { ConfigError } from '../../config/config-error.js';
import { type Env, oneOf, optionalString } from '../../config/env-parsers.js';

/** Shortest WEBHOOK_SECRET accepted: an HMAC key needs about as much entropy as its output (RFC 2104 §3). */
const MIN_SECRET_LENGTH = 32;

/** Incoming analyses: the webhook's shared secret and who may send analyses by `postMessage`. */
export interface IncomingConfig {
  /** HMAC-SHA256 key the webhook sender signs bodies with; the webhook answers 503 while unset. Never logged. */
  webhookSecret: string | undefined;
  /** Origins (scheme://host[:port]) whose `postMessage` analyses the browser accepts; none when empty. */
  allowedOrigins: string[];
  /**
   * Whether the deprecated untimed signature `sha256=<hex>` is still accepted: only with
   * WEBHOOK_LEGACY_SIGNATURES=accept (default `refuse`: a captured request would stay valid forever), and never
   * after the sunset date in webhook-signature.ts, whatever the setting.
   */
  acceptLegacySignatures: boolean;
}

/** Reads WEBHOOK_SECRET, WEBHOOK_LEGACY_SIGNATURES and INCOMING_ALLOWED_ORIGINS (comma-separated origins). */
export function loadIncomingConfig(env: Env): IncomingConfig {
  const webhookSecret = optionalString(env, 'WEBHOOK_SECRET');
  if (webhookSecret !== undefined && webhookSecret.length < MIN_SECRET_LENGTH) {
    throw new ConfigError('WEBHOOK_SECRET', `must be at least ${MIN_SECRET_LENGTH} characters long`);
  }
  return {
    webhookSecret,
    allowedOrigins: parseOrigins(optionalString(env, 'INCOMING_ALLOWED_ORIGINS')),
    acceptLegacySignatures: oneOf(env, 'WEBHOOK_LEGACY_SIGNATURES', ['accept', 'refuse'], 'refuse') === 'accept',
  };
}

function parseOrigins(value: string | undefined): string[] {
  if (value === undefined) return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let parsed: URL;
      try {
        parsed = new URL(entry);
      } catch {
        throw new ConfigError('INCOMING_ALLOWED_ORIGINS', `"${entry}" is not an origin like https://example.com`);
      }
      // A path or wildcard would suggest a finer match than the browser's origin check can make.
      if (!['http:', 'https:'].includes(parsed.protocol) || parsed.origin !== entry.replace(/\/$/, '')) {
        throw new ConfigError('INCOMING_ALLOWED_ORIGINS', `"${entry}" is not an origin like https://example.com`);
      }
      return parsed.origin;
    });
}
