import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/config.js';
import { resolveJwtSecret } from '../src/plugins/auth/jwt-secret.js';

describe('auth configuration', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a JWT_SECRET too short for HS256, naming the variable', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).auth.jwtSecret).toBe('x'.repeat(32));
  });

  it('refuses an SMS_URL that is not http(s), and bad numbers', () => {
    expect(() => loadConfig({ SMS_URL: 'ftp://sms.example.com' })).toThrow(/SMS_URL/);
    expect(() => loadConfig({ JWT_EXPIRY_SECONDS: '0' })).toThrow(/JWT_EXPIRY_SECONDS/);
    expect(() => loadConfig({ SIGN_IN_ATTEMPTS_PER_15_MIN: 'many' })).toThrow(/SIGN_IN_ATTEMPTS_PER_15_MIN/);
  });

  it('without JWT_SECRET generates a key once and keeps it private in DATA_DIR, so restarts keep sessions', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sitescout-secret-'));
    dirs.push(dir);
    const first = resolveJwtSecret(undefined, dir);
    const second = resolveJwtSecret(undefined, dir);
    expect(first.length).toBe(32);
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    expect(statSync(join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    const other = mkdtempSync(join(tmpdir(), 'sitescout-secret-'));
    dirs.push(other);
    expect(Buffer.from(resolveJwtSecret(undefined, other)).equals(Buffer.from(first))).toBe(false);
  });
});
