import { AppError } from '../../lib/app-error.js';

/** Bad batch input: 400 (or 413) with a code and a message that names the problem; nothing is stored. */
export function batchInputError(code: string, message: string, field?: string, status = 400): AppError {
  return new AppError(status, code, message, field);
}

/** Rows one batch may hold. */
export const MAX_BATCH_ROWS = 1_000;
/** Largest request a batch upload may be (1,000 rows of long addresses fit many times over). */
export const MAX_BATCH_BYTES = 2 * 1024 * 1024;
