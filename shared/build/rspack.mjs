// @ts-check
// The one rspack + Module Federation config factory. The shell and every remote build with it, so
// they agree on shared singletons, file naming and CSS handling.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const sharedPackage = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const sharedDir = join(import.meta.dirname, '..');
const requireFromShared = createRequire(join(sharedDir, 'package.json'));
/** @param {string} name */
const installed = (name) => JSON.parse(readFileSync(requireFromShared.resolve(`${name}/package.json`), 'utf8'));

/**
 * Libraries shared through an entry of our own listing the exports the page may use (see
 * shared-entries/): a shared module is never tree-shaken, so the whole package would otherwise
 * reach every first render.
 */
const SHARED_ENTRIES = {
  'react-router-dom': join(sharedDir, 'build', 'shared-entries', 'react-router-dom.mjs'),
  'react-i18next': join(sharedDir, 'build', 'shared-entries', 'react-i18next.mjs'),
};
/**
 * The entry of react-i18next must import the package under another name: an import of
 * 'react-i18next' itself would be taken for the shared module, that is the entry importing itself.
 */
const REACT_I18NEXT_PACKAGE = 'react-i18next-package';
const reactI18nextPackage = installed('react-i18next');
const reactI18nextModule = join(dirname(requireFromShared.resolve('react-i18next/package.json')), reactI18nextPackage.module);

/** Files under a folder (not its dependencies). */
const filesUnder = (/** @type {string} */ dir) => new RegExp(`^${dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\\\/]`);
/** Files of @coloc/shared itself (not its dependencies). */
const SHARED_SOURCES = filesUnder(join(sharedDir, 'src'));
/** Files of @coloc/shared that its entries import on demand (ui/LazyDialog.tsx). */
const LAZY_SHARED_SOURCES = /[\\/]ui[\\/]Dialog\.(tsx|module\.css)$/;
/**
 * `@coloc/shared/ui/{DialogWidget,SlotPicker,useSubmit,CityChips,AlertSettingsForm}`: not part of
 * the shared singleton, bundled by the remote that uses them (they reach the singleton through its
 * package name, never through relative imports).
 */
const LOCAL_SHARED_SOURCES = /[\\/](ui[\\/]DialogWidget\.tsx|ui[\\/]useSubmit\.ts|ui[\\/](SlotPicker|CityChips|AlertSettingsForm)\.(tsx|module\.css))$/;
/** Files of @coloc/contract (limits, rules, the endpoint table): plain modules, never shared on their own. */
const CONTRACT_SOURCES = filesUnder(join(sharedDir, '..', 'contract', 'src'));

/**
 * Whether a module belongs in the `coloc-shared` chunk: a file of the shared singleton, or a file of
 * the contract that only such files import (the limits @coloc/shared re-exports). A contract file
 * that a remote imports itself stays with the remote's code: in the chunk of the shared fallback, it
 * would make the remote download that whole fallback.
 * @param {import('@rspack/core').Module} module
 * @param {import('@rspack/core').ModuleGraph} moduleGraph
 * @returns {boolean}
 */
function inColocSharedChunk(module, moduleGraph, visiting = new Set()) {
  const resource = module.resource ?? '';
  if (SHARED_SOURCES.test(resource)) return !LAZY_SHARED_SOURCES.test(resource) && !LOCAL_SHARED_SOURCES.test(resource);
  // An import cycle inside the contract decides nothing by itself.
  if (!CONTRACT_SOURCES.test(resource) || visiting.has(resource)) return false;
  visiting.add(resource);
  const importers = moduleGraph.getIncomingConnections(module).flatMap((connection) => (connection.originModule ? [connection.originModule] : []));
  const result = importers.length > 0 && importers.every((importer) => inColocSharedChunk(importer, moduleGraph, visiting));
  visiting.delete(resource);
  return result;
}

/** Port of the API in development; the dev servers proxy /api and /image to it. */
export const API_DEV_PORT = Number(process.env.API_PORT ?? 8080);

/**
 * Remotes and their dev ports. Folder names use dashes, Module Federation names underscores.
 * @type {Record<string, { folder: string, devPort: number }>}
 */
export const REMOTES = {
  mf_public: { folder: 'mf-public', devPort: 3001 },
  mf_registration: { folder: 'mf-registration', devPort: 3002 },
  mf_matching: { folder: 'mf-matching', devPort: 3003 },
  mf_messaging: { folder: 'mf-messaging', devPort: 3004 },
  mf_properties: { folder: 'mf-properties', devPort: 3005 },
  mf_payments: { folder: 'mf-payments', devPort: 3006 },
};
export const SHELL_DEV_PORT = 3000;

/**
 * Libraries that must exist once on a page: two copies of React, the router or an effector store
 * would split state between the shell and the remotes.
 * @param {string} packageDir
 */
export function sharedSingletons(packageDir) {
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const deps = { ...sharedPackage.dependencies, ...pkg.dependencies };
  /** @param {string} name */
  const lib = (name) => ({ singleton: true, requiredVersion: deps[name] ? `^${String(deps[name]).replace(/^[\^~]/, '')}` : false });
  /** @param {keyof typeof SHARED_ENTRIES} name */
  const libThroughEntry = (name) => ({ ...lib(name), import: SHARED_ENTRIES[name], version: installed(name).version });
  const sharedContract = { singleton: true, requiredVersion: `^${sharedPackage.version}`, version: sharedPackage.version };
  return {
    react: lib('react'),
    'react/': { ...lib('react'), packageName: 'react' },
    'react-dom': lib('react-dom'),
    'react-dom/': { ...lib('react-dom'), packageName: 'react-dom' },
    // react-router is not shared on its own: nothing imports it but the react-router-dom entry,
    // which bundles the part it re-exports, once per page since the entry is a singleton.
    'react-router-dom': libThroughEntry('react-router-dom'),
    effector: lib('effector'),
    'effector-react': lib('effector-react'),
    i18next: lib('i18next'),
    'react-i18next': libThroughEntry('react-i18next'),
    ky: lib('ky'),
    'single-spa-react': lib('single-spa-react'),
    '@coloc/shared': sharedContract,
    '@coloc/shared/ui': { ...sharedContract, packageName: '@coloc/shared' },
    // Provided by the shell too (an import path is always provided, used or not): every remote then
    // runs the shell's copy, whose relative imports (route table, i18n, UI parts) are the modules the
    // shell has already loaded, instead of downloading its own duplicates of them.
    '@coloc/shared/remote': { ...sharedContract, packageName: '@coloc/shared', import: join(sharedDir, 'src', 'remoteApp.tsx') },
  };
}

/** TypeScript and JSX of our sources, the same for the browser and the server builds. */
const sourceRule = (/** @type {boolean} */ production) => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
      target: 'es2022',
    },
  },
  type: 'javascript/auto',
});

/**
 * CSS-module class names: the browser and server builds of a package must agree on them.
 * Readable in development, but without the path: slashes in class names break grid-template-areas.
 */
const cssModuleNames = (/** @type {boolean} */ production) => ({
  localIdentName: production ? '[hash:base64:6]' : '[name]__[local]--[hash:base64:4]',
  exportsConvention: 'camel-case',
});

/**
 * @param {{
 *   name: string,                       // Module Federation name: 'shell', 'mf_public'…
 *   dir: string,                        // the package folder
 *   mode?: string,
 *   exposes?: Record<string, string>,   // remotes only
 *   host?: boolean,                     // the shell: HTML page, absolute public path
 *   devPort: number,
 *   devServer?: Record<string, unknown>,
 *   standaloneHtml?: string,            // remotes: page of the standalone dev host
 * }} options
 * @returns {import('@rspack/core').Configuration}
 */
export function createConfig({ name, dir, mode = process.env.NODE_ENV ?? 'production', exposes, host = false, devPort, devServer = {}, standaloneHtml }) {
  const production = mode === 'production';
  const hash = production ? '.[contenthash:8]' : '';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    // A remote's own entry only feeds its standalone dev host; in production the shell loads
    // remoteEntry.js, so the entry is left out of the build.
    entry: host || !production ? { main: './src/index.ts' } : {},
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    target: 'web',
    output: {
      path: join(dir, 'dist'),
      // The shell's HTML is served for deep links (SPA fallback), so its assets need absolute URLs;
      // remotes resolve theirs from wherever their manifest was loaded.
      publicPath: host ? '/' : 'auto',
      filename: `[name]${hash}.js`,
      chunkFilename: `[name]${hash}.js`,
      cssFilename: `[name]${hash}.css`,
      cssChunkFilename: `[name]${hash}.css`,
      assetModuleFilename: `assets/[name]${production ? '.[contenthash:8]' : ''}[ext]`,
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
      alias: { [`${REACT_I18NEXT_PACKAGE}$`]: reactI18nextModule },
    },
    module: {
      rules: [
        sourceRule(production),
        { test: /\.module\.css$/, type: 'css/module' },
        { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
        { test: /\.(png|jpe?g|gif|svg|webp|avif|woff2?)$/i, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
      ],
      parser: { 'css/module': { namedExports: false } },
      generator: {
        'css/module': cssModuleNames(production),
      },
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(exposes ? { filename: 'remoteEntry.js', exposes } : { remotes: {} }),
        shared: sharedSingletons(dir),
        manifest: true,
        shareStrategy: 'loaded-first',
        dts: false,
        // One copy of the federation runtime per page: the shell provides its core, production
        // remotes use it instead of bundling their own. (Standalone dev keeps its own.)
        // `target: 'web'` leaves the runtime's Node.js code paths out of the browser bundles.
        ...(production ? { experiments: { ...(host ? { provideExternalRuntime: true } : { externalRuntime: true }), optimization: { target: 'web' } } } : {}),
      }),
      host && new rspack.HtmlRspackPlugin({ template: join(dir, 'src', 'index.html'), minify: production, filename: 'index.html' }),
      // Absolute script URLs so deep links of the standalone host load too.
      !host && !production && standaloneHtml && new rspack.HtmlRspackPlugin({ template: standaloneHtml, filename: 'index.html', publicPath: '/' }),
      new rspack.CopyRspackPlugin({ patterns: [{ from: join(dir, 'public'), noErrorOnMissing: true }] }),
    ].filter(Boolean),
    optimization: {
      minimize: production,
      // @coloc/shared is shared as three modules (the contract, the UI kit, the remote skeleton) that
      // import each other's files: one chunk for all its files, or each module's chunk carries its
      // own copy of the files it reaches (api client, texts, UI parts). All three are in every first
      // render anyway.
      // (The dialog stays apart: the UI kit loads it on demand.)
      splitChunks: production
        ? { cacheGroups: { colocShared: { test: (module, { moduleGraph }) => inColocSharedChunk(module, moduleGraph), name: 'coloc-shared', chunks: 'async', enforce: true, priority: 20 } } }
        : undefined,
    },
    performance: { hints: false },
    // Lazy compilation asks the page's origin to compile a chunk on demand; inside the shell that is
    // the shell's dev server, which does not know a remote's modules.
    lazyCompilation: false,
    experiments: {},
    devServer: {
      port: devPort,
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [
        { context: ['/api', '/image'], target: `http://localhost:${API_DEV_PORT}`, ws: true, changeOrigin: false },
      ],
      // A remote's dev client runs inside the shell's page: without an explicit URL it would listen
      // to the shell's dev server and apply the shell's updates to itself.
      client: { overlay: { errors: true, warnings: false }, webSocketURL: `ws://localhost:${devPort}/ws` },
      ...devServer,
    },
  };
}


/**
 * Libraries a remote's server build takes from the shell's server renderer (the host) and never
 * bundles: one React, router, effector, i18next and @coloc/shared per process (the list matches
 * shell/src/server/sharedModules.ts).
 */
export const SERVER_HOST_PROVIDED = [
  'react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'react-dom/server', 'react-dom/static',
  'react-router-dom', 'effector', 'effector-react', 'i18next', 'react-i18next',
  '@coloc/shared', '@coloc/shared/ui', '@coloc/shared/remote', 'ky', 'single-spa-react',
];

/** Modules of a server build: our sources, and CSS as class names only (the page links the browser build's stylesheets). */
const serverModuleRules = (production) => ({
  rules: [
    sourceRule(production),
    { test: /\.module\.css$/, type: 'css/module' },
    { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
    // Same file names as the browser build, not emitted: the browser's copies are the ones served.
    { test: /\.(png|jpe?g|gif|svg|webp|avif|woff2?)$/i, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } }, generator: { emit: false } },
  ],
  parser: { 'css/module': { namedExports: false } },
  generator: {
    // Same class names as the browser build (same uniqueName, same ident), without any stylesheet.
    'css/module': { ...cssModuleNames(production), exportsOnly: true },
    css: { exportsOnly: true },
  },
});

/**
 * A Node build for server rendering.
 * - A remote (`exposes`): an `async-node` Module Federation container in dist/server, loaded at run
 *   time by the shell's renderer from remotes.json like the browser build.
 * - The shell (`entry`): a CommonJS bundle the API requires, external React & co (the remotes get
 *   those very instances through the federation share scope).
 * `uniqueName` is the browser build's, so CSS-module class names are the same on both sides.
 * @param {{ name: string, dir: string, mode?: string, exposes?: Record<string, string>, entry?: string }} options
 * @returns {import('@rspack/core').Configuration}
 */
export function createServerConfig({ name, dir, mode = process.env.NODE_ENV ?? 'production', exposes, entry }) {
  const production = mode === 'production';
  const requireHere = createRequire(import.meta.url);
  const base = {
    mode: production ? 'production' : 'development',
    context: dir,
    devtool: false,
    // 'coloc-source': @coloc/contract's TypeScript sources, as in the browser build, rather than the
    // JavaScript it builds for the API (a server build then needs no sibling's build output).
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'], conditionNames: ['coloc-source', 'node', 'import', 'require', 'default'] },
    module: serverModuleRules(production),
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    experiments: {},
  };
  if (entry) {
    const externalNames = new Set(SERVER_HOST_PROVIDED.filter((lib) => !lib.startsWith('@coloc/') && lib !== 'ky' && lib !== 'single-spa-react'));
    return {
      ...base,
      target: 'node20',
      entry: { index: entry },
      output: { path: join(dir, 'dist', 'server'), filename: '[name].js', library: { type: 'commonjs2' }, uniqueName: name, clean: true, assetModuleFilename: `assets/[name]${production ? '.[contenthash:8]' : ''}[ext]`, publicPath: '/' },
      externalsType: 'commonjs',
      externals: [
        /** @param {{ request?: string }} data @param {(error?: Error | null, result?: string) => void} callback */
        ({ request }, callback) => {
          if (request && (externalNames.has(request) || request.startsWith('@module-federation/'))) return callback(null, `commonjs ${request}`);
          return callback();
        },
      ],
      plugins: [],
    };
  }
  /** @type {Record<string, object>} */
  const shared = {};
  for (const lib of SERVER_HOST_PROVIDED) shared[lib] = { singleton: true, requiredVersion: false, import: false };
  return {
    ...base,
    target: 'async-node',
    entry: {},
    output: {
      path: join(dir, 'dist', 'server'),
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: `[name]${production ? '.[contenthash:8]' : ''}.js`,
      uniqueName: name,
      library: { type: 'commonjs-module' },
      clean: true,
      assetModuleFilename: `assets/[name]${production ? '.[contenthash:8]' : ''}[ext]`,
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        library: { type: 'commonjs-module', name },
        remoteType: 'script',
        manifest: true,
        shared,
        dts: false,
        runtimePlugins: [requireHere.resolve('@module-federation/node/runtimePlugin')],
        experiments: { optimization: { target: 'node' } },
      }),
    ],
  };
}
