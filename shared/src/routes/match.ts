import { NOT_FOUND_ROUTE, ROUTES } from './table';
import type { RouteDef, RouteMatch, RouteParams } from './types';

function splitPath(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** Match one react-router style pattern (static, `:param`, trailing `:param?`) against a path. */
export function matchPattern(pattern: string, pathname: string): RouteParams | null {
  const patternParts = splitPath(pattern);
  let pathParts: string[];
  try {
    pathParts = splitPath(pathname).map((part) => decodeURIComponent(part));
  } catch {
    return null;
  }
  if (pathParts.length > patternParts.length) return null;
  const params: RouteParams = {};
  for (let i = 0; i < patternParts.length; i++) {
    const part = patternParts[i]!;
    const value = pathParts[i];
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const name = part.slice(1, optional ? -1 : undefined);
      if (value === undefined) {
        if (!optional) return null;
        continue;
      }
      params[name] = value;
    } else if (part !== value) {
      return null;
    }
  }
  return params;
}

function satisfies(route: RouteDef, params: RouteParams): boolean {
  for (const [name, rule] of Object.entries(route.constraints ?? {})) {
    const value = params[name];
    if (value === undefined) continue;
    const ok = rule instanceof RegExp ? rule.test(value) : rule.includes(value);
    if (!ok) return false;
  }
  return true;
}

export interface MatchContext {
  /** Whether the visitor is an owner: decides between the two `documents` routes. */
  isOwner?: boolean;
}

/** The route of a path, or the NotFound route. */
export function matchRoute(pathname: string, context: MatchContext = {}, routes: readonly RouteDef[] = ROUTES): RouteMatch {
  for (const route of routes) {
    if (route.audience === 'owner' && context.isOwner === false) continue;
    if (route.audience === 'tenant' && context.isOwner !== false) continue;
    const params = matchPattern(route.path, pathname);
    if (params && satisfies(route, params)) return { route, params };
  }
  return { route: NOT_FOUND_ROUTE, params: {} };
}
