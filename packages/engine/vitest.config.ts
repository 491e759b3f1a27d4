import { workspaceProject } from '../../vitest.shared';

// The first analysis of a file builds the pack's lazy indexes: seconds on a CI machine running other projects too.
export default workspaceProject('engine', { include: ['src/**/*.test.ts', 'test/**/*.test.ts'], testTimeout: 30_000 });
