// Shared pieces of the load and soak benchmarks: a built server on loopback, HTTP calls with a distinct client
// address each (behind TRUST_PROXY, so per-IP limits see many users), and a confirmed customer with credits.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const PASSWORD = 'Quarry-Lantern-Velvet-42';
const MAIN = 'apps/server/dist/main.js';

export const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

let clientNo = 0;
/** A different client address per call, from the benchmarking range 198.18.0.0/15. */
export const clientAddress = () => {
  clientNo += 1;
  return `198.18.${(clientNo >> 8) & 255}.${clientNo & 255}`;
};

/** One request; the body is parsed as JSON when it is JSON. */
export async function call(base, method, path, { token, json, form } = {}) {
  const headers = { 'x-forwarded-for': clientAddress() };
  if (token) headers.authorization = `Bearer ${token}`;
  let body;
  if (json) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = '';
  }
  const res = await fetch(`${base}${path}`, { method, headers, body, redirect: 'manual' });
  const text = await res.text();
  let parsed = text;
  try {
    parsed = JSON.parse(text);
  } catch {}
  return { status: res.status, body: parsed, location: res.headers.get('location') };
}

export function readOutbox(dir) {
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')));
  } catch {
    return [];
  }
}

/**
 * Starts the built server on a free loopback port with its own DATA_DIR (embedded PGlite, or PostgreSQL when
 * `databaseUrl` is given), waits until it answers and its data pack is loaded, and returns how to reach and stop it.
 */
export async function startServer({ databaseUrl, env = {}, stdio = 'inherit' } = {}) {
  const root = mkdtempSync(join(tmpdir(), 'sitescout-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: root,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, JWT_SECRET: 'bench-key-0123456789abcdef0123456789abcdef' } : {}),
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
      SIGN_IN_ATTEMPTS_PER_15_MIN: '1000000',
      NODE_ENV: 'production',
      // What production asks to be chosen explicitly: the TEST MODE checkout, mail kept in DATA_DIR/outbox.
      PAYMENTS_PROVIDER: 'local',
      MAIL_OUTBOX: '1',
      ...env,
    },
    stdio: ['ignore', stdio, stdio],
  });
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    rmSync(root, { recursive: true, force: true });
  };
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error('the server exited during start-up');
    const health = await fetch(`${base}/api/health`).catch(() => null);
    if (health?.ok) break;
    if (i > 600) throw new Error('the server did not start within 60 s');
    await sleep(100);
  }
  // Loads the data pack (built on first start if missing) before anything is timed.
  for (let i = 0; ; i++) {
    const res = await call(base, 'GET', '/api/geocode?q=60614');
    if (res.status === 200) break;
    if (i > 900) throw new Error(`geocoding never became ready: ${res.status} ${JSON.stringify(res.body)}`);
    await sleep(200);
  }
  return { base, root, child, stop };
}

/**
 * Signs up `email`, confirms it from the outbox like a browser (the link lands on a page that takes the password
 * again with the link's token) and returns the session's access token.
 */
export async function confirmedCustomer(server, email) {
  const signUp = await call(server.base, 'POST', '/auth/v1/signup', { json: { email, password: PASSWORD, data: {} } });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status}`);
  let mail;
  for (let i = 0; !mail && i < 100; i++) {
    mail = readOutbox(join(server.root, 'outbox')).find((m) => m.to === email);
    if (!mail) await sleep(100);
  }
  const link = /https?:\/\/\S*\/auth\/v1\/verify\S*/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error('no confirmation link in the outbox');
  const landing = await call(server.base, 'GET', new URL(link).pathname + new URL(link).search);
  const fragment = new URLSearchParams(new URL(landing.location ?? '', server.base).hash.slice(1));
  const confirm = await call(server.base, 'POST', '/auth/v1/verify', {
    json: { type: 'signup', token: fragment.get('confirmation_token') ?? '', password: PASSWORD },
  });
  const token = confirm.body?.access_token;
  if (confirm.status !== 200 || !token) throw new Error(`confirmation gave no session: ${confirm.status}`);
  return token;
}

/** Buys `packs` × 20 analysis credits on the TEST MODE checkout. */
export async function buyAnalyses(server, token, packs) {
  for (let i = 0; i < packs; i++) {
    const start = await call(server.base, 'POST', '/functions/v1/purchase-credits', {
      token,
      json: { packageId: 'additional-analyses', quantity: 20 },
    });
    const pay = await call(server.base, 'POST', `${start.body.url}/pay`, { form: true });
    if (pay.status !== 303) throw new Error(`test checkout failed: ${pay.status}`);
  }
}

/** The given percentile (0–100) of a list of numbers; NaN for none. */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Resident memory of process `pid` now and its peak so far (VmRSS / VmHWM), in MB. */
export function memoryMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** The 1-, 5- and 15-minute load averages, e.g. "0.4 1.2 2.0". */
export const loadText = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** The `progress` events of an analysis's event stream (a fetch response), parsed, until the stream ends. */
export async function* progressEvents(response) {
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block.split('\n').find((l) => l.startsWith('data: '));
      if (block.startsWith('event: progress') && data) yield JSON.parse(data.slice(6));
    }
  }
}
