// Invoice numbers: FA-<year>-<6 digits>, sequential and without gaps within a year (French
// invoicing rules). The number is taken inside the transaction that confirms the payment: if that
// transaction rolls back, so does the increment, and no number is ever skipped.
import type { Db } from '../../db';

/**
 * `test`: an invoice of the sandbox provider (test cards): TEST-<year>-<6 digits>, its own series
 * (test_invoice_sequences), so that a demo sale never takes a number of the real series.
 */
export function formatInvoiceNumber(year: number, sequence: number, test = false): string {
  return `${test ? 'TEST' : 'FA'}-${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * The next sequence of `year`. Must run inside a transaction: the update locks the year's row
 * (PostgreSQL) or the database (SQLite) until commit, so two confirmations never share a number.
 */
export async function nextInvoiceSequence(trx: Db, year: number, test = false): Promise<number> {
  const table = test ? 'test_invoice_sequences' : 'invoice_sequences';
  await trx
    .insertInto(table)
    .values({ year, last_value: 0 })
    .onConflict((oc) => oc.column('year').doNothing())
    .execute();
  const row = await trx
    .updateTable(table)
    .set((eb) => ({ last_value: eb('last_value', '+', 1) }))
    .where('year', '=', year)
    .returning('last_value')
    .executeTakeFirstOrThrow();
  return Number(row.last_value);
}
