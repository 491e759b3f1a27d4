import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_TEST_PASSWORD } from './billing-accounts.js';
import { type BuiltServer, startBuiltServer } from './helpers/built-server.js';

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
  let server: BuiltServer;
  let dataDir: string;
  let base: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sitescout-secrets-'));
    server = await startBuiltServer({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'trace',
      PAYMENTS_PROVIDER: 'stripe',
      SMS_URL: 'http://127.0.0.1:9/sms',
      LLM_BASE_URL: 'http://127.0.0.1:9/v1',
      ...SECRETS,
    });
    base = server.url;
  }, 60_000);

  afterAll(async () => {
    await server?.kill();
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
    const at = Math.floor(Date.now() / 1000);
    const signature = createHmac('sha256', SECRETS.WEBHOOK_SECRET).update(`${at}.${incoming}`).digest('hex');
    const delivered = await fetch(`${base}/api/webhooks/incoming-analyses`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sitescout-signature': `t=${at},v1=${signature}` },
      body: incoming,
    });
    expect(delivered.status).toBeLessThan(300);
    const stripeSignature = `t=${Math.floor(Date.now() / 1000)},v1=${'ab'.repeat(32)}`;
    expect(
      (await post('/functions/v1/stripe-webhook', { id: 'evt_1' }, { 'stripe-signature': stripeSignature })).status,
    ).toBe(400);
    await fetch(`${base}/api/analyses`, { headers: { authorization: `Bearer ${SECRETS.JWT_SECRET}` } });
    // A token put in a link's query string (a client that sends it there, a pasted link) is not logged either.
    const session = (await (
      await post('/auth/v1/token?grant_type=password', { email, password: BILLING_TEST_PASSWORD })
    ).json()) as { access_token?: string; refresh_token?: string };
    const queryToken = session.access_token ?? `eyJ${randomBytes(24).toString('hex')}`;
    await fetch(`${base}/app/analyses?access_token=${queryToken}&refresh_token=${session.refresh_token ?? 'r'}&tab=1`);
    await sleep(300);
    const output = server.output();

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
    expect(output).toContain('access_token=[redacted]');
    expect(output.includes(queryToken), 'an access token from a query string is in the log').toBe(false);
  });
});
