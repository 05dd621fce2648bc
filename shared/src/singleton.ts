// @coloc/shared holds page-wide state (the session store, the event bus, the error queue, i18n).
// Module Federation shares it as a singleton, so the shell and every remote use one copy; if a
// remote ever ran its own copy (sharing misconfigured, a version outside the required range), it
// would see another session and another bus without any error. Each copy that runs counts itself
// here, on the page's global object, so the end-to-end suite can check there is exactly one.

export const SHARED_INSTANCES_KEY = '__COLOC_SHARED_INSTANCES__';

type Scope = Record<string, unknown>;

/** Counts one more running copy of @coloc/shared in `scope`; returns how many have run. */
export function registerSharedInstance(scope: Scope = globalThis as unknown as Scope): number {
  const previous = scope[SHARED_INSTANCES_KEY];
  const count = (typeof previous === 'number' ? previous : 0) + 1;
  scope[SHARED_INSTANCES_KEY] = count;
  if (count === 2) {
    console.error('@coloc/shared is loaded twice on this page: check the Module Federation shared configuration.');
  }
  return count;
}

/** How many copies of @coloc/shared have run in `scope`. */
export function sharedInstances(scope: Scope = globalThis as unknown as Scope): number {
  const count = scope[SHARED_INSTANCES_KEY];
  return typeof count === 'number' ? count : 0;
}

// Once per copy: bundlers evaluate a module once per build, however many entry points import it.
registerSharedInstance();
