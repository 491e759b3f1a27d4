import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GoTrueClient } from '@supabase/auth-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, linkIn, readSmsOutbox } from '../apps/server/test/helpers/auth-server.js';
import { readOutbox } from '../apps/server/test/helpers/test-app.js';

const serverMain = fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));
const PASSWORD = 'Juniper-Telescope-Ribbon-27';
const NEW_PASSWORD = 'Cobalt-Harmonica-Prairie-65';
const RECOVERED_PASSWORD = 'Juniper-Anvil-Solstice-28';

/**
 * The built server as a real process with LOG_LEVEL=trace: everything it logs while accounts are created,
 * confirmed, signed in, refreshed, changed and recovered is searched for the secrets involved.
 */
describe('server logs', () => {
  let child: ChildProcess;
  let dataDir: string;
  let baseUrl: string;
  let output = '';
  const secrets = new Set<string>([PASSWORD, NEW_PASSWORD]);

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sitescout-logs-'));
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [serverMain], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: baseUrl,
        LOG_LEVEL: 'trace',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    await new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if (output.includes('SiteScout is ready')) {
          clearInterval(timer);
          resolve();
        } else if (child.exitCode !== null) {
          clearInterval(timer);
          reject(new Error(`server exited: ${output}`));
        }
      }, 100);
    });
  });
  afterAll(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  function remember(session: { access_token: string; refresh_token: string } | null | undefined) {
    if (!session) throw new Error('expected a session');
    secrets.add(session.access_token);
    secrets.add(session.refresh_token);
  }

  it('never contain a password, token, one-time code or the signing key', async () => {
    const auth = new GoTrueClient({ url: `${baseUrl}/auth/v1`, persistSession: false, autoRefreshToken: false });
    const email = 'logs@example.com';
    expect((await auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    const confirm = linkIn(readOutbox(join(dataDir, 'outbox'))[0]?.text ?? '', '/auth/v1/verify');
    secrets.add(new URL(confirm).searchParams.get('token') ?? '');
    // The link leads to the page that asks for the password again; the token goes back with it.
    const landed = await fetch(confirm, { redirect: 'manual' });
    const fragment = new URLSearchParams(new URL(landed.headers.get('location') ?? '').hash.slice(1));
    const confirmed = await fetch(`${baseUrl}/auth/v1/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'signup', token: fragment.get('confirmation_token'), password: PASSWORD }),
    });
    remember((await confirmed.json()) as { access_token: string; refresh_token: string });

    expect((await auth.signInWithPassword({ email, password: 'Wrong-Password-Here-1' })).error?.code).toBe(
      'invalid_credentials',
    );
    const signIn = await auth.signInWithPassword({ email, password: PASSWORD });
    remember(signIn.data.session);
    remember((await auth.refreshSession()).data.session);
    expect((await auth.updateUser({ password: NEW_PASSWORD, current_password: PASSWORD })).error).toBeNull();
    // A replayed refresh token (rejected) and an expired-looking bogus bearer token.
    await auth.refreshSession({ refresh_token: signIn.data.session?.refresh_token ?? '' });
    await fetch(`${baseUrl}/auth/v1/user`, { headers: { authorization: 'Bearer not.a.jwt' } });

    await auth.resetPasswordForEmail(email, { redirectTo: `${baseUrl}/reset-password` });
    const recovery = readOutbox(join(dataDir, 'outbox')).find((m) => m.subject.includes('Reset'));
    const recoveryLink = linkIn(recovery?.text ?? '', '/auth/v1/verify');
    secrets.add(new URL(recoveryLink).searchParams.get('token') ?? '');
    // The link leads to the page that asks for the new password; the token goes back with it.
    const resetPage = await fetch(recoveryLink, { redirect: 'manual' });
    const recoveryToken =
      new URLSearchParams(new URL(resetPage.headers.get('location') ?? '').hash.slice(1)).get('recovery_token') ?? '';
    secrets.add(RECOVERED_PASSWORD);
    const recovered = await fetch(`${baseUrl}/auth/v1/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'recovery', token: recoveryToken, password: RECOVERED_PASSWORD }),
    });
    remember((await recovered.json()) as { access_token: string; refresh_token: string });

    expect((await auth.signUp({ phone: '+15550109999', password: PASSWORD })).error).toBeNull();
    const code = readSmsOutbox(dataDir)[0]?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
    remember((await auth.verifyOtp({ phone: '+15550109999', token: code, type: 'sms' })).data.session);
    await auth.signOut();

    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    const jwtSecret = readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim();
    secrets.add(jwtSecret);

    // The log is real and covers the calls made above…
    expect(output).toContain('/auth/v1/token?grant_type=password');
    expect(output).toContain('/auth/v1/token?grant_type=refresh_token');
    expect(output).toContain('/auth/v1/signup');
    expect(output).toContain('account created');
    // …and none of the secrets is in it.
    expect(secrets.size).toBeGreaterThanOrEqual(12);
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(5);
      expect(output.includes(secret), `log contains a secret (${secret.slice(0, 4)}…)`).toBe(false);
    }
    expect(output).not.toContain(`"${code}"`);
    expect(output).not.toContain(`=${code}`);
  });
});
