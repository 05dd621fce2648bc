import type { Home, User } from '../types/entities';

/** Role bit flags of `User.type` (SPEC 3, 6). */
export const Role = { coloc: 1, proprio: 2, agent: 4, manager: 8 } as const;
export type RoleName = keyof typeof Role;

/** URL segments of the dashboard, one per role (SPEC 2.5, 6). */
export const SEGMENTS = ['users', 'proprietaire', 'agent', 'manager'] as const;
export type Segment = (typeof SEGMENTS)[number];

const segmentByRole: Record<RoleName, Segment> = {
  coloc: 'users',
  proprio: 'proprietaire',
  agent: 'agent',
  manager: 'manager',
};

/** The five ways to sign up (`signup/{type}`), and the role each one gives. */
export const SIGNUP_TYPES = ['users', 'proprietaire', 'prop-occupant', 'agent', 'manager'] as const;
export type SignupType = (typeof SIGNUP_TYPES)[number];

type TypeHolder = Pick<User, 'type'> & { home?: Pick<Home, 'is_coloc'> | null };

export function hasRole(user: Pick<User, 'type'> | null | undefined, role: RoleName): boolean {
  return !!user && (user.type & Role[role]) !== 0;
}

/** A user is 'pro' when they are not a coloc (SPEC 3). */
export function isPro(user: Pick<User, 'type'> | null | undefined): boolean {
  return !!user && !hasRole(user, 'coloc');
}

/** An owner is a proprio or an agent, or a coloc who has a non-coloc home (an owner-occupier). */
export function isOwner(user: TypeHolder | null | undefined): boolean {
  if (!user) return false;
  if (hasRole(user, 'proprio') || hasRole(user, 'agent')) return true;
  return hasRole(user, 'coloc') && !!user.home && !user.home.is_coloc;
}

/** Owner-occupier: a coloc treated as an owner because of their non-coloc home. */
export function isOwnerOccupier(user: TypeHolder | null | undefined): boolean {
  return hasRole(user, 'coloc') && isOwner(user);
}

/**
 * The dashboard segment of a user. The coloc flag wins (an owner-occupier keeps `users`), then the
 * most specific professional role.
 */
export function segmentOf(user: Pick<User, 'type'> | null | undefined): Segment {
  if (!user || hasRole(user, 'coloc')) return 'users';
  if (hasRole(user, 'proprio')) return segmentByRole.proprio;
  if (hasRole(user, 'agent')) return segmentByRole.agent;
  if (hasRole(user, 'manager')) return segmentByRole.manager;
  return 'users';
}

export function isSegment(value: string | undefined | null): value is Segment {
  return !!value && (SEGMENTS as readonly string[]).includes(value);
}
