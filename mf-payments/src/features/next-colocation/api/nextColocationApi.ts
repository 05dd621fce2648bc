// Calls of « ma prochaine colocation »: the plan, and the user's search it writes into.
import { FORM_STATUSES, type NextColocationPlan, type Search, type SearchChanges, call } from '@coloc/shared';
import { SEARCHES_ENDPOINTS } from '@coloc/contract/searches/endpoints';
import { TENANT_SPACE_ENDPOINTS } from '@coloc/contract/tenant-space/endpoints';

const silent = { context: { silent: true } };
const inline = { context: { handledStatuses: FORM_STATUSES } };

export function fetchPlan(): Promise<NextColocationPlan> {
  return call(TENANT_SPACE_ENDPOINTS, 'tenantSpace.nextColocation', {}, silent);
}

export function savePlan(body: Pick<NextColocationPlan, 'move_date' | 'city_ids' | 'budget_max_cents' | 'note'>): Promise<NextColocationPlan> {
  return call(TENANT_SPACE_ENDPOINTS, 'tenantSpace.saveNextColocation', { body }, inline);
}

/** PUT changes only what is sent, so the other criteria of the search stay; POST when there is none yet. */
export function writeSearch(searchId: number | null, changes: SearchChanges): Promise<Search> {
  if (searchId !== null) return call(SEARCHES_ENDPOINTS, 'searches.update', { id: searchId, body: changes }, inline);
  return call(SEARCHES_ENDPOINTS, 'searches.create', { body: changes }, inline);
}
