/** The rentals module stores euros (rounded to the cent); every tenant-space route answers cents. */
export function toCents(euros: number): number {
  return Math.round(euros * 100);
}

/**
 * Rent and charges of a month: a rent line only stores the total due, so the charges are the
 * tenancy's (capped by that total) and the rent the rest.
 */
export function splitDue(amountDue: number, tenancyCharges: number): { rent_cents: number; charges_cents: number } {
  const due = toCents(amountDue);
  const charges = Math.max(0, Math.min(due, toCents(tenancyCharges)));
  return { rent_cents: due - charges, charges_cents: charges };
}
