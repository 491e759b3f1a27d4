import { workspaceProject } from '../../vitest.shared';

export default workspaceProject('shared', { include: ['test/**/*.test.ts'] });
