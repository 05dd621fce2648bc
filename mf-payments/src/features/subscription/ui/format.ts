import { formatDay, formatEuro } from '@coloc/shared';

/** A calendar date (YYYY-MM-DD) in French: « 20 décembre 2026 ». */
export const day = (date: string) => formatDay(date);
export const euros = (cents: number) => formatEuro(cents / 100);
