import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assertDataDirWritable } from './data-dir.js';

describe('assertDataDirWritable', () => {
  const base = mkdtempSync(join(tmpdir(), 'sitescout-data-dir-'));
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  it('creates a missing DATA_DIR (several levels) and leaves no probe file behind', () => {
    const dir = join(base, 'a', 'b', 'data');
    assertDataDirWritable(dir);
    expect(readdirSync(dir)).toEqual([]);
    assertDataDirWritable(dir);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('names DATA_DIR when it is a file, or below one', () => {
    const file = join(base, 'not-a-folder');
    writeFileSync(file, 'x');
    expect(() => assertDataDirWritable(file)).toThrow(/^DATA_DIR: .*not-a-folder is not a folder \(ENOTDIR\)/);
    expect(() => assertDataDirWritable(join(file, 'data'))).toThrow(/^DATA_DIR: .* is not a folder \(ENOTDIR\)/);
  });
});
