import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The browser loads `@sitescout/engine/rescore` (free re-weighting on the dashboard). Anything it reaches that
// imports the data layer (`@sitescout/geodata`: CSV parsers, Node buffers, the pack reader) breaks the page with
// "Buffer is not defined". This walks its real import graph (value imports only; `import type` is erased).
const here = dirname(fileURLToPath(import.meta.url));
const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function reachedModules(entry: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (!spec) continue;
      if (spec.startsWith('.')) visit(resolve(dirname(file), spec.replace(/\.js$/, '.ts')));
      else packages.add(spec);
    }
  };
  visit(entry);
  return { files, packages };
}

describe('the browser entry for re-scoring', () => {
  it('reaches only browser-safe modules: no Node built-ins and no data layer', () => {
    const { files, packages } = reachedModules(resolve(here, 'rescore.ts'));
    expect(files.size).toBeGreaterThan(3);
    expect([...packages].filter((p) => p.startsWith('node:') || p === '@sitescout/geodata')).toEqual([]);
  });
});
