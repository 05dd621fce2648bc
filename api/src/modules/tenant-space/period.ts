/* The month a receipt covers: from its first to its last day (a rent line's period is YYYY-MM). */

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

export interface ReceiptPeriod {
  /** YYYY-MM-DD */
  first: string;
  /** YYYY-MM-DD, the month's last day (28, 29, 30 or 31). */
  last: string;
  /** « mars 2026 » */
  month: string;
  /** « du 1er mars 2026 au 31 mars 2026 » */
  text: string;
  /** « du 01/03/2026 au 31/03/2026 » (ASCII: fits the PDF's document info as is). */
  short: string;
}

export function isPeriod(value: string): boolean {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  return !!match && Number(match[2]) >= 1 && Number(match[2]) <= 12;
}

export function receiptPeriod(period: string): ReceiptPeriod {
  if (!isPeriod(period)) throw new Error(`not a YYYY-MM period: ${period}`);
  const [year, month] = period.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const name = `${MONTHS[month - 1]} ${year}`;
  const mm = String(month).padStart(2, '0');
  return {
    first: `${period}-01`,
    last: `${period}-${String(lastDay).padStart(2, '0')}`,
    month: name,
    text: `du 1er ${name} au ${lastDay} ${name}`,
    short: `du 01/${mm}/${year} au ${lastDay}/${mm}/${year}`,
  };
}
