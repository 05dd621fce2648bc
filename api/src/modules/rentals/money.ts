/**
 * « 1 234,50 € »: French grouping and decimal comma, like formatEuro of @coloc/shared. Written by
 * hand because Intl's fr-FR output uses a narrow no-break space (U+202F) that the PDF's standard
 * Helvetica (WinAnsi) cannot draw; a no-break space (U+00A0) can.
 */
export function formatEuro(amount: number): string {
  const negative = amount < 0;
  const cents = Math.round(Math.abs(amount) * 100);
  const units = Math.floor(cents / 100).toString();
  const grouped = units.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  const decimals = (cents % 100).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${grouped},${decimals}\u00a0€`;
}

/** Money as stored: euros rounded to the cent (floating point sums drift otherwise). */
export function roundCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}
