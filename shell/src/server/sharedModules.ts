// The libraries a remote's server build takes from this host instead of bundling its own: the very
// module instances the shell's server code uses, so React, the router, effector, i18next and
// @coloc/shared each exist once in the process (two copies would split contexts and stores).
import * as colocShared from '@coloc/shared';
import * as colocRemote from '@coloc/shared/remote';
import * as colocUi from '@coloc/shared/ui';
import * as ky from 'ky';
import * as singleSpaReact from 'single-spa-react';

declare const __non_webpack_require__: NodeJS.Require;

/** Libraries external to this bundle: Node's own require, the same instance the bundle imports. */
const EXTERNAL = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-dom/server',
  'react-dom/static',
  'react-router-dom',
  'effector',
  'effector-react',
  'i18next',
  'react-i18next',
] as const;

/** Bundled into this server build: the module objects it runs. */
const BUNDLED: Record<string, () => unknown> = {
  '@coloc/shared': () => colocShared,
  '@coloc/shared/ui': () => colocUi,
  '@coloc/shared/remote': () => colocRemote,
  ky: () => ky,
  'single-spa-react': () => singleSpaReact,
};

function versionOf(name: string): string {
  if (name.startsWith('@coloc/')) return '1.0.0';
  const packageName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!;
  try {
    return (__non_webpack_require__(`${packageName}/package.json`) as { version: string }).version;
  } catch {
    return '0.0.0';
  }
}

export function hostSharedModules() {
  const shared: Record<string, { version: string; lib: () => unknown; shareConfig: { singleton: boolean; requiredVersion: false } }> = {};
  const config = { singleton: true, requiredVersion: false as const };
  for (const name of EXTERNAL) {
    shared[name] = { version: versionOf(name), lib: () => __non_webpack_require__(name), shareConfig: config };
  }
  for (const [name, lib] of Object.entries(BUNDLED)) shared[name] = { version: versionOf(name), lib, shareConfig: config };
  return shared;
}

/** The names a remote's server build must list as shared and not bundle (see shared/build). */
export const HOST_PROVIDED = [...EXTERNAL, ...Object.keys(BUNDLED)];
