// Every save of the registration area goes through here. Form errors (400, 403, 404, 409, 422, 429)
// are shown inline by the caller; anything else reaches the global error modal.
import {
  FORM_STATUSES,
  userReceived,
  type Home,
  type HomeUpdate,
  type Offer,
  type ProfileData,
  type ProfileUpdate,
  type Search,
  type SearchSave,
  type User,
  call,
} from '@coloc/shared';
import { HOMES_ENDPOINTS } from '@coloc/contract/homes/endpoints';
import { OFFERS_ENDPOINTS } from '@coloc/contract/offers/endpoints';
import { PROFILES_ENDPOINTS } from '@coloc/contract/profiles/endpoints';
import { SEARCHES_ENDPOINTS } from '@coloc/contract/searches/endpoints';
import { USERS_ENDPOINTS } from '@coloc/contract/users/endpoints';

const inline = { context: { handledStatuses: FORM_STATUSES } };

/** Reloads the signed-in user and publishes it to every area. */
export async function refreshUser(): Promise<User> {
  const user = await call(USERS_ENDPOINTS, 'users.myself', {}, { context: { userLoad: true } });
  userReceived(user);
  return user;
}

export async function saveUser(userId: number, body: { first_name?: string; name?: string; registration_step?: number; business_name?: string }): Promise<User> {
  const user = await call(USERS_ENDPOINTS, 'users.update', { id: userId, body }, inline);
  userReceived(user);
  return user;
}

export function saveProfile(profileId: number, update: ProfileUpdate): Promise<ProfileData> {
  return call(PROFILES_ENDPOINTS, 'profiles.update', { id: profileId, body: update }, inline);
}

/** 'default' is the user's first home; a 404 means there is none (SPEC 8). */
export async function loadHome(id: number | 'default'): Promise<Home | null> {
  try {
    return await call(HOMES_ENDPOINTS, 'homes.get', { id }, { context: { handledStatuses: [404] } });
  } catch (error) {
    if ((error as { response?: Response }).response?.status === 404) return null;
    throw error;
  }
}

export function createHome(update: HomeUpdate): Promise<Home> {
  return call(HOMES_ENDPOINTS, 'homes.create', { body: update }, inline);
}

/** PUT on 'default' creates the user's home when there is none yet. */
export function saveHome(id: number | 'default', update: HomeUpdate): Promise<Home> {
  return call(HOMES_ENDPOINTS, 'homes.update', { id, body: update }, inline);
}

/** SPEC 4: POST creates the search when it has no id yet, PUT updates it. */
export function saveSearch(search: SearchSave): Promise<Search> {
  return search.id
    ? call(SEARCHES_ENDPOINTS, 'searches.update', { id: search.id, body: search }, inline)
    : call(SEARCHES_ENDPOINTS, 'searches.create', { body: search }, inline);
}


export function fetchOffers(): Promise<Offer[]> {
  return call(OFFERS_ENDPOINTS, 'offers.list');
}
