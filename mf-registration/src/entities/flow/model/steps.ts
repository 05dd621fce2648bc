// Order of the flows (SPEC 2.6) and what 'Suivant' records (SPEC 4 Registration). Pure functions.
import { colocSteps, OWNER_STEPS, REGISTRATION_DONE, type User } from '@coloc/shared';

export type FlowKind = 'coloc' | 'pro';

export function stepsOf(kind: FlowKind, user: Pick<User, 'home' | 'profile'>): string[] {
  return kind === 'coloc' ? colocSteps(user) : [...OWNER_STEPS];
}

export interface Advance {
  /** The step to go to, or null when the flow ends. */
  next: string | null;
  /** registration_step to save, or null when it does not change. */
  registrationStep: number | null;
}

/**
 * After `step` is saved: where to go and which registration_step to record. The index of the step
 * reached, never lowered by going back and forth; 100 when the coloc flow ends at matching.
 */
export function advanceFrom(kind: FlowKind, user: Pick<User, 'home' | 'profile' | 'registration_step'>, step: string): Advance {
  const steps = stepsOf(kind, user);
  const index = steps.indexOf(step);
  const next = index >= 0 ? (steps[index + 1] ?? null) : null;
  if (kind === 'pro') return { next, registrationStep: null };
  if (user.registration_step >= REGISTRATION_DONE) return { next, registrationStep: null };
  if (next === null) return { next, registrationStep: REGISTRATION_DONE };
  const reached = Math.max(user.registration_step, index + 1);
  return { next, registrationStep: reached === user.registration_step ? null : reached };
}

export function previousOf(kind: FlowKind, user: Pick<User, 'home' | 'profile'>, step: string): string | null {
  const steps = stepsOf(kind, user);
  const index = steps.indexOf(step);
  return index > 0 ? (steps[index - 1] ?? null) : null;
}
