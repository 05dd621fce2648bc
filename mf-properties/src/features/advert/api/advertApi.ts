// Calls of the advert screens. Loads are silent (each screen offers its retry); the submission and
// the housing-for-services terms answer their validation refusals inline (e.g. terms missing), any
// other failure reaches the global error modal.
import type { Home, HomeModeration, HomeUpdate, ServiceTerms } from '@coloc/shared';
import { call } from '@coloc/shared';
import { HOMES_ENDPOINTS } from '@coloc/contract/homes/endpoints';
import { MODERATION_ENDPOINTS } from '@coloc/contract/moderation/endpoints';

const silent = { context: { silent: true } };
const inline = { context: { handledStatuses: [400, 409, 422] } };

/** GET /api/homes/{id}/moderation: where the advert stands with the moderators (`reason`: why it was refused, mailed to the owner too). */
export type { HomeModeration } from '@coloc/shared';

export function fetchModeration(homeId: number): Promise<HomeModeration> {
  return call(MODERATION_ENDPOINTS, 'moderation.homeStatus', { id: homeId }, silent);
}

export function submitForModeration(homeId: number): Promise<Home> {
  const body: HomeUpdate = { moderation_status: 'pending' };
  return call(HOMES_ENDPOINTS, 'homes.update', { id: homeId, body }, inline);
}

export function saveServiceTerms(homeId: number, services: ServiceTerms): Promise<Home> {
  const body: HomeUpdate = { services };
  return call(HOMES_ENDPOINTS, 'homes.update', { id: homeId, body }, inline);
}
