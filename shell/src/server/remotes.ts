// Remotes' server builds, found like their browser builds: from remotes.json at run time. The
// server manifest sits in a `server/` folder beside the browser one, so a squad's deploy changes
// what the server renders and what the browser runs together. A remote's module is loaded once per
// deploy; a changed remotes.json re-registers it (`force` clears the old container's caches).
import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import type { RemoteServerModule } from '@coloc/shared';
import { hostSharedModules } from './sharedModules';

export type RemotesConfig = Record<string, string>;

export function serverManifestOf(browserManifest: string): string {
  return browserManifest.replace(/mf-manifest\.json(\?.*)?$/, 'server/mf-manifest.json');
}

export interface RemoteServerModules {
  /** The remote's `./ssr` module; rejects when it cannot be loaded. */
  load(remote: string, remotes: RemotesConfig): Promise<RemoteServerModule>;
}

/** `internalOrigin`: where this server can reach relative manifest URLs (its own address). */
export function createRemoteServerModules({ internalOrigin }: { internalOrigin: () => string }): RemoteServerModules {
  let instance: ModuleFederation | null = null;
  const registered = new Map<string, string>();
  const modules = new Map<string, Promise<RemoteServerModule>>();

  function host(): ModuleFederation {
    instance ??= createInstance({ name: 'shell_server', remotes: [], shared: hostSharedModules(), shareStrategy: 'loaded-first' });
    return instance;
  }

  return {
    load(remote, remotes) {
      const browser = remotes[remote];
      if (!browser) return Promise.reject(new Error(`${remote} is not listed in remotes.json`));
      const entry = new URL(serverManifestOf(browser), internalOrigin()).href;
      if (registered.get(remote) !== entry) {
        host().registerRemotes([{ name: remote, entry }], { force: true });
        registered.set(remote, entry);
        modules.delete(remote);
      }
      let module = modules.get(remote);
      if (!module) {
        module = host()
          .loadRemote<RemoteServerModule>(`${remote}/ssr`)
          .then((loaded) => {
            if (!loaded || typeof loaded.render !== 'function') throw new Error(`${remote}/ssr has no render()`);
            return loaded;
          });
        // A failure is not kept: the next request tries again (the remote may be back).
        module.catch(() => {
          if (modules.get(remote) === module) modules.delete(remote);
          registered.delete(remote);
        });
        modules.set(remote, module);
      }
      return module;
    },
  };
}
