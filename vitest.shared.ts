import { defaultServerConditions } from 'vite';
import { defineProject, type UserWorkspaceConfig } from 'vitest/config';

/**
 * Workspace packages export their TypeScript sources under the "source" condition, so tests run on
 * the code as written while Node (and the build) use dist/.
 */
const conditions = ['source', ...defaultServerConditions];

export function workspaceProject(name: string, test: NonNullable<UserWorkspaceConfig['test']>) {
  return defineProject({
    resolve: { conditions },
    ssr: { resolve: { conditions } },
    test: { name, environment: 'node', ...test },
  });
}
