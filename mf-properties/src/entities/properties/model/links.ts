// Where to complete or edit an advert: the professionals' registration steps
// (`/{segment}/{step}/{home_id}`, SPEC 2.3, 2.6), or the owner-occupier's own branch (home-3b,
// home-3c) since their dashboard segment is 'users'.
import { hasRole, pathTo, segmentOf, type Home, type LocationLike, type OWNER_STEPS, type User } from '@coloc/shared';

export type OwnerStep = (typeof OWNER_STEPS)[number];

/** The advert-editing steps, in the order of the flow. */
export const ADVERT_EDIT_STEPS = ['annonce-adresse', 'annonce-description', 'annonce-chambres', 'annonce-charges', 'annonce-photo-video'] as const satisfies readonly OwnerStep[];
export type AdvertEditStep = (typeof ADVERT_EDIT_STEPS)[number];

/** The server's step rule (1 address, 2 description and a rented room, 3 a photo) told part by part. */
export const DESCRIPTION_MIN_LENGTH = 20;

export interface AdvertParts {
  address: boolean;
  description: boolean;
  rooms: boolean;
  photos: boolean;
}

export function advertParts(home: Pick<Home, 'step' | 'details' | 'rooms' | 'image_orders'>): AdvertParts {
  return {
    address: home.step >= 1,
    description: (home.details?.description?.trim().length ?? 0) >= DESCRIPTION_MIN_LENGTH || home.step >= 2,
    rooms: home.rooms.some((room) => room.rent !== null && room.rent !== undefined) || home.step >= 2,
    photos: home.image_orders.length > 0 || home.step >= 3,
  };
}

/** The first step a user must go back to so that the advert becomes complete. */
export function completionStep(home: Pick<Home, 'step' | 'details' | 'rooms' | 'image_orders'>): AdvertEditStep {
  const parts = advertParts(home);
  if (!parts.address) return 'annonce-adresse';
  if (!parts.description) return 'annonce-description';
  if (!parts.rooms) return 'annonce-chambres';
  return 'annonce-photo-video';
}

/** An owner-occupier answers the address in home-3b and the rest in home-3c. */
function occupierStep(step: AdvertEditStep): string {
  return step === 'annonce-adresse' ? 'home-3b' : 'home-3c';
}

/** The registration step `step` of `homeId` ('new' starts a new advert) for this user. */
export function ownerStepPath(user: Pick<User, 'type'> | null, step: AdvertEditStep, homeId: number | 'new'): string {
  if (!user || hasRole(user, 'coloc')) return pathTo('Registration', { step: homeId === 'new' ? 'home-3b' : occupierStep(step) });
  return pathTo('ProRegistration', { user_type: segmentOf(user), step, home_id: String(homeId) });
}

/** A dashboard screen about one home: the home goes in `home_id` so the property bar shows it. */
export function homeScreenPath(name: string, user: Pick<User, 'type'> | null, homeId: number, params: Record<string, string> = {}, from?: LocationLike): string {
  return pathTo(name, params, { user, from, query: { home_id: homeId } });
}

/** The `home_id` query of owner screens (SPEC 2.4), or null when absent or not an id. */
export function homeIdFromSearch(search: string): number | null {
  const value = new URLSearchParams(search).get('home_id');
  return value && /^[1-9][0-9]{0,14}$/.test(value) ? Number(value) : null;
}
