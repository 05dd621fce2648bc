/** French VAT on the platform's services: 20 %, in basis points. */
export const VAT_RATE_BP = 2000;

/**
 * Net and VAT of a price including VAT, in cents. The net is rounded to the cent and the VAT is
 * the difference, so that net + VAT is exactly the price the customer paid.
 */
export function splitVat(totalCents: number, rateBp = VAT_RATE_BP): { net_cents: number; vat_cents: number; total_cents: number } {
  const net = Math.round((totalCents * 10_000) / (10_000 + rateBp));
  return { net_cents: net, vat_cents: totalCents - net, total_cents: totalCents };
}

/**
 * « 1 234,50 € » from cents, with a no-break space the PDF's standard Helvetica can draw (Intl's
 * fr-FR narrow no-break space is not in WinAnsi).
 */
export function euros(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(Math.round(cents));
  const units = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${negative ? '-' : ''}${units},${(abs % 100).toString().padStart(2, '0')}\u00a0€`;
}
