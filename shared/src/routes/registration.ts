// Registration steps of SPEC 2.6 and the forcing rule of SPEC 4 (Registration).
import type { User } from '../types/entities';

export const REGISTRATION_DONE = 100;

export const COLOC_BASE_STEPS = [
  'lifestyle-1', 'lifestyle-2', 'lifestyle-3', 'lifestyle-4', 'lifestyle-5', 'lifestyle-6',
  'personality-1', 'personality-2',
  'athome-1', 'athome-2',
  'employment',
  'personality-3', 'personality-4', 'personality-5',
  'home-1',
] as const;
/** For a shared home; home-3 only when the home exists. */
export const SHARED_HOME_STEPS = ['home-1b', 'home-2', 'home-3', 'home-4'] as const;
/** For a non-coloc home (owner-occupier). */
export const NON_COLOC_HOME_STEPS = ['home-3b', 'home-3c', 'offres', 'annonce-moderation', 'annonce-paiement', 'succes-paiement'] as const;
export const SEARCH_STEP = 'search';
export const OWNER_STEPS = [
  'annonce-adresse', 'annonce-description', 'annonce-chambres', 'annonce-charges', 'annonce-photo-video',
  'annonce-recapitulatif', 'offres', 'annonce-moderation', 'annonce-paiement', 'succes-paiement',
] as const;

/** Every step name that can appear after /registration/. */
export const ALL_REGISTRATION_STEPS: readonly string[] = [
  ...new Set<string>([...COLOC_BASE_STEPS, ...SHARED_HOME_STEPS, ...NON_COLOC_HOME_STEPS, SEARCH_STEP, ...OWNER_STEPS]),
];

export type HomeKind = 'none' | 'shared' | 'non-coloc';

/**
 * Which branch of the coloc flow applies. The home chosen at home-1 decides it; registration may
 * record the choice in the profile (`home_kind`) before the home row exists.
 */
export function homeKindOf(user: Pick<User, 'home' | 'profile'>): HomeKind {
  if (user.home) return user.home.is_coloc ? 'shared' : 'non-coloc';
  const declared = user.profile?.home_kind;
  return declared === 'shared' || declared === 'non-coloc' ? declared : 'none';
}

/** The ordered steps of a coloc's registration (SPEC 2.6). */
export function colocSteps(user: Pick<User, 'home' | 'profile'>): string[] {
  const kind = homeKindOf(user);
  const branch =
    kind === 'shared'
      ? SHARED_HOME_STEPS.filter((step) => step !== 'home-3' || !!user.home)
      : kind === 'non-coloc'
        ? [...NON_COLOC_HOME_STEPS]
        : [];
  return [...COLOC_BASE_STEPS, ...branch, SEARCH_STEP];
}

type RegisteringUser = Pick<User, 'type' | 'registration_step' | 'home' | 'profile'>;

function isColocUser(user: Pick<User, 'type'>): boolean {
  return (user.type & 1) !== 0;
}

/** The step a coloc who has not finished must be on, or null when nothing is forced. */
export function currentColocStep(user: RegisteringUser): string | null {
  if (!isColocUser(user) || user.registration_step >= REGISTRATION_DONE) return null;
  const steps = colocSteps(user);
  const index = Math.max(0, Math.min(user.registration_step, steps.length - 1));
  return steps[index] ?? steps[0] ?? null;
}

/**
 * SPEC 4: a coloc who has not finished is sent back into registration with `forced=1` when on a
 * dashboard page or on a registration step ahead of the one reached. Public pages stay open.
 * Returns the URL to go to, or null.
 */
export function registrationRedirect(
  user: RegisteringUser | null,
  target: { dashboard: boolean; registrationStep?: string | null },
): string | null {
  if (!user) return null;
  const step = currentColocStep(user);
  if (!step) return null;
  const forced = `/registration/${step}?forced=1`;
  if (target.dashboard) return forced;
  if (target.registrationStep) {
    const steps = colocSteps(user);
    const wanted = steps.indexOf(target.registrationStep);
    if (wanted === -1 || wanted > user.registration_step) return forced;
  }
  return null;
}
