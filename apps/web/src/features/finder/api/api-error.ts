/** An API failure as the user should read it: the server's `{code, message, field}` when it sent one. */
export class FinderApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'FinderApiError';
  }
}

export function toFinderError(status: number, body: unknown): FinderApiError {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const message =
    typeof b.message === 'string' ? b.message : typeof b.msg === 'string' ? b.msg : `HTTP error ${status}`;
  const code = typeof b.code === 'string' ? b.code : typeof b.error_code === 'string' ? b.error_code : 'http_error';
  return new FinderApiError(status, code, message, typeof b.field === 'string' ? b.field : undefined);
}

export function bearer(token: string | null): { authorization: string } {
  if (!token) throw new FinderApiError(401, 'signed_out', 'Please sign in to continue.');
  return { authorization: `Bearer ${token}` };
}
