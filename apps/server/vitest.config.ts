import { workspaceProject } from '../../vitest.shared';

export default workspaceProject('server', {
  include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
});
