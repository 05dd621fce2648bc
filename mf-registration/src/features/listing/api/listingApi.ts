import { api, FORM_STATUSES } from '@coloc/shared';

/** DELETE /api/homes/:id: the home, its rooms and its photos. */
export async function deleteHome(homeId: number): Promise<void> {
  await api.delete(`homes/${homeId}`, { context: { handledStatuses: FORM_STATUSES } });
}
