// Remotes are found at run time: `remotes.json` maps each Module Federation name to its manifest,
// so a squad can move its remote without rebuilding the shell.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';

export type RemotesConfig = Record<string, string>;

export class RemoteUnavailableError extends Error {
  constructor(remote: string, reason: string) {
    super(`Remote ${remote} unavailable: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}

let config: Promise<RemotesConfig> | null = null;

async function fetchConfig(): Promise<RemotesConfig> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new RemoteUnavailableError('*', `remotes.json answered ${response.status}`);
  const remotes = (await response.json()) as RemotesConfig;
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
  return remotes;
}

/** remotes.json, fetched once per page; a failure is forgotten so the next retry fetches again. */
export function remotesConfig(): Promise<RemotesConfig> {
  config ??= fetchConfig().catch((error: unknown) => {
    config = null;
    throw error;
  });
  return config;
}

/** Whether a remote is deployed at all (listed in remotes.json). */
export async function isRemoteDeployed(remote: string): Promise<boolean> {
  try {
    return remote in (await remotesConfig());
  } catch {
    return false;
  }
}

/**
 * The single-spa lifecycles exposed by `remote` as `./<exposed>`. A retry reads remotes.json again
 * (it may have been fixed meanwhile) and re-registers the remote with `force` so the runtime does
 * not reuse a failed entry.
 */
export async function loadRemoteLifecycles(remote: string, exposed: string, retry = false): Promise<LifeCycles> {
  if (retry) config = null;
  const remotes = await remotesConfig();
  const entry = remotes[remote];
  if (!entry) throw new RemoteUnavailableError(remote, 'not listed in remotes.json');
  if (retry) registerRemotes([{ name: remote, entry }], { force: true });
  const module = await loadRemote<LifeCycles>(`${remote}/${exposed}`);
  if (!module || typeof module.mount !== 'function') throw new RemoteUnavailableError(remote, `./${exposed} has no lifecycles`);
  return { bootstrap: module.bootstrap, mount: module.mount, unmount: module.unmount, update: module.update };
}

/** Tests only: forget the cached remotes.json. */
export function resetRemotesConfig(): void {
  config = null;
}
