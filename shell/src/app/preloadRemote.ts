// The remote that owns the URL is fetched while the shell's own chunks download, instead of once
// the shell has rendered: remotes.json, the remote's manifest, remoteEntry.js and the chunks of
// its ./app, as preloads (nothing runs before the shell mounts it). On a slow network this takes
// several round trips off the first render.
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { remotesConfig } from '../features/remotes/registry';

export function preloadRemoteOfThisPage(pathname = window.location.pathname): void {
  Promise.all([remotesConfig(), import('@coloc/shared')])
    .then(([remotes, { matchRoute }]) => {
      const owner = matchRoute(pathname).route.owner;
      if (owner === 'shell' || !(owner in remotes)) return undefined;
      return preloadRemote([{ nameOrAlias: owner, exposes: ['app'], resourceCategory: 'sync' }]);
    })
    // Only a head start: a remote that cannot be reached is reported when the shell mounts it.
    .catch(() => undefined);
}
