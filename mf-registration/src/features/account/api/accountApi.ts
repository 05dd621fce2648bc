import { api, type Offer } from '@coloc/shared';

/**
 * The offers, only to name the current subscription: the account page stays correct without them,
 * so a failure is kept silent rather than opening the global error modal.
 */
export function fetchOffersQuietly(): Promise<Offer[]> {
  return api.get('offers', { context: { silent: true } }).json<Offer[]>();
}
