/**
 * An error that is meant to reach the user: an HTTP status, a stable machine code,
 * a human message and, for bad input, the field it is about.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export function badInput(field: string, message: string): AppError {
  return new AppError(400, 'invalid_input', `${field}: ${message}`, field);
}
