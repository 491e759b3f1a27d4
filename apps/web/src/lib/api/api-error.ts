/** An API failure as the user should read it: the server's `{code, message, field}` when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  field?: unknown;
  msg?: unknown;
  error_code?: unknown;
}

/** Turns an error body (ours `{code,message,field}` or GoTrue's `{error_code,msg}`) into an ApiError. */
export function toApiError(status: number, body: unknown): ApiError {
  const b = (typeof body === 'object' && body !== null ? body : {}) as ErrorLike;
  const message =
    typeof b.message === 'string'
      ? b.message
      : typeof b.msg === 'string'
        ? b.msg
        : `The server could not answer (status ${status}). Please try again in a minute.`;
  const code = typeof b.code === 'string' ? b.code : typeof b.error_code === 'string' ? b.error_code : 'http_error';
  return new ApiError(status, code, message, typeof b.field === 'string' ? b.field : undefined);
}

/** The bearer header for a token, or an ApiError when nobody is signed in. */
export function bearer(token: string | null): { authorization: string } {
  if (!token) throw new ApiError(401, 'signed_out', 'Please sign in to continue.');
  return { authorization: `Bearer ${token}` };
}
