import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { GoTrueClient } from '@supabase/auth-js';
import type { FastifyInstance } from 'fastify';
import type { DatabaseKind } from '../../src/db/database.js';
import { type SmsOutboxEntry, smsOutboxDir } from '../../src/infra/sms/index.js';
import { createTestApp, type TestApp } from './test-app.js';

export interface ListeningApp extends TestApp {
  /** http://127.0.0.1:<port>, also the app's PUBLIC_URL, so e-mailed links point at this server. */
  baseUrl: string;
  /** Text messages written to the SMS outbox, oldest first. */
  smsOutbox(): SmsOutboxEntry[];
}

/** A free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A standard GoTrue client (auth-js, as any app built on it talks to the server) for a listening app. */
export function goTrueClient(t: ListeningApp): GoTrueClient {
  return new GoTrueClient({
    url: `${t.baseUrl}/auth/v1`,
    persistSession: false,
    autoRefreshToken: false,
    detectSessionInUrl: false,
  });
}

/** A SiteScout app listening on a free loopback port whose PUBLIC_URL is that address. */
export async function startListeningApp(kind: DatabaseKind, env: Record<string, string> = {}): Promise<ListeningApp> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const t = await createTestApp(kind, { PUBLIC_URL: baseUrl, ...env });
  await t.app.listen({ port, host: '127.0.0.1' });
  return {
    ...t,
    baseUrl,
    smsOutbox: () => readSmsOutbox(t.config.dataDir),
  };
}

/** Text messages written to the SMS outbox under a DATA_DIR, oldest first. */
export function readSmsOutbox(dataDir: string): SmsOutboxEntry[] {
  const dir = smsOutboxDir(dataDir);
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return files.sort().map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as SmsOutboxEntry);
}

/** The first link in a mail's text that points at the given path. */
export function linkIn(text: string, path: string): string {
  const match = text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname === path);
  if (!match) throw new Error(`no ${path} link in mail:\n${text}`);
  return match;
}

/** GoTrue session fields the tests use. */
export interface TestSession {
  access_token: string;
  refresh_token: string;
  expires_at: number;
  user: { id: string; email: string };
}

/**
 * Signs up with e-mail and confirms like a browser (through `app.inject`): follows the link, then types the
 * password again on the page it lands on. Returns the account id.
 */
export async function signUpConfirmed(t: TestApp, email: string, password: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/auth/v1/signup', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.body}`);
  const mail = t.outbox().findLast((m) => m.to === email);
  const confirm = await setPasswordFromLink(t.app, linkIn(mail?.text ?? '', '/auth/v1/verify'), password);
  if (confirm.statusCode !== 200) throw new Error(`confirmation failed: ${confirm.statusCode}`);
  return res.json().id as string;
}

/** Password sign-in through `app.inject`. */
export async function signIn(t: TestApp, email: string, password: string): Promise<TestSession> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/auth/v1/token?grant_type=password',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  return res.json() as TestSession;
}

/**
 * Follows an e-mailed sign-up confirmation, recovery or account-claim link like a browser and enters `password`
 * on the page it lands on: `GET /verify` only redirects (with the link's token in the fragment, as
 * `confirmation_token` or `recovery_token`); `POST /verify` sets the password and answers the session. Returns
 * the landing URL and the raw answer (an expired link's landing carries no token: the POST answers 403).
 */
export async function setPasswordFromLink(
  app: FastifyInstance,
  link: string,
  password: string,
): Promise<{ landing: URL; statusCode: number; body: Record<string, unknown> }> {
  const url = new URL(link);
  const verify = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  if (verify.statusCode !== 303) throw new Error(`link did not redirect: ${verify.statusCode}`);
  const landing = new URL(String(verify.headers.location));
  const fragment = new URLSearchParams(landing.hash.slice(1));
  const type = fragment.has('confirmation_token') ? 'signup' : 'recovery';
  const token = fragment.get('confirmation_token') ?? fragment.get('recovery_token') ?? '';
  const res = await app.inject({ method: 'POST', url: '/auth/v1/verify', payload: { type, token, password } });
  return { landing, statusCode: res.statusCode, body: res.json() };
}

/**
 * {@link setPasswordFromLink} over real HTTP, for servers in other processes: follows the link on `baseUrl` (its
 * redirect only carries the token in the fragment), then posts the token with `password` to `baseUrl`.
 */
export async function setPasswordFromLinkOverHttp(
  baseUrl: string,
  link: string,
  password: string,
): Promise<{ landing: URL; status: number; body: Record<string, unknown> }> {
  const url = new URL(link);
  const verify = await fetch(`${baseUrl}${url.pathname}${url.search}`, { redirect: 'manual' });
  await verify.arrayBuffer();
  const location = verify.headers.get('location');
  if (verify.status !== 303 || !location) throw new Error(`link did not redirect: ${verify.status}`);
  const landing = new URL(location);
  const fragment = new URLSearchParams(landing.hash.slice(1));
  const type = fragment.has('confirmation_token') ? 'signup' : 'recovery';
  const token = fragment.get('confirmation_token') ?? fragment.get('recovery_token') ?? '';
  const res = await fetch(`${baseUrl}/auth/v1/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type, token, password }),
  });
  return { landing, status: res.status, body: (await res.json()) as Record<string, unknown> };
}
