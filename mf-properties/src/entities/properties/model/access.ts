// SPEC 6 on the screens that have a home and its landlords but no server-computed HomeAccess (the
// property bar, the invitation screen). Same rule as the server: the landlord's role for this home
// decides; a manager needs notifications_advert 2 or 3, or 0 under a complete mandate.
import { hasAdvertAccess, Role, type Home, type Landlord, type LandlordRole, type User } from '@coloc/shared';

/** The caller's role among the home's landlords (creator or accepted), or null. */
export function myLandlordRole(landlords: readonly Landlord[], userId: number): LandlordRole | null {
  const mine = landlords.find((landlord) => landlord.user_id === userId && (landlord.status === 'creator' || landlord.status === 'accepted'));
  return mine?.role ?? null;
}

type AccessHome = Pick<Home, 'notifications_advert' | 'notifications_agenda' | 'offer'> & Partial<Pick<Home, 'mandate_status'>>;

/** Whether the user may edit, publish, delete the advert and invite landlords. */
export function advertAccess(user: Pick<User, 'id' | 'type' | 'home'> | null, home: AccessHome | null, landlords: readonly Landlord[]): boolean {
  if (!user || !home) return false;
  const role = myLandlordRole(landlords, user.id);
  if (role === 'owner' || role === 'agent') return true;
  if (role === 'manager') return hasAdvertAccess({ type: Role.manager, home: null }, home);
  // Landlords not loaded (or failed): the account's own rule, the server has the last word.
  return landlords.length === 0 && hasAdvertAccess(user, home);
}

/**
 * Owners choose what a manager may do (the delegation block): an owner landlord, or the agency
 * that created the home for its owner; an agency invited later does not decide for the owner.
 */
export function mayDelegate(landlords: readonly Landlord[], userId: number): boolean {
  const mine = landlords.find((landlord) => landlord.user_id === userId && (landlord.status === 'creator' || landlord.status === 'accepted'));
  if (!mine) return false;
  return mine.role === 'owner' || (mine.role === 'agent' && mine.status === 'creator');
}
