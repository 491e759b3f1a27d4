import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../../..');

/**
 * Every `npm run` command that is one of our tools, as a user types it: from the repository root, and through each
 * workspace that has its own script for the same tool. Not here: wrappers of other tools (build, lint, format,
 * typecheck, audit, db:generate, api:types, lint:graph, test:watch, reports:property, dev, bench:micro, bench:web) and the
 * server workspace's `bench`, a chain of three benchmarks that the root `bench` runs.
 */
const ROOT_TOOLS = [
  'start',
  'worker',
  'db:migrate',
  'db:backup',
  'db:restore',
  'admin',
  'data:build',
  'geocode:accuracy',
  'data:fetch',
  'analyze',
  'model:fit',
  'model:backtest',
  'bench',
  'bench:load',
  'bench:first-start',
  'bench:rhythm',
  'bench:national',
  'bench:soak',
  'competition:check',
  'evidence:check',
  'forecast:check',
  'walkscore:accuracy',
];
const WORKSPACE_TOOLS: Array<[workspace: string, script: string]> = [
  ['@sitescout/geodata', 'data:build'],
  ['@sitescout/geodata', 'data:fetch'],
  ['@sitescout/geodata', 'geocode:accuracy'],
  ['@sitescout/geodata', 'bench'],
  ['@sitescout/engine', 'analyze'],
  ['@sitescout/engine', 'model:fit'],
  ['@sitescout/engine', 'bench'],
  ['@sitescout/server', 'worker'],
];

function npm(args: string[], options: { cwd?: string; env?: Record<string, string> } = {}) {
  const result = spawnSync('npm', ['--silent', ...args], {
    cwd: options.cwd ?? repo,
    env: { ...process.env, ...options.env },
    encoding: 'utf8',
    timeout: 240_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr.trim() };
}

const runArgs = (tool: string | [string, string]) =>
  typeof tool === 'string' ? ['run', tool] : ['run', tool[1], '-w', tool[0]];
const label = (tool: string | [string, string]) => (typeof tool === 'string' ? tool : `${tool[1]} -w ${tool[0]}`);
const TOOLS: Array<string | [string, string]> = [...ROOT_TOOLS, ...WORKSPACE_TOOLS];

describe('our npm run commands behave as command-line tools', () => {
  it('the list covers every root script that runs one of our tools', () => {
    const scripts = Object.keys(JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')).scripts);
    const wrappers = [
      'test',
      'test:watch',
      'build',
      'lint',
      'lint:graph',
      'format',
      'typecheck',
      'audit',
      'db:generate',
      'api:types',
    ];
    const others = ['reports:property', 'bench:web'];
    expect(scripts.filter((s) => !ROOT_TOOLS.includes(s) && !wrappers.includes(s) && !others.includes(s))).toEqual([]);
  });

  it.each(TOOLS.map((tool) => [label(tool), tool] as const))(
    '%s: --help prints its usage (exit 0); a bad option is named in one line (exit 2)',
    (_name, tool) => {
      const help = npm([...runArgs(tool), '--', '--help']);
      expect(help.status, help.stderr).toBe(0);
      expect(help.stdout).toMatch(/^(.*\n)?Usage: npm run /);
      const bad = npm([...runArgs(tool), '--', '--no-such-option']);
      expect(bad.status).toBe(2);
      expect(bad.stderr.split('\n')).toHaveLength(1);
      expect(bad.stderr).toContain('--no-such-option');
    },
    240_000,
  );

  it('npm test --help prints its usage', () => {
    const help = npm(['test', '--', '--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: npm test');
  });

  describe('data:build', () => {
    const work = mkdtempSync(join(tmpdir(), 'sitescout-cli-'));
    afterAll(() => rmSync(work, { recursive: true, force: true }));

    it('reads a relative GEODATA_DIR from where the command was typed, and exits 3 when that folder gives an empty pack', () => {
      mkdirSync(join(work, 'empty-data'));
      // Typed in `work` (npm --prefix runs the repository's script; INIT_CWD is `work`).
      const result = npm(['--prefix', repo, 'run', 'data:build'], {
        cwd: work,
        env: { GEODATA_DIR: 'empty-data', DATA_DIR: 'pack' },
      });
      expect(result.status).toBe(3);
      expect(result.stderr).toContain(`data:build: ${join(work, 'empty-data')} holds none of the public sources`);
      expect(readFileSync(join(work, 'pack', 'geodata-pack-v3', 'manifest.json'), 'utf8')).toContain('"tables"');
    }, 240_000);

    it('names a GEODATA_DIR that does not exist, and exits 1', () => {
      const result = npm(['--prefix', repo, 'run', 'data:build'], {
        cwd: work,
        env: { GEODATA_DIR: 'no-such-folder', DATA_DIR: 'pack' },
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toBe(`data:build: GEODATA_DIR ${join(work, 'no-such-folder')} does not exist`);
    }, 240_000);
  });
});
