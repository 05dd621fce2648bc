// Import boundaries of the repository, checked by `npm run lint:boundaries` and by `npm test`
// (scripts/lint-boundaries.mjs, which also checks that no two slices, API modules or a remote's
// features/entities/pages, import each other: a check these file-level rules cannot express).
// The rules and the reasons behind them are written down in docs/BOUNDARIES.md. There is no
// allow-list: a violation is fixed by moving code (a shared slice into `entities/`, a piece
// another API module needs into that module's `index.ts` or into `api/src/lib`), never by an
// exception here.

/** Everything a remote's own source tree contains, captured as $1 = `mf-<name>`. */
const REMOTE = '^(mf-[^/]+)/src/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    // ---- Remotes -----------------------------------------------------------------------------
    {
      name: 'remote-imports-another-remote',
      comment:
        'A remote is deployed alone: it reaches another remote only through Module Federation ' +
        '(loadRemote of an exposed widget), never by importing its source.',
      severity: 'error',
      from: { path: '^(mf-[^/]+)/' },
      to: { path: '^mf-[^/]+/', pathNot: '^$1/' },
    },
    {
      name: 'remote-imports-shell-or-api',
      comment: 'A remote talks to the API over HTTP and to the shell through @coloc/shared, never by import.',
      severity: 'error',
      from: { path: '^mf-[^/]+/' },
      to: { path: '^(shell|api|e2e|bench)/' },
    },
    {
      name: 'feature-imports-outside-itself',
      comment:
        'Inside a remote, a feature imports only itself, src/entities/*, the namespace texts ' +
        '(src/i18n) and packages (@coloc/shared). What two features share is an entity.',
      severity: 'error',
      from: { path: `${REMOTE}features/([^/]+)/` },
      to: {
        path: '^$1/src/',
        pathNot: ['^$1/src/features/$2/', '^$1/src/entities/', '^$1/src/i18n/'],
      },
    },
    {
      name: 'entity-imports-a-feature-or-the-app',
      comment:
        'An entity is shared by features, so it imports no feature and nothing of the app level ' +
        '(pages/, app/, widgets/, standalone/); it may use other entities, the texts and packages.',
      severity: 'error',
      from: { path: `${REMOTE}entities/` },
      to: { path: `^$1/src/(features|pages|app|widgets|standalone|index\\.ts)` },
    },
    {
      name: 'page-imports-the-app',
      comment:
        'src/pages composes several features into one screen (the registration flow and the tests ' +
        'that drive it); it may import features, entities and the texts, not the app level nor another page.',
      severity: 'error',
      from: { path: `${REMOTE}pages/([^/]+)/` },
      to: { path: `^$1/src/(app|widgets|standalone|index\\.ts|pages/)`, pathNot: '^$1/src/pages/$2/' },
    },
    {
      name: 'texts-import-only-texts',
      comment:
        'src/i18n assembles the texts each feature and entity keeps beside its code; it imports ' +
        'those texts files and nothing else of the remote, so features reach no other feature through it.',
      severity: 'error',
      from: { path: `${REMOTE}i18n/` },
      to: {
        path: REMOTE,
        pathNot: ['^$1/src/i18n/', '^$1/src/(features|entities)/.*[tT]exts[.]ts$'],
      },
    },
    {
      name: 'widget-imports-the-app',
      comment:
        'An exposed widget (src/widgets) composes features and entities; it does not import the ' +
        "remote's app (routes, lifecycles), which another remote loading the widget does not run.",
      severity: 'error',
      from: { path: `${REMOTE}widgets/` },
      to: { path: `^$1/src/(app|standalone|index\\.ts)` },
    },
    {
      name: 'no-cycle-in-a-remote',
      comment: 'No import cycle inside a remote (a cycle means two slices are really one, or share an entity).',
      severity: 'error',
      from: { path: '^(mf-[^/]+)/' },
      to: { circular: true },
    },

    // ---- Shared packages ---------------------------------------------------------------------
    {
      name: 'shared-or-contract-imports-an-app',
      comment:
        '@coloc/shared and @coloc/contract are used by every remote and by the API: they import ' +
        'no remote, no shell and no API code.',
      severity: 'error',
      from: { path: '^(shared|contract)/' },
      to: { path: '^(mf-[^/]+|shell|api|e2e|bench)/' },
    },
    {
      name: 'contract-imports-shared',
      comment: '@coloc/contract is the lower layer: @coloc/shared builds on it, never the reverse.',
      severity: 'error',
      from: { path: '^contract/' },
      to: { path: '^shared/' },
    },

    // ---- API ---------------------------------------------------------------------------------
    {
      name: 'api-module-imports-another-module-internals',
      comment:
        'An API module is a Fastify plugin with a public face: another module imports it only ' +
        'through its index.ts, so its store, access and service can change without touching others.',
      severity: 'error',
      from: { path: '^api/src/modules/([^/]+)/' },
      to: {
        path: '^api/src/modules/([^/]+)/',
        pathNot: ['^api/src/modules/$1/', '^api/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'api-files-in-a-cycle',
      comment:
        'No import cycle between files of the API either: CommonJS would hand a half-loaded module ' +
        'to the file that closes the cycle. Type-only imports vanish from the JavaScript, so they do not count.',
      severity: 'error',
      from: { path: '^api/src/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'api-lib-imports-a-module',
      comment: 'api/src/lib holds what modules share; it depends on no module.',
      severity: 'error',
      from: { path: '^api/src/lib/' },
      to: { path: '^api/src/modules/' },
    },
    {
      name: 'api-imports-a-front-end',
      severity: 'error',
      from: { path: '^api/' },
      to: { path: '^(mf-[^/]+|shell|shared)/' },
    },

    // ---- Shell -------------------------------------------------------------------------------
    {
      name: 'shell-imports-a-remote',
      comment: 'The shell loads remotes at run time from remotes.json (Module Federation), never by import.',
      severity: 'error',
      from: { path: '^shell/' },
      to: { path: '^(mf-[^/]+|api)/' },
    },

    // ---- Every package -----------------------------------------------------------------------
    {
      name: 'not-to-unresolvable',
      comment:
        'A relative or workspace import that does not resolve would hide a boundary violation ' +
        '(third-party packages are left to TypeScript).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, path: '^([.]|@coloc/)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|build/ssr|coverage)/' },
    tsPreCompilationDeps: true,
    // Sub-path exports and the contract's TypeScript sources (its `coloc-source` condition).
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['coloc-source', 'types', 'import', 'require', 'node', 'default'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.jsx', '.d.ts', '.json'],
    },
    skipAnalysisNotInRules: true,
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
