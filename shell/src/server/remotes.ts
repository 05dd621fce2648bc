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

/**
 * How often a remote's server manifest is read again: a build that replaced the files behind the
 * same URL (a local `npm start`, a deploy that is not versioned) is picked up this long after.
 */
const REVALIDATE_MS = 5_000;

/** `internalOrigin`: where this server can reach relative manifest URLs (its own address). */
export function createRemoteServerModules({ internalOrigin }: { internalOrigin: () => string }): RemoteServerModules {
  let instance: ModuleFederation | null = null;
  const registered = new Map<string, string>();
  const modules = new Map<string, Promise<RemoteServerModule>>();
  /** The server manifest's text when the module was loaded, and when it was last compared. */
  const checked = new Map<string, { manifest: string | null; at: number }>();

  /** Forgets the loaded module when the manifest behind its URL changed (new chunk names). */
  async function revalidate(remote: string, entry: string): Promise<void> {
    const last = checked.get(remote);
    if (last && Date.now() - last.at < REVALIDATE_MS) return;
    const manifest = await fetch(entry).then((response) => (response.ok ? response.text() : null), () => null);
    if (last && manifest !== null && last.manifest !== null && manifest !== last.manifest) {
      registered.delete(remote);
      modules.delete(remote);
    }
    checked.set(remote, { manifest: manifest ?? last?.manifest ?? null, at: Date.now() });
  }

  function host(): ModuleFederation {
    instance ??= createInstance({ name: 'shell_server', remotes: [], shared: hostSharedModules(), shareStrategy: 'loaded-first' });
    return instance;
  }

  return {
    async load(remote, remotes) {
      const browser = remotes[remote];
      if (!browser) throw new Error(`${remote} is not listed in remotes.json`);
      const entry = new URL(serverManifestOf(browser), internalOrigin()).href;
      if (registered.get(remote) !== entry) checked.delete(remote);
      await revalidate(remote, entry);
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
          checked.delete(remote);
        });
        modules.set(remote, module);
      }
      return module;
    },
  };
}
