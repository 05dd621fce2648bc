// The home an owner screen works on when the URL names none: the user's default home (SPEC 7, 8:
// a 404 on 'default' means no home).
import { errorStatus, type Home, call } from '@coloc/shared';
import { HOMES_ENDPOINTS } from '@coloc/contract/homes/endpoints';

/** The home with the caller's rights on it (SPEC 6). */
export function fetchHomeAccess(homeId: number): Promise<Home> {
  return call(HOMES_ENDPOINTS, 'homes.get', { id: homeId }, { context: { silent: true } });
}

export async function fetchDefaultHome(): Promise<Home | null> {
  try {
    return await call(HOMES_ENDPOINTS, 'homes.get', { id: 'default' }, { context: { silent: true } });
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
}
