import { createHash } from 'node:crypto';
import { once } from 'node:events';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname } from 'node:path';
import { noAnswer, parseRetryAfter, UpstreamError, USER_AGENT } from './http.js';
import type { MinIntervalLimiter } from './rate-limiter.js';
import { DEFAULT_RETRY, type RetryPolicy, withRetry } from './retry.js';

/** What was fetched, from where and when: written beside every download as `<file>.download.json`. */
export interface DownloadRecord {
  url: string;
  /** ISO date-time of the retrieval (the vintage of live data). */
  retrievedAt: string;
  sha256: string;
  bytes: number;
}

/** A download that cannot go on: truncated (resumable), disk full, or an answer that is not what was asked. */
export class DownloadError extends Error {
  constructor(
    readonly kind: 'truncated' | 'disk_full' | 'bad_response',
    message: string,
    /** Truncations are retried (and resumed); the others are not. */
    readonly transient = kind === 'truncated',
  ) {
    super(message);
    this.name = 'DownloadError';
  }
}

export interface DownloadOptions {
  url: string;
  /** Where the finished file goes; `<file>.part` holds a partial one, `<file>.download.json` the record. */
  file: string;
  limiter: MinIntervalLimiter;
  retry?: RetryPolicy;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  /** The URL to record (without an API key); default `url`. */
  publicUrl?: string;
  /** No byte for this long → the attempt fails (and is retried, resuming). */
  idleTimeoutMs?: number;
  /** Bytes so far and the total when known. */
  onBytes?: (bytes: number, total: number | null) => void;
  /** Checks a finished body (e.g. parses the JSON); throw to refuse it. */
  validate?: (file: string) => void;
  now?: () => Date;
}

const recordPath = (file: string) => `${file}.download.json`;

/** The record of a finished download whose file is still there and complete, else null. */
export function readDownloadRecord(file: string): DownloadRecord | null {
  if (!existsSync(file) || !existsSync(recordPath(file))) return null;
  const record = JSON.parse(readFileSync(recordPath(file), 'utf8')) as DownloadRecord;
  return statSync(file).size === record.bytes ? record : null;
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

function isDiskFull(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}

/** One attempt: resumes `<file>.part` with a Range request when the server allows it. */
async function attempt(options: DownloadOptions): Promise<void> {
  const part = `${options.file}.part`;
  const method = options.method ?? 'GET';
  const have = method === 'GET' && existsSync(part) ? statSync(part).size : 0;
  const controller = new AbortController();
  const idleMs = options.idleTimeoutMs ?? 120_000;
  let timer = setTimeout(() => controller.abort(), idleMs);
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(), idleMs);
  };
  try {
    let response: Response;
    try {
      response = await fetch(options.url, {
        method,
        body: options.body,
        headers: {
          'user-agent': USER_AGENT,
          ...(have > 0 ? { range: `bytes=${have}-` } : {}),
          ...options.headers,
        },
        signal: controller.signal,
      });
    } catch (error) {
      throw noAnswer(options.url, error, controller.signal.aborted);
    }
    if (response.status === 416) {
      // The part is already whole (or the server lost it): start again from nothing.
      rmSync(part, { force: true });
      throw new DownloadError('truncated', 'the partial download did not match the server; starting again');
    }
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      throw new UpstreamError(options.url, response.status, text, parseRetryAfter(response.headers.get('retry-after')));
    }
    const resumed = response.status === 206 && have > 0;
    const length = Number(response.headers.get('content-length') ?? Number.NaN);
    const total = Number.isFinite(length) ? length + (resumed ? have : 0) : null;
    mkdirSync(dirname(options.file), { recursive: true });
    const out = createWriteStream(part, { flags: resumed ? 'a' : 'w' });
    let written = resumed ? have : 0;
    let writeError: unknown = null;
    out.on('error', (error) => {
      writeError = error;
    });
    try {
      if (response.body) {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          touch();
          if (writeError) break;
          if (!out.write(chunk)) await once(out, 'drain');
          written += chunk.length;
          options.onBytes?.(written, total);
        }
      }
    } catch (error) {
      out.end();
      if (isDiskFull(writeError ?? error)) throw diskFull(options.file);
      throw new DownloadError(
        'truncated',
        `the download stopped at ${written.toLocaleString('en-US')}${total ? ` of ${total.toLocaleString('en-US')}` : ''} bytes (${(error as Error).message})`,
      );
    }
    out.end();
    try {
      await once(out, 'finish');
    } catch (error) {
      writeError ??= error;
    }
    if (writeError) throw isDiskFull(writeError) ? diskFull(options.file) : writeError;
    if (total !== null && written < total)
      throw new DownloadError(
        'truncated',
        `the download stopped at ${written.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} bytes`,
      );
  } finally {
    clearTimeout(timer);
  }
}

function diskFull(file: string): DownloadError {
  return new DownloadError('disk_full', `the disk is full (writing ${file}); free some space and run again to resume`);
}

/**
 * Downloads `url` to `file` politely (one request at a time through `limiter`, retries honouring
 * Retry-After) and resumably (a rerun continues `<file>.part`; a finished file is not fetched again),
 * then records URL, retrieval time, SHA-256 and size beside it.
 */
export async function download(options: DownloadOptions): Promise<{ record: DownloadRecord; cached: boolean }> {
  const existing = readDownloadRecord(options.file);
  if (existing) return { record: existing, cached: true };
  const retry = options.retry ?? DEFAULT_RETRY;
  await withRetry(() => options.limiter.schedule(() => attempt(options)), retry);
  const part = `${options.file}.part`;
  try {
    options.validate?.(part);
  } catch (error) {
    rmSync(part, { force: true });
    throw new DownloadError('bad_response', `the answer is not usable: ${(error as Error).message}`);
  }
  renameSync(part, options.file);
  const record: DownloadRecord = {
    url: options.publicUrl ?? options.url,
    retrievedAt: (options.now?.() ?? new Date()).toISOString(),
    sha256: await sha256Of(options.file),
    bytes: statSync(options.file).size,
  };
  try {
    writeFileSync(`${recordPath(options.file)}.tmp`, `${JSON.stringify(record, null, 2)}\n`);
    renameSync(`${recordPath(options.file)}.tmp`, recordPath(options.file));
  } catch (error) {
    if (isDiskFull(error)) throw diskFull(recordPath(options.file));
    throw error;
  }
  return { record, cached: false };
}
