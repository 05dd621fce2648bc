import { createTestApp, type TestContext } from '../../helpers/app';
import { DEFAULT_COMPANY } from '../../../src/config';
import { renderInvoicePdf } from '../../../src/modules/payments/invoice-pdf';
import { nextInvoiceSequence } from '../../../src/modules/payments/invoice-numbers';
import { PAYMENT_MESSAGES as M } from '../../../src/modules/payments/messages';
import { pdfTextLines } from '../rentals/pdf-text';
import { paymentsKit } from './fixtures';

let ctx: TestContext;
let kit: ReturnType<typeof paymentsKit>;

beforeAll(async () => {
  ctx = await createTestApp({ company: { name: 'Toit Partagé SAS', address: '18 rue de la Part-Dieu, 69003 Lyon, France', siren: '912 345 678', vatNumber: 'FR32912345678' } });
  kit = paymentsKit(ctx);
});
afterAll(async () => {
  await ctx.close();
});

describe('invoices', () => {
  it('numbers invoices one after the other, without gaps, across users', async () => {
    const year = new Date().getFullYear();
    const a = await kit.owner();
    const b = await kit.owner({ business_name: 'Agence du Parc' });
    await kit.buy(a, 'essentiel');
    await kit.buy(b, 'confort');
    await kit.buy(a, 'confort');
    const numbers = (await kit.db.selectFrom('invoices').select('number').orderBy('id').execute()).map((r) => r.number);
    // Paid on the sandbox with test cards: the test series, never a number of the real one.
    expect(numbers).toEqual([1, 2, 3].map((n) => `TEST-${year}-${String(n).padStart(6, '0')}`));
    expect(await kit.db.selectFrom('invoice_sequences').selectAll().execute()).toEqual([]);
    expect((await kit.db.selectFrom('invoices').select('test').execute()).every((row) => row.test === 1)).toBe(true);
    const listA = (await kit.call('GET', '/api/invoices', a.cookie)).json();
    expect(listA).toHaveLength(2);
    expect(listA[0]).toEqual({
      id: expect.any(Number),
      number: expect.stringMatching(/^TEST-/),
      issued_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      label: expect.stringContaining('Offre'),
      net_cents: expect.any(Number),
      vat_cents: expect.any(Number),
      total_cents: expect.any(Number),
      pdf_url: `/api/invoices/${listA[0].id}/pdf`,
    });
  });

  it('rolls the number back with its transaction, so none is skipped', async () => {
    const year = 2099;
    await expect(
      kit.db.transaction().execute(async (trx) => {
        await nextInvoiceSequence(trx, year);
        throw new Error('payment confirmation failed');
      }),
    ).rejects.toThrow('payment confirmation failed');
    expect(await kit.db.transaction().execute((trx) => nextInvoiceSequence(trx, year))).toBe(1);
    expect(await kit.db.transaction().execute((trx) => nextInvoiceSequence(trx, year))).toBe(2);
  });

  it('keeps an invoice, its number and its buyer when the account is deleted', async () => {
    const owner = await kit.owner();
    await kit.buy(owner);
    const before = await kit.db.selectFrom('invoices').selectAll().where('user_id', '=', owner.user.id).executeTakeFirstOrThrow();
    await kit.db.deleteFrom('users').where('id', '=', owner.user.id).execute();
    const after = await kit.db.selectFrom('invoices').selectAll().where('id', '=', before.id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({ number: before.number, buyer_name: before.buyer_name, total_cents: before.total_cents, user_id: null, payment_id: null });
  });

  it('refuses a second invoice with the same number (unique index)', async () => {
    const owner = await kit.owner();
    await kit.buy(owner);
    const invoice = await kit.db.selectFrom('invoices').selectAll().where('user_id', '=', owner.user.id).executeTakeFirstOrThrow();
    const payment = await kit.db.selectFrom('payments').selectAll().where('id', '=', invoice.payment_id).executeTakeFirstOrThrow();
    const { id: _payment, ...paymentCopy } = payment;
    const other = await kit.db.insertInto('payments').values({ ...paymentCopy, reference: 'TP-COPY' }).returning('id').executeTakeFirstOrThrow();
    const { id: _id, ...copy } = invoice;
    const duplicate = await kit.db
      .insertInto('invoices')
      .values({ ...copy, sequence: 999_998, payment_id: other.id })
      .execute()
      .then(
        () => 'inserted',
        (error: Error) => error.message,
      );
    // SQLite names the column, PostgreSQL the index.
    expect(duplicate).toMatch(/UNIQUE constraint failed: invoices\.number|unique constraint "invoices_number_idx"/);
    await kit.db.insertInto('invoices').values({ ...copy, number: 'FA-TEST-1', sequence: 999_998, payment_id: other.id }).execute();
  });

  it('serves the PDF to its owner only: seller, buyer, HT, TVA 20 %, TTC, marked « Facture de test — sans valeur » on the sandbox', async () => {
    const owner = await kit.owner({ type: 'agent', business_name: 'SCI des Pentes' });
    await kit.buy(owner, 'confort');
    const [summary] = (await kit.call('GET', '/api/invoices', owner.cookie)).json();
    const response = await kit.call('GET', summary.pdf_url, owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="facture-${summary.number}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const invoice = await kit.db.selectFrom('invoices').selectAll().where('id', '=', summary.id).executeTakeFirstOrThrow();
    const text = pdfTextLines(await renderInvoicePdf(invoice, { compress: false, payment: { reference: 'TP-X', card_last4: '4242' } })).join('\n');
    for (const expected of [
      'FACTURE',
      `N° ${summary.number}`,
      DEFAULT_COMPANY.name,
      'SIREN 912 345 678',
      'TVA intracommunautaire FR32912345678',
      'Bernard Lefèvre',
      'SCI des Pentes',
      'Total HT',
      '49,17',
      'TVA 20 %',
      '9,83',
      'Total TTC',
      '59,00',
      'FACTURE DE TEST',
      'Facture de test — sans valeur',
      'carte se terminant par 4242',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Facture acquittée');

    // The same invoice in the real series (a real provider) is « Facture acquittée », unmarked.
    const real = pdfTextLines(await renderInvoicePdf({ ...invoice, test: 0, number: 'FA-2026-000001' }, { compress: false })).join('\n');
    expect(real).toContain('Facture acquittée');
    expect(real).not.toContain('sans valeur');
  });

  it("refuses another user's invoice (403) and unknown ones (404)", async () => {
    const owner = await kit.owner();
    await kit.buy(owner);
    const [summary] = (await kit.call('GET', '/api/invoices', owner.cookie)).json();
    const stranger = await kit.owner();
    const other = await kit.call('GET', summary.pdf_url, stranger.cookie);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ error: "Vous n'avez pas accès à cette ressource." });
    const unknown = await kit.call('GET', '/api/invoices/999999/pdf', owner.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: M.invoiceNotFound });
    expect((await kit.call('GET', summary.pdf_url)).statusCode).toBe(401);
    expect((await kit.call('GET', '/api/invoices/abc/pdf', owner.cookie)).statusCode).toBe(400);
  });
});
