import { workspaceProject } from '../vitest.shared';

// Browser tests in real headless Chromium, after the unit and integration tests.
export default workspaceProject('e2e', {
  include: ['**/*.test.ts'],
  setupFiles: ['./setup/csp-guard.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // A page settles in seconds on a loaded CI machine (maps rendered by WebGL in software): expect.poll's default 1 s
  // failed the basemap test there while the page was still drawing.
  expect: { poll: { timeout: 15_000 } },
  fileParallelism: false,
  sequence: { groupOrder: 1 },
});
