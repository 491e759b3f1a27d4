import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { BBox } from '../model/geometry.js';
import { DownloadError, type DownloadRecord, download } from '../online/download.js';
import { UpstreamError } from '../online/http.js';
import { MinIntervalLimiter } from '../online/rate-limiter.js';
import { isOfflineError } from '../online/reachability.js';
import { isTransient, type RetryPolicy } from '../online/retry.js';
import type { FetchArea } from './area.js';
import type { FetchConfig } from './fetch-config.js';
import { SourceError } from './fetch-error.js';
import type { SourceProgress } from './progress.js';

/** Sidecar of every build input `data:fetch` writes (`<name>.meta.json`): what, from where, when, checksum. */
export interface ProductMeta {
  kind: string;
  name: string;
  /** Publisher and dataset, e.g. "U.S. Census Bureau, ACS 5-year (Census API)". */
  source: string;
  /** The data's own vintage (e.g. "2019-2023"), or the retrieval date for live data. */
  vintage: string;
  /** First request URL (no keys). */
  url: string;
  /** Every request behind the file, with its retrieval time and checksum. */
  requests: DownloadRecord[];
  retrievedAt: string;
  /** SHA-256 of the product file. */
  sha256: string;
  area: string;
  bbox?: BBox;
  /** USPS state of the area (tract polygons carry only FIPS codes). */
  stateAbbr?: string;
  licence: string;
  attribution: string;
}

/** Shared by every source: settings, folders, one polite limiter per source, the download with retries. */
export class FetchContext {
  private readonly limiters = new Map<string, MinIntervalLimiter>();
  private resolved: FetchArea | null = null;

  /** The market being fetched (resolved from the Gazetteer, which is fetched first). */
  get area(): FetchArea {
    if (!this.resolved) throw new Error('the area is not resolved yet');
    return this.resolved;
  }

  set area(area: FetchArea) {
    this.resolved = area;
  }

  constructor(
    readonly config: FetchConfig,
    /** `DATA_DIR/downloads`: build inputs at the top, raw responses under `cache/`. */
    readonly downloadsDir: string,
    readonly now: () => Date = () => new Date(),
    private readonly sleep?: (ms: number) => Promise<void>,
  ) {}

  /** Today as YYYY-MM-DD (the vintage of live data). */
  today(): string {
    return this.now().toISOString().slice(0, 10);
  }

  private limiter(source: string): MinIntervalLimiter {
    let limiter = this.limiters.get(source);
    if (!limiter) {
      limiter = new MinIntervalLimiter(this.config.minIntervalMs);
      this.limiters.set(source, limiter);
    }
    return limiter;
  }

  private retry(progress: SourceProgress): RetryPolicy {
    return {
      attempts: this.config.attempts,
      baseDelayMs: this.config.retryBaseMs,
      maxDelayMs: this.config.maxWaitSeconds * 1000,
      sleep: this.sleep,
      onRetry: ({ attempt, waitMs, error }) =>
        progress.note(
          `${shortReason(error)}; attempt ${attempt + 1} of ${this.config.attempts} in ${Math.ceil(waitMs / 1000)} s`,
        ),
    };
  }

  /**
   * Fetches one request into `cache/<cachePath>` (skipped when already complete, resumed when partial).
   * Failures become a {@link SourceError} naming `source`.
   */
  async fetch(
    source: string,
    progress: SourceProgress,
    request: {
      url: string;
      cachePath: string;
      publicUrl?: string;
      method?: 'GET' | 'POST';
      body?: string;
      headers?: Record<string, string>;
      validate?: (file: string) => void;
    },
  ): Promise<{ file: string; record: DownloadRecord; cached: boolean }> {
    const file = join(this.downloadsDir, 'cache', request.cachePath);
    try {
      const { record, cached } = await download({
        ...request,
        file,
        limiter: this.limiter(source),
        retry: this.retry(progress),
        onBytes: (bytes, total) => progress.bytes(bytes, total),
        now: this.now,
      });
      return { file, record, cached };
    } catch (error) {
      throw asSourceError(source, error, this.config.attempts);
    }
  }

  /** Writes a build input under `downloads/<relative>` (atomically) with its `.meta.json`. */
  writeProduct(source: string, relative: string, body: string | Buffer, meta: Omit<ProductMeta, 'sha256'>): string {
    const file = join(this.downloadsDir, relative);
    try {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(`${file}.tmp`, body);
      renameSync(`${file}.tmp`, file);
    } catch (error) {
      throw asSourceError(source, error, 1);
    }
    return this.commitProductFile(source, relative, meta);
  }

  /** Folder of a build input, created (for sources that stream files into it). */
  productPath(relative: string): string {
    const file = join(this.downloadsDir, relative);
    mkdirSync(dirname(file), { recursive: true });
    return file;
  }

  /**
   * The `.meta.json` of a build input already in place at `downloads/<relative>` (a streamed file, which may be
   * larger than memory): hashed in 1 MB reads.
   */
  commitProductFile(source: string, relative: string, meta: Omit<ProductMeta, 'sha256'>): string {
    const file = join(this.downloadsDir, relative);
    const metaFile = `${file.replace(/\.(json|geojson|txt|csv)$/, '')}.meta.json`;
    try {
      const sha256 = sha256OfFile(file);
      writeFileSync(`${metaFile}.tmp`, `${JSON.stringify({ ...meta, sha256 }, null, 2)}\n`);
      renameSync(`${metaFile}.tmp`, metaFile);
    } catch (error) {
      throw asSourceError(source, error, 1);
    }
    return file;
  }
}

function sha256OfFile(file: string): string {
  const hash = createHash('sha256');
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(1 << 20);
    for (let n = readSync(fd, buffer); n > 0; n = readSync(fd, buffer)) hash.update(buffer.subarray(0, n));
  } finally {
    closeSync(fd);
  }
  return hash.digest('hex');
}

function shortReason(error: Error): string {
  if (error instanceof UpstreamError) return error.status === 0 ? 'no answer' : `answered ${error.status}`;
  return error.message.slice(0, 80);
}

/** Any failure of a source as a message naming it and saying what a rerun does. */
export function asSourceError(source: string, error: unknown, attempts: number): SourceError {
  if (error instanceof SourceError) return error;
  if (error instanceof UpstreamError && !isTransient(error)) return new SourceError(source, 'upstream', error.message);
  if (error instanceof UpstreamError) {
    const what = error.status === 0 ? 'did not answer' : `kept answering ${error.status}`;
    // A missing network is not retried (withRetry), so it took one attempt whatever the policy allows.
    const tries = isOfflineError(error) ? 1 : attempts;
    return new SourceError(
      source,
      'upstream',
      `${new URL(error.url).host} ${what} (${tries} attempt${tries === 1 ? '' : 's'}); finished downloads are kept: run the same command later to resume`,
      isOfflineError(error),
    );
  }
  if (error instanceof DownloadError) {
    const code = error.kind === 'disk_full' ? 'disk_full' : error.kind === 'truncated' ? 'truncated' : 'bad_response';
    const hint = error.kind === 'truncated' ? '; run the same command again to resume' : '';
    return new SourceError(source, code, `${error.message}${hint}`);
  }
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOSPC' || code === 'EDQUOT')
    return new SourceError(source, 'disk_full', 'the disk is full; free some space and run again to resume');
  return new SourceError(source, 'bad_response', error instanceof Error ? error.message : String(error));
}
