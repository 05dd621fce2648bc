// Prices of the offers: TTC as the catalogue gives them, and the HT / TVA split shown beside
// (the same rounding as the invoices: the net to the cent, the VAT is the rest).
import { formatEuro } from '@coloc/shared';

export const VAT_RATE = 0.2;
export const MANDATE_OFFER_ID = 'mandate';

export function splitVat(totalCents: number): { netCents: number; vatCents: number } {
  const netCents = Math.round(totalCents / (1 + VAT_RATE));
  return { netCents, vatCents: totalCents - netCents };
}

export const euros = (cents: number) => formatEuro(cents / 100);

/** The mandate costs nothing at listing time (the agency's fees are due at the lease signature). */
export function isFree(offer: { id: string; price_cents: number }): boolean {
  return offer.id === MANDATE_OFFER_ID || offer.price_cents === 0;
}
