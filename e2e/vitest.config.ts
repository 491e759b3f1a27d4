import { workspaceProject } from '../vitest.shared';

// Browser tests in real headless Chromium, after the unit and integration tests.
export default workspaceProject('e2e', {
  include: ['**/*.test.ts'],
  setupFiles: ['./setup/csp-guard.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  fileParallelism: false,
  sequence: { groupOrder: 1 },
});
