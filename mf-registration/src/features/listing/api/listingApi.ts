import { FORM_STATUSES, call } from '@coloc/shared';
import { HOMES_ENDPOINTS } from '@coloc/contract/homes/endpoints';

/** DELETE /api/homes/:id: the home, its rooms and its photos. */
export async function deleteHome(homeId: number): Promise<void> {
  await call(HOMES_ENDPOINTS, 'homes.delete', { id: homeId }, { context: { handledStatuses: FORM_STATUSES } });
}
