import { isOwner, type User } from '@coloc/shared';

/** SPEC 4: the warning block shows when sca_status is 'required', for owners and agents only. */
export function showsScaWarning(user: User | null | undefined): boolean {
  return !!user && isOwner(user) && user.sca_status === 'required';
}
