import { workspaceProject } from '../../vitest.shared';

export default workspaceProject('geodata', { include: ['src/**/*.test.ts', 'test/**/*.test.ts'] });
