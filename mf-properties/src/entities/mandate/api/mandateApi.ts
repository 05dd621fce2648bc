// The mandate calls of the properties screens: reads are silent (the panel shows its own retry);
// a refused countersignature or decline reaches the global error modal with the server's reason.
import type { HomeMandate, MandateView } from '@coloc/shared';
import { call } from '@coloc/shared/call';

export function fetchMandate(homeId: number): Promise<HomeMandate> {
  return call('mandates.forHome', { home_id: homeId }, { context: { silent: true } });
}

export function countersignMandate(id: number): Promise<MandateView> {
  return call('mandates.countersign', { id });
}

export async function declineMandate(id: number): Promise<void> {
  await call('mandates.decline', { id });
}
