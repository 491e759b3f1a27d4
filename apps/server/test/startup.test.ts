import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/config.js';

const mainJs = fileURLToPath(new URL('../dist/main.js', import.meta.url));

function start(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sitescout-start-'));
  return spawnSync(process.execPath, [mainJs], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
}

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({ port: 3000, dataDir: '/srv/app/.data', databaseUrl: undefined });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }, '/srv/app').trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 192.168.0.0/16,::1' }, '/srv/app').trustProxy).toEqual([
      '10.0.0.2',
      '192.168.0.0/16',
      '::1',
    ]);
  });

  it.each([
    [{ PORT: 'abc' }, /^PORT: "abc" is not a port number/],
    [{ PORT: '70000' }, /^PORT: /],
    [{ DATABASE_URL: 'mysql://x' }, /^DATABASE_URL: must start with postgres:/],
    [{ PUBLIC_URL: 'not a url' }, /^PUBLIC_URL: /],
    [{ LOG_LEVEL: 'loud' }, /^LOG_LEVEL: "loud" is not one of/],
    [{ GEODATA_DIR: '/no/such/folder' }, /^GEODATA_DIR: folder/],
    [{ TRUST_PROXY: 'maybe' }, /^TRUST_PROXY: "maybe" is not false, a number of proxy hops or a list of proxy/],
    [{ TRUST_PROXY: '10.0.0.0/40' }, /^TRUST_PROXY: "10\.0\.0\.0\/40" is not false/],
  ])('rejects %o naming the variable', (env, message) => {
    expect(() => loadConfig(env, '/srv/app')).toThrow(message);
  });
});

describe('start-up of the built server (npm test builds it first)', () => {
  it('stops with one clear line on a bad PORT', () => {
    const result = start({ PORT: 'abc' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'sitescout: cannot start: PORT: "abc" is not a port number (a whole number from 0 to 65535)',
    ]);
  });

  it('stops on TRUST_PROXY=true, naming the safe forms (hop count or address list)', () => {
    const result = start({ TRUST_PROXY: 'true' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'sitescout: cannot start: TRUST_PROXY: true would trust any address a client writes into X-Forwarded-For; set the number of proxies in front of the server (e.g. TRUST_PROXY=1) or their addresses (e.g. TRUST_PROXY=10.0.0.2,192.168.0.0/16)',
    ]);
  });

  it('stops with one clear line when DATABASE_URL is unreachable, password hidden', () => {
    const result = start({ DATABASE_URL: 'postgres://app:secret@127.0.0.1:1/nowhere' });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^sitescout: cannot start: DATABASE_URL: cannot connect to postgres:\/\/app:\*\*\*@127\.0\.0\.1:1\/nowhere/,
    );
    expect(result.stderr).not.toContain('secret');
  });
});
