import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Keeps what was fetched from a public service on disk, keyed by the request, so a repeated import
 * never asks again (Overpass and the Census API both ask clients to cache).
 */
export class ResponseCache {
  constructor(private readonly dir: string) {}

  private path(key: string): string {
    return join(this.dir, `${createHash('sha256').update(key).digest('hex')}.json`);
  }

  get(key: string): string | null {
    const file = this.path(key);
    return existsSync(file) ? readFileSync(file, 'utf8') : null;
  }

  set(key: string, body: string): void {
    mkdirSync(this.dir, { recursive: true });
    const file = this.path(key);
    writeFileSync(`${file}.tmp`, body);
    renameSync(`${file}.tmp`, file);
  }

  /** Cached body for `key`, or the result of `fetcher` (then cached). */
  async through(key: string, fetcher: () => Promise<string>): Promise<{ body: string; cached: boolean }> {
    const hit = this.get(key);
    if (hit !== null) return { body: hit, cached: true };
    const body = await fetcher();
    this.set(key, body);
    return { body, cached: false };
  }
}
