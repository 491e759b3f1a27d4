import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { databasePoolSize, loadConfig } from '../src/config/config.js';

const POSTGRES = { DATABASE_URL: 'postgres://app@db.internal:5432/sitescout' };

describe('DATABASE_POOL_SIZE', () => {
  it('defaults to 10 and takes any whole number from 2', () => {
    expect(loadConfig({}, '/srv/app').databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '25' }, '/srv/app').databasePoolSize).toBe(25);
    expect(loadConfig({ DATABASE_POOL_SIZE: ' 2 ' }, '/srv/app').databasePoolSize).toBe(2);
    expect(loadConfig({ DATABASE_POOL_SIZE: '' }, '/srv/app').databasePoolSize).toBe(10);
  });

  it.each([
    ['abc', /^DATABASE_POOL_SIZE: "abc" is not a positive whole number$/],
    ['0', /^DATABASE_POOL_SIZE: "0" is not a positive whole number$/],
    ['-3', /^DATABASE_POOL_SIZE: "-3" is not a positive whole number$/],
    ['2.5', /^DATABASE_POOL_SIZE: "2.5" is not a positive whole number$/],
    ['1', /^DATABASE_POOL_SIZE: must be at least 2 \(migrations hold one connection for their lock/],
  ])('rejects %s naming the variable', (value, message) => {
    expect(() => loadConfig({ DATABASE_POOL_SIZE: value }, '/srv/app')).toThrow(message);
  });

  it('sizes a web server that only queues jobs by DATABASE_POOL_SIZE alone', () => {
    const config = loadConfig({ ...POSTGRES, JOB_WORKER: 'separate', DATABASE_POOL_SIZE: '3' }, '/srv/app');
    expect(databasePoolSize(config, false)).toBe(3);
  });

  it('gives a process that works jobs at least JOB_CONCURRENCY + 4 connections; a larger pool size wins', () => {
    const small = loadConfig({ ...POSTGRES, DATABASE_POOL_SIZE: '3', JOB_CONCURRENCY: '2' }, '/srv/app');
    expect(databasePoolSize(small, true)).toBe(6);
    const busy = loadConfig({ ...POSTGRES, DATABASE_POOL_SIZE: '10', JOB_CONCURRENCY: '8' }, '/srv/app');
    expect(databasePoolSize(busy, true)).toBe(12);
    const large = loadConfig({ ...POSTGRES, DATABASE_POOL_SIZE: '20', JOB_CONCURRENCY: '2' }, '/srv/app');
    expect(databasePoolSize(large, true)).toBe(20);
    // The default: ten connections cover the default two jobs at a time.
    expect(databasePoolSize(loadConfig(POSTGRES, '/srv/app'), true)).toBe(10);
  });
});

describe('a bad DATABASE_POOL_SIZE stops the built processes with one line (npm test builds them first)', () => {
  it.each([
    ['server', 'main.js', 'sitescout'],
    ['worker', 'worker.js', 'sitescout worker'],
  ])('the %s', (_name, file, prefix) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sitescout-pool-'));
    try {
      const result = spawnSync(process.execPath, [fileURLToPath(new URL(`../dist/${file}`, import.meta.url))], {
        env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ...POSTGRES, DATABASE_POOL_SIZE: 'lots' },
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr.trim().split('\n')).toEqual([
        `${prefix}: cannot start: DATABASE_POOL_SIZE: "lots" is not a positive whole number`,
      ]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
