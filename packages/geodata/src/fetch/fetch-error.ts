/** Why a source could not be fetched, in words that name the source and say what to do. */
export class SourceError extends Error {
  constructor(
    readonly source: string,
    readonly code: 'unknown_area' | 'upstream' | 'truncated' | 'disk_full' | 'bad_response' | 'config',
    message: string,
    /** The network was missing (DNS or connection failure), not the service wrong. */
    readonly offline = false,
  ) {
    super(`${source}: ${message}`);
    this.name = 'SourceError';
  }
}
