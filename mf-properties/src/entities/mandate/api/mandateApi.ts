// The mandate calls of the properties screens: reads are silent (the panel shows its own retry);
// a refused countersignature or decline reaches the global error modal with the server's reason.
import { api, type HomeMandate, type MandateView } from '@coloc/shared';

export function fetchMandate(homeId: number): Promise<HomeMandate> {
  return api.get(`homes/${homeId}/mandate`, { context: { silent: true } }).json<HomeMandate>();
}

export function countersignMandate(id: number): Promise<MandateView> {
  return api.post(`mandates/${id}/countersign`).json<MandateView>();
}

export async function declineMandate(id: number): Promise<void> {
  await api.post(`mandates/${id}/decline`);
}
