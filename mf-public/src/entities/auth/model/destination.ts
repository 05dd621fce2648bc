// Where a visitor goes once signed in or up (SPEC 2.2, 2.4, 2.11).
import { landingPathFor, returnPathFromNoAccess, safeRedirect, type LocationLike, type User } from '@coloc/shared';

export interface DestinationOptions {
  /** The form sits on the NoAccess page: go back where the visitor was stopped. */
  fromNoAccess?: boolean;
}

/** Keeps the `search` draft of a quick search on the way into the dashboard or registration. */
export function withSearchQuery(path: string, search: string | null): string {
  if (!search) return path;
  const [beforeHash, hash] = path.split('#', 2) as [string, string | undefined];
  const [pathname, query = ''] = beforeHash.split('?', 2) as [string, string | undefined];
  const params = new URLSearchParams(query);
  if (!params.has('search')) params.set('search', search);
  return `${pathname}?${params.toString()}${hash ? `#${hash}` : ''}`;
}

/**
 * 1. `redirect` (advert pages keep the visitor in place), 2. on NoAccess the page that was asked
 * for, 3. the user's own landing page, carrying the quick-search draft.
 */
export function destinationAfterAuth(user: User, location: LocationLike, { fromNoAccess = false }: DestinationOptions = {}): string {
  const query = new URLSearchParams(location.search);
  const redirect = safeRedirect(query.get('redirect'));
  if (redirect) return redirect;
  if (fromNoAccess) {
    const back = returnPathFromNoAccess(location);
    if (back) return back;
  }
  return withSearchQuery(landingPathFor(user), query.get('search'));
}

/** Query values an auth page passes on to the next auth page (sign-in ⇄ sign-up). */
export function authQuery(location: LocationLike, { fromNoAccess = false }: DestinationOptions = {}): string {
  const current = new URLSearchParams(location.search);
  const next = new URLSearchParams();
  const redirect = safeRedirect(current.get('redirect')) ?? (fromNoAccess ? returnPathFromNoAccess(location) : null);
  if (redirect) next.set('redirect', redirect);
  const search = current.get('search');
  if (search) next.set('search', search);
  const text = next.toString();
  return text ? `?${text}` : '';
}
