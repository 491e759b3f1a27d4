import { workspaceProject } from '../../vitest.shared';

export default workspaceProject('engine', { include: ['src/**/*.test.ts', 'test/**/*.test.ts'] });
