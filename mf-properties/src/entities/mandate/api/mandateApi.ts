// The mandate calls of the properties screens: reads are silent (the panel shows its own retry);
// a refused countersignature or decline reaches the global error modal with the server's reason.
import type { HomeMandate, MandateView } from '@coloc/shared';
import { call } from '@coloc/shared';
import { MANDATES_ENDPOINTS } from '@coloc/contract/mandates/endpoints';

export function fetchMandate(homeId: number): Promise<HomeMandate> {
  return call(MANDATES_ENDPOINTS, 'mandates.forHome', { home_id: homeId }, { context: { silent: true } });
}

export function countersignMandate(id: number): Promise<MandateView> {
  return call(MANDATES_ENDPOINTS, 'mandates.countersign', { id });
}

export async function declineMandate(id: number): Promise<void> {
  await call(MANDATES_ENDPOINTS, 'mandates.decline', { id });
}
