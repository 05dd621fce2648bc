/**
 * Marks a hook as the session guard, so the OpenAPI document derives each route's `security` from
 * the guard it really runs (plugins/swagger.ts) instead of a declaration that could drift from it.
 */
export const REQUIRES_SESSION = Symbol.for('toit-partage.requires-session');

export function sessionGuard<T extends (...args: never[]) => unknown>(hook: T): T {
  return Object.assign(hook, { [REQUIRES_SESSION]: true });
}
