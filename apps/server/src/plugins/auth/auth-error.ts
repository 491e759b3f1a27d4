/**
 * An error in GoTrue's wire format, which `@supabase/auth-js` turns into its typed errors:
 * `{code: <HTTP status>, error_code, msg}` plus optional extra fields (e.g. `weak_password.reasons`).
 */
export class AuthError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Sent as the `Retry-After` header (seconds) with a 429. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AuthError';
  }

  /** The JSON body sent to clients. */
  toBody(): Record<string, unknown> {
    return { code: this.statusCode, error_code: this.errorCode, msg: this.message, ...this.extra };
  }
}

/** The message auth-js itself uses when neither identifier or no password is given. */
export const MISSING_CREDENTIALS_MESSAGE = 'You must provide either an email or phone number and a password';

export const authErrors = {
  missingCredentials: () => new AuthError(400, 'validation_failed', MISSING_CREDENTIALS_MESSAGE),
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => new AuthError(400, 'email_not_confirmed', 'Email not confirmed'),
  phoneNotConfirmed: () => new AuthError(400, 'phone_not_confirmed', 'Phone not confirmed'),
  noAuthorization: () => new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  jwtExpired: () => new AuthError(401, 'invalid_jwt', 'JWT has expired'),
  invalidJwt: () => new AuthError(401, 'invalid_jwt', 'invalid JWT: unable to parse or verify signature'),
  /** auth-js maps this code to `AuthSessionMissingError` ('Auth session missing!', 400) and drops its session. */
  sessionNotFound: () => new AuthError(401, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  refreshTokenNotFound: () =>
    new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenReused: () => new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  tooManyAttempts: (retryAfterSeconds: number) =>
    new AuthError(
      429,
      'over_request_rate_limit',
      `Too many attempts. Try again in ${retryAfterSeconds} seconds.`,
      {},
      retryAfterSeconds,
    ),
  userAlreadyExists: () => new AuthError(422, 'user_already_exists', 'User already registered'),
  validation: (message: string) => new AuthError(400, 'validation_failed', message),
  otpExpired: () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid'),
};
