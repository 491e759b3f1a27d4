import { AuthError } from './auth-error.js';

/**
 * `user_metadata` is copied into every access token, so it is bounded: past a few kilobytes every request of the
 * account would carry it (and at some size be refused with 431 by the server itself).
 */
export const MAX_USER_METADATA_BYTES = 4096;

/** Throws a 400 naming the `data` field when the metadata's JSON is larger than {@link MAX_USER_METADATA_BYTES}. */
export function assertMetadataSize(metadata: Record<string, unknown>): void {
  const bytes = Buffer.byteLength(JSON.stringify(metadata), 'utf8');
  if (bytes > MAX_USER_METADATA_BYTES) {
    throw new AuthError(
      400,
      'validation_failed',
      `data: user metadata may be at most ${MAX_USER_METADATA_BYTES} bytes of JSON (this is ${bytes})`,
      { field: 'data' },
    );
  }
}

/** GoTrue merges top-level metadata keys; a null value removes the key. */
export function mergeMetadata(
  current: Record<string, unknown>,
  changes: Record<string, unknown>,
): Record<string, unknown> {
  const merged = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** The metadata's text values, which count as guessable words in a password. */
export function metadataWords(data: Record<string, unknown>): string[] {
  return Object.values(data).filter((v): v is string => typeof v === 'string');
}
