import { defineConfig } from 'vitest/config';

// `npm test` runs every project: unit tests, server integration tests (PGlite and PostgreSQL), browser tests.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'e2e/vitest.config.ts'],
  },
});
