import { authErrors } from './auth-error.js';

// Deliberately loose (one @, a dot in the domain): the confirmation e-mail is the real check.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Lower-cases and checks an e-mail address; GoTrue's message when it is not one. */
export function normalizeEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) {
    throw authErrors.validation('Unable to validate email address: invalid format');
  }
  return email;
}

/**
 * Reduces a phone number to E.164 digits without the plus, as GoTrue stores it
 * ("+1 (555) 010-2030" → "15550102030"). A number needs a country code: 8 to 15 digits.
 */
export function normalizePhone(raw: string): string {
  const digits = raw
    .trim()
    .replace(/[\s().-]/g, '')
    .replace(/^\+/, '');
  if (!/^[1-9]\d{7,14}$/.test(digits)) {
    throw authErrors.validation('Invalid phone number format (E.164 required)');
  }
  return digits;
}

/** Non-empty string or undefined: auth-js sends empty strings for unused fields. */
export function present(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
