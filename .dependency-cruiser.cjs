/**
 * Import rules of the monorepo, checked by `npm run lint` (`depcruise`). Each rule says what it keeps apart and why;
 * a new violation fails the lint with the importing file and the imported one named.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: modules that need each other cannot be read, tested or moved apart.',
      from: { path: '^(apps|packages)/' },
      to: { circular: true },
    },
    {
      name: 'packages-never-import-apps',
      severity: 'error',
      comment: 'Packages sit below the apps: the engine and the data know nothing of HTTP, the database or the pages.',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'engine-imports-no-server-library',
      severity: 'error',
      comment: 'The engine is pure functions over a data interface: no HTTP server, no database driver.',
      from: { path: '^packages/engine/src/', pathNot: '\\.test\\.ts$' },
      to: { path: 'node_modules/(fastify|@fastify|pg|@electric-sql|drizzle-orm|pg-boss)/' },
    },
    {
      name: 'infra-and-lib-import-no-plugin',
      severity: 'error',
      comment: 'infra/ and lib/ serve every plugin; a plugin is a domain that builds on them, never the other way.',
      from: { path: '^apps/server/src/(infra|lib)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/plugins/' },
    },
    {
      name: 'no-plugin-imports-another-plugins-routes',
      severity: 'error',
      comment: "A plugin's routes are its HTTP surface: another plugin uses its service (or lib/http), not its routes.",
      from: { path: '^apps/server/src/plugins/([^/]+)/' },
      to: {
        path: '^apps/server/src/plugins/[^/]+/(routes/|[^/]*-routes?\\.ts$)',
        pathNot: '^apps/server/src/plugins/$1/',
      },
    },
    {
      name: 'e2e-imports-no-server-src',
      severity: 'error',
      comment: 'Browser tests drive the built server: they import @sitescout/server/testing, never its sources.',
      from: { path: '^e2e/' },
      to: { path: '^apps/server/src/' },
    },
    {
      name: 'web-features-stay-apart',
      severity: 'error',
      comment: 'A web feature folder imports shared components and lib, never another feature.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|coverage)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: { dot: { collapsePattern: '^(apps/[^/]+/src/[^/]+|packages/[^/]+|e2e)/' } },
  },
};
