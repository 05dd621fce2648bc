import type { Segment } from '../domain/roles';

/** Module Federation names of the remotes (folders use dashes: mf-public). */
export type RemoteName = 'mf_public' | 'mf_registration' | 'mf_matching' | 'mf_messaging' | 'mf_properties' | 'mf_payments';
export type RouteOwner = RemoteName | 'shell';

/**
 * public: header + footer. advert: public advert pages. dashboard: sidebar per role.
 * focus: logo-only header for step-by-step flows. bare: no chrome.
 */
export type Layout = 'public' | 'advert' | 'dashboard' | 'focus' | 'bare';

export type RouteParams = Record<string, string | undefined>;

export interface RouteMeta {
  title?: string | ((params: RouteParams) => string);
  description?: string;
  keywords?: string;
  /** Path (made absolute by the shell) of the canonical URL; defaults to the route's own path. */
  canonical?: string | ((params: RouteParams) => string);
  /** Keep out of search engines (private pages). */
  noindex?: boolean;
}

export interface RouteDef {
  /** Named routes; those starting with 'Dashboard' are dashboard routes (SPEC 2.11). */
  name: string;
  /** react-router pattern: static segments, `:param`, optional `:param?`. */
  path: string;
  owner: RouteOwner;
  layout: Layout;
  dashboard: boolean;
  meta?: RouteMeta;
  /** Allowed values of a param: a list, or a pattern the whole value must match. */
  constraints?: Record<string, readonly string[] | RegExp>;
  /** Two routes share `documents`: owners get theirs, tenants theirs (SPEC 2.4). */
  audience?: 'owner' | 'tenant';
  /** Segments allowed to open a dashboard route; others are redirected by the role-segment rule. */
  segments?: readonly Segment[];
  /** Signed-in users only (dashboard routes always are). */
  auth?: boolean;
}

export interface RouteMatch {
  route: RouteDef;
  params: RouteParams;
}
