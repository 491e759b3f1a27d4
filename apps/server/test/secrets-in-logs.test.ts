import { type ChildProcess, spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_TEST_PASSWORD } from './billing-accounts.js';

const mainJs = fileURLToPath(new URL('../dist/main.js', import.meta.url));

/** Every configured secret, each unmistakable, so a single occurrence in the log is found. */
const SECRETS = {
  JWT_SECRET: `jwt-${randomBytes(24).toString('hex')}`,
  STRIPE_SECRET_KEY: `sk_test_${randomBytes(16).toString('hex')}`,
  STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(16).toString('hex')}`,
  WEBHOOK_SECRET: `hook-${randomBytes(24).toString('hex')}`,
  SMS_API_KEY: `sms-${randomBytes(16).toString('hex')}`,
  LLM_API_KEY: `llm-${randomBytes(16).toString('hex')}`,
  CENSUS_API_KEY: `census-${randomBytes(16).toString('hex')}`,
};

describe('no secret reaches the log of the built server, even at trace level', () => {
  let child: ChildProcess;
  let dataDir: string;
  let base: string;
  let output = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sitescout-secrets-'));
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [mainJs], {
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'trace',
        PAYMENTS_PROVIDER: 'stripe',
        SMS_URL: 'http://127.0.0.1:9/sms',
        LLM_BASE_URL: 'http://127.0.0.1:9/v1',
        ...SECRETS,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (c: Buffer) => {
      output += c.toString();
    });
    child.stderr?.on('data', (c: Buffer) => {
      output += c.toString();
    });
    for (let i = 0; ; i++) {
      const ok = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (i > 200 || child.exitCode !== null) throw new Error(`server did not start: ${output.slice(-2000)}`);
      await sleep(100);
    }
  }, 60_000);

  afterAll(() => {
    child?.kill('SIGKILL');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('logs the requests that carry secrets without the secrets themselves', async () => {
    const email = `logs.${randomBytes(4).toString('hex')}@example.com`;
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    expect((await post('/auth/v1/signup', { email, password: BILLING_TEST_PASSWORD, data: {} })).status).toBe(200);
    await post('/auth/v1/token?grant_type=password', { email, password: BILLING_TEST_PASSWORD });
    // Signed webhooks: the signature is derived from the secret and must not be logged either.
    const incoming = JSON.stringify({ email, html: '<p>Report</p>' });
    const signature = createHmac('sha256', SECRETS.WEBHOOK_SECRET).update(incoming).digest('hex');
    const delivered = await fetch(`${base}/api/webhooks/incoming-analyses`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sitescout-signature': `sha256=${signature}` },
      body: incoming,
    });
    expect(delivered.status).toBeLessThan(300);
    const stripeSignature = `t=${Math.floor(Date.now() / 1000)},v1=${'ab'.repeat(32)}`;
    expect(
      (await post('/functions/v1/stripe-webhook', { id: 'evt_1' }, { 'stripe-signature': stripeSignature })).status,
    ).toBe(400);
    await fetch(`${base}/api/analyses`, { headers: { authorization: `Bearer ${SECRETS.JWT_SECRET}` } });
    await sleep(300);

    // The log did record these requests…
    expect(output).toContain('/auth/v1/signup');
    expect(output).toContain('/api/webhooks/incoming-analyses');
    expect(output).toContain('stripe webhook rejected');
    // …and holds none of the secrets, passwords or signatures.
    for (const [name, secret] of Object.entries(SECRETS)) {
      expect(output.includes(secret), `${name} is in the log`).toBe(false);
    }
    expect(output.includes(BILLING_TEST_PASSWORD), 'a password is in the log').toBe(false);
    expect(output.includes(signature), 'the webhook signature is in the log').toBe(false);
    expect(output.includes(stripeSignature), 'the Stripe signature is in the log').toBe(false);
  });
});
