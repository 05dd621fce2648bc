// Invoice numbers: FA-<year>-<6 digits>, sequential and without gaps within a year (French
// invoicing rules). The number is taken inside the transaction that confirms the payment: if that
// transaction rolls back, so does the increment, and no number is ever skipped.
import type { Db } from '../../db';

export function formatInvoiceNumber(year: number, sequence: number): string {
  return `FA-${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * The next sequence of `year`. Must run inside a transaction: the update locks the year's row
 * (PostgreSQL) or the database (SQLite) until commit, so two confirmations never share a number.
 */
export async function nextInvoiceSequence(trx: Db, year: number): Promise<number> {
  await trx
    .insertInto('invoice_sequences')
    .values({ year, last_value: 0 })
    .onConflict((oc) => oc.column('year').doNothing())
    .execute();
  const row = await trx
    .updateTable('invoice_sequences')
    .set((eb) => ({ last_value: eb('last_value', '+', 1) }))
    .where('year', '=', year)
    .returning('last_value')
    .executeTakeFirstOrThrow();
  return Number(row.last_value);
}
