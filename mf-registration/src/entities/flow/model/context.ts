import type { Options, User } from '@coloc/shared';
import type { ComponentType } from 'react';

/**
 * What a step screen receives. A step saves its own data (features/flow/api) in its submit handler,
 * then StepForm calls `next()`, which records progress and navigates.
 */
export interface StepContext {
  step: string;
  user: User;
  options: Options;
  /** 'registration': inside the flow; 'edit': reused by profile/edit or annonce edition (next returns to the page). */
  mode: 'registration' | 'edit';
  /** Pro flow and listing steps: the home being listed ('new' before it exists). */
  homeId: number | 'new' | null;
  isFirst: boolean;
  /** Position in the flow, for the progress bar (1-based) and its length. */
  position: number;
  total: number;
  /** Moves on; `homeId` tells a pro flow the id of the home the step has just created. */
  next: (result?: { homeId?: number }) => Promise<void>;
  previous: () => void;
}

export type StepComponent = ComponentType<{ flow: StepContext }>;
