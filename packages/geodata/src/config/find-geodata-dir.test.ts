import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findGeodataDir } from './find-geodata-dir.js';

describe('findGeodataDir', () => {
  it('uses an explicit folder, resolved against the working directory', () => {
    expect(findGeodataDir('data', '/srv/app')).toBe('/srv/app/data');
  });

  it('finds shared/data beside the checkout', () => {
    const root = mkdtempSync(join(tmpdir(), 'geodata-'));
    mkdirSync(join(root, 'shared/data'), { recursive: true });
    writeFileSync(join(root, 'shared/data/README.md'), '# data');
    mkdirSync(join(root, 'main/apps/server'), { recursive: true });
    expect(findGeodataDir(undefined, join(root, 'main'))).toBe(join(root, 'shared/data'));
    expect(findGeodataDir('', join(root, 'main/apps/server'))).toBe(join(root, 'shared/data'));
  });

  it('returns undefined when no data is present', () => {
    // Three levels down, so every folder it looks in (up to ../../../shared/data) is inside this test's own folder,
    // whatever else the machine's temporary folder holds.
    const cwd = join(mkdtempSync(join(tmpdir(), 'geodata-none-')), 'a/b/c');
    mkdirSync(cwd, { recursive: true });
    expect(findGeodataDir(undefined, cwd)).toBeUndefined();
  });
});
