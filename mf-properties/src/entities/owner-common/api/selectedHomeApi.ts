// The home an owner screen works on when the URL names none: the user's default home (SPEC 7, 8:
// a 404 on 'default' means no home).
import { api, errorStatus, type Home } from '@coloc/shared';

/** The home with the caller's rights on it (SPEC 6). */
export function fetchHomeAccess(homeId: number): Promise<Home> {
  return api.get(`homes/${homeId}`, { context: { silent: true } }).json<Home>();
}

export async function fetchDefaultHome(): Promise<Home | null> {
  try {
    return await api.get('homes/default', { context: { silent: true } }).json<Home>();
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
}
