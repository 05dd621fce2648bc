// Path helpers. Links across areas are built here, never by hand, so that dashboard links keep
// `home_id` and links into the dashboard keep `search` (SPEC 2.4).
import { isOwner, isPro, segmentOf } from '../domain/roles';
import type { User } from '../types/entities';
import { matchRoute } from './match';
import { currentColocStep, OWNER_STEPS } from './registration';
import { routeByName } from './table';
import type { RouteParams } from './types';

export interface LocationLike {
  pathname: string;
  search: string;
  hash: string;
}

type Query = Record<string, string | number | boolean | null | undefined>;

/** Fill a pattern with params; a missing optional param drops its segment. */
export function buildPath(pattern: string, params: RouteParams = {}): string {
  const parts = pattern.split('/').filter(Boolean).flatMap((part) => {
    if (!part.startsWith(':')) return [part];
    const optional = part.endsWith('?');
    const name = part.slice(1, optional ? -1 : undefined);
    const value = params[name];
    if (value === undefined || value === '') {
      if (optional) return [];
      throw new Error(`Missing route param "${name}" for ${pattern}`);
    }
    return [encodeURIComponent(value)];
  });
  return `/${parts.join('/')}`;
}

function queryString(query: Query): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export interface PathOptions {
  /** The signed-in user: gives the default `user_type` of dashboard routes. */
  user?: Pick<User, 'type'> | null;
  /** Where the link is followed from: its `home_id` / `search` query may be kept. */
  from?: LocationLike;
  query?: Query;
  hash?: string;
}

/** URL of a named route (SPEC 2.4 rules for user_type, home_id and search). */
export function pathTo(name: string, params: RouteParams = {}, options: PathOptions = {}): string {
  const route = routeByName(name);
  const filled: RouteParams = { ...params };
  if (route.dashboard && !filled.user_type) filled.user_type = segmentOf(options.user ?? null);
  const query: Query = {};
  if (options.from && route.dashboard) {
    const current = new URLSearchParams(options.from.search);
    const homeId = current.get('home_id');
    if (homeId) query.home_id = homeId;
    const search = current.get('search');
    if (search && !matchRoute(options.from.pathname).route.dashboard) query.search = search;
  }
  Object.assign(query, options.query);
  const hash = options.hash ? `#${options.hash.replace(/^#/, '')}` : '';
  return `${buildPath(route.path, filled)}${queryString(query)}${hash}`;
}

/** NoAccess keeps where the visitor was going: `from` = that path, plus its query and hash (SPEC 2.11). */
export function noAccessPath(attempted: LocationLike): string {
  const query = Object.fromEntries(new URLSearchParams(attempted.search));
  delete query.from;
  return `${pathTo('NoAccess', {}, { query: { ...query, from: attempted.pathname } })}${attempted.hash ?? ''}`;
}

/** Only same-site paths are followed after sign-in, never another origin. */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** Where NoAccess sends the visitor back once signed in: `from` plus the other kept query and hash. */
export function returnPathFromNoAccess(location: LocationLike): string | null {
  const query = new URLSearchParams(location.search);
  const from = safeRedirect(query.get('from'));
  if (!from) return null;
  query.delete('from');
  query.delete('redirect');
  const rest = query.toString();
  return `${from}${rest ? `?${rest}` : ''}${location.hash ?? ''}`;
}

/** Advert pages keep the visitor in place across sign-in and sign-out (SPEC 2.2). */
export function staysOnSignInOut(location: LocationLike): boolean {
  const { route } = matchRoute(location.pathname);
  return route.layout === 'advert';
}

/** Sign-in / sign-out link from the current page, with `redirect` when the page must be kept. */
export function authLink(name: 'Signin' | 'Signout', location: LocationLike): string {
  const keep = staysOnSignInOut(location);
  return pathTo(name, {}, { query: keep ? { redirect: `${location.pathname}${location.search}${location.hash}` } : {} });
}

/** Where a user lands after signing in or up when nothing else is asked for. */
export function landingPathFor(user: User, from?: LocationLike): string {
  const step = currentColocStep(user);
  if (step) return `/registration/${step}`;
  // A professional without a home yet starts by listing one (SPEC 2.6 owner steps).
  if (isPro(user) && !user.home) return `/${segmentOf(user)}/${OWNER_STEPS[0]}/new`;
  // From a public page, its `search` query comes along to the dashboard (SPEC 2.4).
  if (isOwner(user) || isPro(user)) return pathTo('DashboardProperties', {}, { user, from });
  return pathTo('DashboardUserMatching', {}, { user, from });
}

