import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config/config-error.js';
import { refuseUnsafeProductionDefaults } from '../src/config/production-guard.js';
import { createTestApp } from './helpers/test-app.js';

const SAFE = {
  NODE_ENV: 'production',
  PAYMENTS_PROVIDER: 'stripe',
  SMTP_URL: 'smtp://mail.internal:587',
  DATABASE_URL: 'postgres://app@db.internal/sitescout',
  JWT_SECRET: 'x'.repeat(64),
};

function refusal(env: Record<string, string | undefined>, publicUrl = 'http://localhost:3000'): string | undefined {
  try {
    refuseUnsafeProductionDefaults(env, publicUrl);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
}

describe('production start-up refuses unsafe defaults, naming the variable', () => {
  it('lets the embedded quick start and local development run on the defaults', () => {
    expect(refusal({})).toBeUndefined();
    expect(refusal({ DATABASE_URL: 'postgres://x@127.0.0.1/test' }, 'http://127.0.0.1:4000')).toBeUndefined();
  });

  it('accepts a production deployment that chose everything explicitly', () => {
    expect(refusal(SAFE, 'https://sitescout.example')).toBeUndefined();
    expect(refusal({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'local', MAIL_OUTBOX: '1' })).toBeUndefined();
  });

  it.each([
    [
      'NODE_ENV=production',
      { ...SAFE, PAYMENTS_PROVIDER: undefined },
      'http://localhost:3000',
      /^PAYMENTS_PROVIDER: must be set in production/,
    ],
    [
      'an https PUBLIC_URL',
      { ...SAFE, NODE_ENV: undefined, PAYMENTS_PROVIDER: '' },
      'https://sitescout.example',
      /^PAYMENTS_PROVIDER: /,
    ],
    [
      'a shared database without a shared key',
      { ...SAFE, JWT_SECRET: undefined },
      'https://sitescout.example',
      /^JWT_SECRET: must be set .* when DATABASE_URL is/,
    ],
    [
      'no SMTP and no explicit outbox',
      { ...SAFE, SMTP_URL: undefined },
      'https://sitescout.example',
      /^SMTP_URL: must be set .*MAIL_OUTBOX=1/,
    ],
    ['MAIL_OUTBOX=0', { ...SAFE, SMTP_URL: undefined, MAIL_OUTBOX: '0' }, 'https://sitescout.example', /^SMTP_URL: /],
    [
      'a bad MAIL_OUTBOX',
      { ...SAFE, SMTP_URL: undefined, MAIL_OUTBOX: 'maybe' },
      'https://sitescout.example',
      /^MAIL_OUTBOX: "maybe"/,
    ],
  ])('refuses with %s', (_case, env, publicUrl, message) => {
    expect(refusal(env, publicUrl)).toMatch(message);
  });
});

describe('the built server and worker refuse to start (npm test builds them first)', () => {
  const run = (file: string, env: Record<string, string>) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sitescout-production-'));
    try {
      return spawnSync(process.execPath, [fileURLToPath(new URL(`../dist/${file}`, import.meta.url))], {
        env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ...env },
        encoding: 'utf8',
        timeout: 20_000,
      });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };

  it.each([
    [{ NODE_ENV: 'production' }, 'sitescout: cannot start: PAYMENTS_PROVIDER: must be set in production'],
    [
      { PUBLIC_URL: 'https://sitescout.example', PAYMENTS_PROVIDER: 'local' },
      'sitescout: cannot start: SMTP_URL: must be set',
    ],
    [
      {
        PUBLIC_URL: 'https://sitescout.example',
        PAYMENTS_PROVIDER: 'local',
        MAIL_OUTBOX: '1',
        WEBHOOK_SECRET: 'short',
      },
      'sitescout: cannot start: WEBHOOK_SECRET: must be at least 32 characters long',
    ],
  ])('the server with %o', (env, line) => {
    const result = run('main.js', env);
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.startsWith(line)).toBe(true);
  });

  it('the worker without a shared JWT_SECRET', () => {
    const result = run('worker.js', {
      NODE_ENV: 'production',
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toMatch(/^sitescout worker: cannot start: JWT_SECRET: must be set in production/);
  });
});

describe('the TEST MODE checkout page', () => {
  it('is titled TEST MODE under the local provider and is not served under Stripe', async () => {
    const local = await createTestApp('pglite');
    const stripe = await createTestApp('pglite', {
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_API_URL: 'http://127.0.0.1:9',
    });
    try {
      const page = (app: typeof local.app) => app.inject({ method: 'GET', url: '/checkout/test/lcs_doesnotexist0000' });
      const pay = (app: typeof local.app) =>
        app.inject({ method: 'POST', url: '/checkout/test/lcs_doesnotexist0000/pay' });
      expect((await page(local.app)).body).toMatch(/<title>TEST MODE checkout/);
      expect((await page(stripe.app)).body).not.toContain('TEST MODE');
      expect((await pay(local.app)).statusCode).toBe(303);
      expect((await pay(stripe.app)).statusCode).toBe(404);
    } finally {
      await local.dispose();
      await stripe.dispose();
    }
  });
});
