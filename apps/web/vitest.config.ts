import { fileURLToPath } from 'node:url';
import { defineProject, mergeConfig } from 'vitest/config';
import { workspaceProject } from '../../vitest.shared';

// Unit tests of the web app's pure modules (no DOM); what users see is tested in e2e/.
export default mergeConfig(
  workspaceProject('web', { include: ['src/**/*.test.ts'] }),
  defineProject({ resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } } }),
);
