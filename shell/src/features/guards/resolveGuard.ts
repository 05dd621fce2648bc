// Which page to show for a URL, given the session (SPEC 2.4, 2.5, 2.11, 4 Registration).
import { isSegment, noAccessPath, registrationRedirect, segmentOf, type LocationLike, type RouteMatch, type SessionStatus, type User } from '@coloc/shared';

export type GuardDecision = { kind: 'render' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

export interface GuardInput {
  match: RouteMatch;
  location: LocationLike;
  user: User | null;
  status: SessionStatus;
}

function replaceSegment(location: LocationLike, segment: string): string {
  const [, , ...rest] = location.pathname.split('/');
  return `/${[segment, ...rest].join('/')}${location.search}${location.hash}`;
}

export function resolveGuard({ match, location, user, status }: GuardInput): GuardDecision {
  const { route, params } = match;
  const needsUser = route.dashboard || route.auth;
  if (!needsUser) {
    // Public pages never wait for the session: they render at once.
    return { kind: 'render' };
  }
  if (status === 'unknown' || status === 'loading') return user ? decideFor(user) : { kind: 'wait' };
  if (!user) return { kind: 'redirect', to: noAccessPath(location) };
  return decideFor(user);

  function decideFor(signedIn: User): GuardDecision {
    // SPEC 2.5: the URL segment must be the user's own.
    const segment = segmentOf(signedIn);
    if (isSegment(params.user_type) && params.user_type !== segment) {
      return { kind: 'redirect', to: replaceSegment(location, segment) };
    }
    const forced = registrationRedirect(signedIn, {
      dashboard: route.dashboard,
      registrationStep: route.name === 'Registration' ? (params.step ?? null) : null,
    });
    return forced ? { kind: 'redirect', to: forced } : { kind: 'render' };
  }
}
