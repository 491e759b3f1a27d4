import type { FetchContext } from './fetch-context.js';
import type { SourceProgress } from './progress.js';

/** One official source: fetches what the area needs and writes build inputs; answers a one-line summary. */
export interface FetchSource {
  /** Short name used in progress lines and error messages, e.g. "census-acs". */
  name: string;
  /** Whether the source has anything for this area (e.g. the Chicago portal only for Chicago). */
  appliesTo(ctx: FetchContext): boolean;
  run(ctx: FetchContext, progress: SourceProgress): Promise<string>;
}
