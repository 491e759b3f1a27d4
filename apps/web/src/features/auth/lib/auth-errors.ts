import type { AuthError, AuthWeakPasswordError } from '@supabase/auth-js';

// Same checks as auth-js's own isAuthError / isAuthWeakPasswordError (it marks its errors with
// `__isAuthError`), written here so that importing them does not pull auth-js into every page's bundle.
function isAuthError(error: unknown): error is AuthError {
  return typeof error === 'object' && error !== null && '__isAuthError' in error;
}

function isAuthWeakPasswordError(error: unknown): error is AuthWeakPasswordError {
  return isAuthError(error) && error.name === 'AuthWeakPasswordError';
}

export type AuthField = 'email' | 'phone' | 'password' | 'current_password' | 'code' | 'name';

/** An auth failure as the forms show it: the message, and the field it is about when there is one. */
export interface FormProblem {
  message: string;
  field?: AuthField;
}

const REASON_TEXT: Record<string, string> = {
  length: 'it is shorter than 8 characters',
  weak: 'it is too easy to guess',
  characters: 'it needs more kinds of characters',
  pwned: 'it has appeared in a data breach',
};

/** Turns what auth-js returned into words for the form, naming the field to fix. */
export function describeAuthError(error: unknown): FormProblem {
  if (isAuthWeakPasswordError(error)) {
    const reasons = error.reasons.map((r) => REASON_TEXT[r] ?? r).join(' and ');
    return { field: 'password', message: `Choose a stronger password: ${reasons}. ${error.message}`.trim() };
  }
  if (!isAuthError(error)) return { message: 'Something went wrong. Please try again.' };
  switch (error.code) {
    case 'invalid_credentials':
      return { message: 'Invalid login credentials. Check your details and password.' };
    case 'email_not_confirmed':
      return { field: 'email', message: 'Please confirm your e-mail address first: follow the link we sent you.' };
    case 'phone_not_confirmed':
      return { field: 'phone', message: 'Please confirm your phone number with the code we texted you.' };
    case 'reauthentication_needed':
      return { field: 'current_password', message: 'Enter your current password to choose a new one.' };
    case 'over_request_rate_limit':
      return { message: error.message };
    case 'otp_expired':
      return { field: 'code', message: 'That code is wrong or has expired. Request a new one if needed.' };
    default:
      break;
  }
  if (/email/i.test(error.message) && error.status === 400) return { field: 'email', message: error.message };
  if (/phone/i.test(error.message) && error.status === 400) return { field: 'phone', message: error.message };
  if (error.status === 0 || (error.status ?? 0) >= 500) {
    return { message: 'We could not reach the server. Check your connection and try again.' };
  }
  return { message: error.message };
}
