import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const mainJs = fileURLToPath(new URL('../dist/main.js', import.meta.url));

/** Starts the built server on a free port and resolves with its URL once it logs that it is ready. */
function startServer(): Promise<{ child: ChildProcess; url: string; logs: () => string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sitescout-shutdown-'));
  const child = spawn(process.execPath, [mainJs], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' },
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening && output.includes('SiteScout is ready')) {
        clearTimeout(timer);
        resolve({ child, url: listening[1] as string, logs: () => output });
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

describe('graceful shutdown of the built server', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'on %s finishes in-flight requests, closes the database and exits 0',
    async (signal) => {
      const server = await startServer();
      const body = JSON.stringify({ kind: 'not_found', path: `/during-${signal}` });
      // A request whose body is still arriving when the signal comes: it must still be answered.
      const answered = new Promise<number | undefined>((resolve, reject) => {
        const req = request(
          `${server.url}/api/client-events`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode));
          },
        );
        req.on('error', reject);
        req.write(body.slice(0, 10));
        setTimeout(() => {
          server.child.kill(signal);
          setTimeout(() => req.end(body.slice(10)), 300);
        }, 300);
      });
      const exited = new Promise<number | null>((resolve) => server.child.on('exit', resolve));
      expect(await answered).toBe(204);
      expect(await exited).toBe(0);
      expect(server.logs()).toContain('shutting down: finishing in-flight requests');
    },
  );
});
