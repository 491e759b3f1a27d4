import { workspaceProject } from '../../vitest.shared';

// Importer tests read real files of up to 40 MB and one test builds the whole pack: allow for a busy machine.
export default workspaceProject('geodata', {
  include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  testTimeout: 60_000,
  hookTimeout: 240_000,
});
