/**
 * The API's layers and module boundaries (docs/architecture.md). Known violations are listed in
 * .dependency-cruiser-known-violations.json and shrink as the modules are untied; anything not listed there
 * fails `npm run lint`. Refresh the list only after removing violations: `npm run lint:deps:baseline`.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'an import cycle ties its files into one unit: nobody can change or remove one alone',
      severity: 'error',
      from: { path: '^apps/api/src/' },
      to: { circular: true },
    },
    {
      name: 'platform-imports-no-module',
      comment:
        'platform code (infrastructure, http, shared, config) is below every module and the composition',
      severity: 'error',
      from: { path: '^apps/api/src/(infrastructure|http|shared|config|types)/' },
      to: { path: '^apps/api/src/(modules/|projectors\\.ts|app\\.module\\.ts|bootstrap/|worker/|cli/)' },
    },
    {
      name: 'module-through-its-index',
      comment: 'a module is used by other modules through its index.ts, never through its files',
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: {
        path: '^apps/api/src/modules/',
        pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'libs-import-no-app',
      severity: 'error',
      from: { path: '^libs/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.spec\\.tsx?$|/dist/|/node_modules/' },
    tsConfig: { fileName: 'tsconfig.base.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
