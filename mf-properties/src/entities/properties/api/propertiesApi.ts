// Calls about the user's homes shared by the owner screens of this remote. Loads are silent (each
// screen shows its own retry); a delete that fails reaches the global error modal, and the screen
// only stops waiting (SPEC 8).
import { errorStatus, type Home, type Landlord, type PropertiesList, call } from '@coloc/shared';
import { HOMES_ENDPOINTS } from '@coloc/contract/homes/endpoints';
import { PROPERTIES_ENDPOINTS } from '@coloc/contract/properties/endpoints';

const silent = { context: { silent: true } };

export function fetchProperties(): Promise<PropertiesList> {
  return call(PROPERTIES_ENDPOINTS, 'properties.list', {}, silent);
}

/** A home by id, or the user's first one with 'default': null when they have none (SPEC 7, 8). */
export async function fetchHome(id: number | 'default'): Promise<Home | null> {
  try {
    return await call(HOMES_ENDPOINTS, 'homes.get', { id }, silent);
  } catch (error) {
    if (id === 'default' && errorStatus(error) === 404) return null;
    throw error;
  }
}

export async function deleteHome(id: number): Promise<void> {
  await call(HOMES_ENDPOINTS, 'homes.delete', { id });
}

export function fetchLandlords(homeId: number): Promise<Landlord[]> {
  return call(PROPERTIES_ENDPOINTS, 'properties.landlords', { id: homeId }, silent);
}
