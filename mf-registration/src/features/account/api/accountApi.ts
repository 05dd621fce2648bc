import type { Offer } from '@coloc/shared';
import { call } from '@coloc/shared';
import { OFFERS_ENDPOINTS } from '@coloc/contract/offers/endpoints';

/**
 * The offers, only to name the current subscription: the account page stays correct without them,
 * so a failure is kept silent rather than opening the global error modal.
 */
export function fetchOffersQuietly(): Promise<Offer[]> {
  return call(OFFERS_ENDPOINTS, 'offers.list', {}, { context: { silent: true } });
}
