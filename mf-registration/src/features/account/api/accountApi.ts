import type { Offer } from '@coloc/shared';
import { call } from '@coloc/shared/call';

/**
 * The offers, only to name the current subscription: the account page stays correct without them,
 * so a failure is kept silent rather than opening the global error modal.
 */
export function fetchOffersQuietly(): Promise<Offer[]> {
  return call('offers.list', {}, { context: { silent: true } });
}
