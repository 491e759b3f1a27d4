import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort, linkIn, setPasswordFromLinkOverHttp } from './auth-server.js';
import { readOutbox } from './test-app.js';

/** The built server (`npx tsc -b` writes it; `npm test` builds first). */
export const MAIN_JS = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

export type ProcessExit = { code: number | null; signal: NodeJS.Signals | null };

/** Resolves when `child` has exited (at once when it already has). */
export function processExit(child: ChildProcess): Promise<ProcessExit> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null)
      resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once('exit', (code, signal) => resolve({ code, signal }));
  });
}

export interface BuiltServer {
  /** http://127.0.0.1:<port> */
  url: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far (pino JSON lines, start-up messages). */
  output(): string;
  /** Resolves when the process has exited (at once when it already has). */
  exited(): Promise<ProcessExit>;
  /** Whether the process is still running. */
  alive(): boolean;
  /** SIGKILL, then waits for the exit. */
  kill(): Promise<void>;
}

/**
 * The explicit choices a production start-up asks for (see config/production-guard.ts), for test servers that use
 * an https PUBLIC_URL: TEST MODE payments, the mail outbox, and one fixed token key beside a shared database.
 */
export function deploymentChoices(env: Record<string, string>): Record<string, string> {
  return {
    PAYMENTS_PROVIDER: 'local',
    MAIL_OUTBOX: '1',
    ...(env.DATABASE_URL ? { JWT_SECRET: 'built-server-test-key-0123456789abcdef' } : {}),
  };
}

/**
 * Starts `apps/server/dist/main.js` as its own process on a free 127.0.0.1 port and waits until
 * `GET /api/health` answers 200. `env` is all it gets besides PATH, HOST, PORT and {@link deploymentChoices}; `cwd` is
 * its working directory.
 */
export async function startBuiltServer(
  env: Record<string, string>,
  name = 'server',
  options: { cwd?: string; healthyWithinMs?: number } = {},
): Promise<BuiltServer> {
  if (!existsSync(MAIN_JS)) throw new Error(`${MAIN_JS} is missing: build first (npx tsc -b)`);
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN_JS], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), ...deploymentChoices(env), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    cwd: options.cwd,
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exit = processExit(child);
  const alive = () => child.exitCode === null && child.signalCode === null;
  const server: BuiltServer = {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    exited: () => exit,
    alive,
    async kill() {
      if (alive()) child.kill('SIGKILL');
      await exit;
    },
  };

  const healthyWithinMs = options.healthyWithinMs ?? 60_000;
  const until = Date.now() + healthyWithinMs;
  for (;;) {
    if (!alive()) throw new Error(`${name} exited during start-up:\n${output}`);
    try {
      const res = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) {
      await server.kill();
      throw new Error(`${name} did not become healthy within ${healthyWithinMs / 1000} s:\n${output}`);
    }
    await sleep(200);
  }
}

export interface HttpUser {
  id: string;
  email: string;
  password: string;
  accessToken: string;
}

/** The text of the newest mail to `email` as the server sent it, or undefined while there is none. */
export type MailFinder = (email: string) => string | undefined;

/** Finds mails in the outbox folder the server writes when no SMTP_URL is set (`DATA_DIR/outbox`). */
export const outboxMail =
  (dataDir: string): MailFinder =>
  (email) =>
    readOutbox(join(dataDir, 'outbox'))
      .filter((m) => m.to === email)
      .at(-1)?.text;

/**
 * Signs up over HTTP like a browser: `/auth/v1/signup`, then the confirmation link from the mail (`findMail`) and
 * the password typed again on the page it lands on, which answers the session.
 */
export async function signUpOverHttp(baseUrl: string, findMail: MailFinder, password: string): Promise<HttpUser> {
  const email = `fault.${Math.random().toString(36).slice(2, 10)}@example.com`;
  const signUp = await fetch(`${baseUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, data: {} }),
  });
  const created = (await signUp.json()) as { id?: string };
  if (signUp.status !== 200 || !created.id) throw new Error(`sign-up failed: ${signUp.status}`);
  let text: string | undefined;
  for (let i = 0; i < 100 && !text; i++) {
    text = findMail(email);
    if (!text) await sleep(100);
  }
  const confirm = await setPasswordFromLinkOverHttp(baseUrl, linkIn(text ?? '', '/auth/v1/verify'), password);
  const accessToken = confirm.body.access_token;
  if (confirm.status !== 200 || typeof accessToken !== 'string') {
    throw new Error(`confirmation failed: ${confirm.status} ${JSON.stringify(confirm.body)}`);
  }
  return { id: created.id, email, password, accessToken };
}
