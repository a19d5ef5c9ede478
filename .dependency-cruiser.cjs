// Module boundaries, checked by `npm run lint:deps` (a step of `npm test`).
// Backend: features talk through commands, queries, repositories and committed events, never in a
// circle. Frontend: features never import each other; shared pieces live in components/ and lib/.

/** Backend folders that are infrastructure, not features: any feature may use them. */
const BACKEND_INFRA = 'common|config|database|audit|transactions|notifications|dev-services|storage';

module.exports = {
  forbidden: [
    {
      name: 'no-module-cycles',
      comment: 'A file must not reach itself again through its imports.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'backend-infrastructure-knows-no-feature',
      comment: `Infrastructure (${BACKEND_INFRA}) must not load a feature: each feature registers itself with it.`,
      severity: 'error',
      from: { path: `^backend/src/(${BACKEND_INFRA})/` },
      // Types may name features (the Kysely Database type is built from every module's entities).
      // Nor the composition root (app.module.ts and its neighbours), which loads every feature.
      to: {
        path: '^backend/src/([^/]+/|[^/]+\\.ts$)',
        pathNot: `^backend/src/(${BACKEND_INFRA})/`,
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'backend-no-foreign-tables',
      comment:
        "A feature reaches another feature's tables through that feature's repository, never its entities or its entity list.",
      severity: 'error',
      // An entity may name another feature's entity: that is the foreign key, not a query.
      from: { path: '^backend/src/([^/]+)/', pathNot: ['^backend/src/(database|cli)/', '\\.entity\\.ts$'] },
      to: {
        path: '^backend/src/([^/]+)/.+\\.entit(y|ies)\\.ts$',
        pathNot: ['^backend/src/$1/', `^backend/src/(${BACKEND_INFRA})/`],
      },
    },
    {
      name: 'backend-no-foreign-internals',
      comment:
        "A feature uses another feature's module, commands, queries, repositories, events and errors only: not its handlers, controllers or DTOs.",
      severity: 'error',
      from: { path: '^backend/src/([^/]+)/', pathNot: `^backend/src/(cli|app\\.module\\.ts)` },
      to: {
        path: '^backend/src/([^/]+)/.+(handler|controller|dto)\\.ts$',
        pathNot: ['^backend/src/$1/', `^backend/src/(${BACKEND_INFRA})/`],
      },
    },
    {
      name: 'frontend-features-are-independent',
      comment: 'A frontend feature never imports another feature: shared pieces go to components/ or lib/.',
      severity: 'error',
      from: { path: '^frontend/src/features/([^/]+)/' },
      to: { path: '^frontend/src/features/([^/]+)/', pathNot: '^frontend/src/features/$1/' },
    },
    {
      name: 'frontend-shared-knows-no-feature',
      comment: 'api/, components/, lib/ and hooks/ are shared: they must not depend on a feature or a route.',
      severity: 'error',
      from: { path: '^frontend/src/(api|components|lib|hooks)/' },
      to: { path: '^frontend/src/(features|routes)/' },
    },
    {
      name: 'frontend-lib-knows-no-api',
      comment:
        'lib/ is the bottom layer api/ builds on (session store, ids, roles): it never imports api/, not even a type of the generated schema.',
      severity: 'error',
      from: { path: '^frontend/src/lib/' },
      to: { path: '^frontend/src/api/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Generated code is cruised too: an import of the generated API schema is a dependency on api/ like any other.
    exclude: { path: '(^|/)(node_modules|dist)/|routeTree\\.gen\\.ts$' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
