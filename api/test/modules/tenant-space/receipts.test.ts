import { createTestApp, type TestContext } from '../../helpers/app';
import { parisDay } from '../rentals/fixtures';
import { pdfTextLines } from '../rentals/pdf-text';
import { renderReceiptPdf } from '../../../src/modules/tenant-space/receipt-pdf';
import { tenantSpaceKit } from './fixtures';

let ctx: TestContext;
let kit: ReturnType<typeof tenantSpaceKit>;

beforeAll(async () => {
  ctx = await createTestApp();
  kit = tenantSpaceKit(ctx);
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/receipts', () => {
  it("lists the tenant's rent lines newest first, in cents, with a receipt only for a month paid in full", async () => {
    const { owner, tenant, lines } = await kit.scenario();
    await kit.markPaid(owner, lines[0]!.id, 550, parisDay(-40));
    await kit.markPaid(owner, lines[1]!.id, 300, parisDay(-10));
    const response = await kit.call('GET', '/api/receipts', tenant.cookie);
    expect(response.statusCode).toBe(200);
    const receipts = response.json();
    expect(receipts.map((r: { period: string }) => r.period)).toEqual(lines.map((l) => l.period).reverse());
    const oldest = receipts[receipts.length - 1];
    expect(oldest).toEqual({
      rent_payment_id: lines[0]!.id,
      period: lines[0]!.period,
      home_name: 'Grande colocation lumineuse',
      rent_cents: 50000,
      charges_cents: 5000,
      paid_cents: 55000,
      paid_on: parisDay(-40),
      pdf_url: `/api/receipts/${lines[0]!.id}/pdf`,
    });
    const partial = receipts[receipts.length - 2];
    expect(partial).toMatchObject({ paid_cents: 30000, pdf_url: null });
    expect(receipts[0]).toMatchObject({ paid_cents: 0, paid_on: null, pdf_url: null });
  });

  it('creates the month lines the landlord has not opened yet, and shows nobody else’s', async () => {
    const { tenant, tenancy } = await kit.scenario();
    await kit.db.deleteFrom('rent_payments').where('tenancy_id', '=', tenancy.id).where('period', '=', parisDay().slice(0, 7)).execute();
    const mine = (await kit.call('GET', '/api/receipts', tenant.cookie)).json();
    expect(mine[0].period).toBe(parisDay().slice(0, 7));
    const stranger = await kit.seeker();
    expect((await kit.call('GET', '/api/receipts', stranger.cookie)).json()).toEqual([]);
    expect((await kit.call('GET', '/api/receipts')).statusCode).toBe(401);
  });
});

describe('GET /api/receipts/{id}/pdf', () => {
  it('gives the tenant the quittance of a paid month', async () => {
    const { owner, tenant, lines } = await kit.scenario();
    await kit.markPaid(owner, lines[0]!.id, 550, parisDay(-40));
    const response = await kit.call('GET', `/api/receipts/${lines[0]!.id}/pdf`, tenant.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="quittance-${lines[0]!.period}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [year, month] = lines[0]!.period.split('-');
    const last = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
    // The document info is never compressed: the period reads in the file.
    expect(response.rawPayload.toString('latin1')).toContain(`Quittance de loyer du 01/${month}/${year} au ${last}/${month}/${year}`);
  });

  it('is for the tenant and the landlords of the home only, and the DB stays as it was', async () => {
    const { owner, tenant, lines } = await kit.scenario();
    await kit.markPaid(owner, lines[0]!.id);
    const coOwner = await kit.coLandlord(owner.homeId, 'owner');
    const url = `/api/receipts/${lines[0]!.id}/pdf`;
    expect((await kit.call('GET', url, owner.cookie)).statusCode).toBe(200);
    expect((await kit.call('GET', url, coOwner.cookie)).statusCode).toBe(200);
    const stranger = await kit.seeker();
    const otherLandlord = await kit.landlord();
    const before = await kit.snapshot();
    expect((await kit.call('GET', url, stranger.cookie)).statusCode).toBe(403);
    expect((await kit.call('GET', url, otherLandlord.cookie)).statusCode).toBe(403);
    expect((await kit.call('GET', url)).statusCode).toBe(401);
    expect((await kit.snapshot()) === before).toBe(true);
    expect((await kit.call('GET', url, tenant.cookie)).statusCode).toBe(200);
  });

  it('answers a French 404 for an unpaid month and an unknown line, 400 for a bad id', async () => {
    const { tenant, lines } = await kit.scenario();
    const unpaid = await kit.call('GET', `/api/receipts/${lines[1]!.id}/pdf`, tenant.cookie);
    expect(unpaid.statusCode).toBe(404);
    expect(unpaid.json().error).toBe(
      "Ce loyer n'a pas encore été payé en entier : la quittance sera disponible dès que votre propriétaire aura enregistré le paiement.",
    );
    const unknown = await kit.call('GET', '/api/receipts/99999999/pdf', tenant.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Ce loyer est introuvable.');
    expect((await kit.call('GET', '/api/receipts/abc/pdf', tenant.cookie)).statusCode).toBe(400);
    expect((await kit.call('GET', '/api/receipts/0/pdf', tenant.cookie)).statusCode).toBe(400);
  });
});

describe('the quittance PDF', () => {
  it('names the parties, the home, the period, rent and charges apart, the total, the payment day and article 21', async () => {
    const pdf = await renderReceiptPdf(
      {
        id: 12,
        period: '2026-02',
        landlords: ['Bernard Lefèvre', 'Claire Dupont'],
        tenant: 'Julie Roux',
        address: '12 rue de la République, 69002 Lyon',
        room: 'Chambre bleue',
        rent_cents: 45000,
        charges_cents: 4000,
        paid_on: '2026-02-03',
        issued_on: '2026-03-10',
      },
      { compress: false },
    );
    const text = pdfTextLines(pdf).join('\n');
    expect(text).toContain('Quittance de loyer');
    expect(text).toContain('Période du 1er février 2026 au 28 février 2026');
    expect(text).toContain('Bernard Lefèvre, Claire Dupont');
    expect(text).toContain('Julie Roux');
    expect(text).toContain('12 rue de la République, 69002 Lyon');
    expect(text).toContain('Chambre bleue');
    expect(text).toContain('450,00\u00a0€');
    expect(text).toContain('40,00\u00a0€');
    expect(text).toContain('490,00\u00a0€');
    expect(text).toContain('3 février 2026');
    expect(text).toContain('10 mars 2026');
    expect(text.replace(/\s+/g, '')).toContain("l'article21delaloin°89-462du6juillet1989".replace(/\s+/g, ''));
    expect(text.replace(/\s+/g, '')).toContain('gratuitement');
  });
});
