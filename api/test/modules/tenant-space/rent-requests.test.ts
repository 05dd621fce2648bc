import { createTestApp, readOutbox, type TestContext } from '../../helpers/app';
import { parisDay } from '../rentals/fixtures';
import { IBAN, IBAN_GROUPED, tenantSpaceKit } from './fixtures';

let ctx: TestContext;
let kit: ReturnType<typeof tenantSpaceKit>;

beforeAll(async () => {
  ctx = await createTestApp();
  kit = tenantSpaceKit(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const VISIT = "la visite du logement par ce locataire n'a pas encore eu lieu";
const LEASE = "aucun bail pour ce logement n'a été accepté par ce locataire";
const ACCOUNT = "vous n'avez pas encore de compte bancaire validé par authentification forte (ajoutez-le dans Paramètres)";
const refusal = (missing: string) =>
  `Toit Partagé ne permet pas encore de demander ce loyer : ${missing}. Tant que ces conditions ne sont pas réunies, ne demandez aucun paiement au locataire.`;

const ask = (lineId: number, cookie?: string | null) => kit.call('POST', `/api/rent-payments/${lineId}/request`, cookie);

describe('POST /api/rent-payments/{id}/request', () => {
  it('asks the tenant for the rent once the visit took place, the lease was accepted and the account validated, and mails them', async () => {
    const { owner, tenant, lines } = await kit.scenario();
    const line = lines[lines.length - 1]!;
    const response = await ask(line.id, owner.cookie);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      rent_payment_id: line.id,
      period: line.period,
      amount_cents: 55000,
      status: 'open',
      home_name: 'Grande colocation lumineuse',
      payee: { holder_name: 'Bernard Lefèvre', iban: IBAN_GROUPED, bic: 'SOGEFRPP' },
      created_at: expect.any(String),
    });
    const mails = (await readOutbox(ctx)).filter((mail) => mail.content.includes(`To: ${tenant.body.email}`) && mail.content.includes('demande le paiement'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.content).toContain('http://localhost:8080/users/receipts');
    expect(mails[0]!.content).toContain('550,00 €');
    // The bank details stay on the site.
    expect(mails[0]!.content).not.toContain(IBAN);
    expect(mails[0]!.content).not.toContain(IBAN_GROUPED);
  });

  it('refuses without the visit, naming it, and changes nothing', async () => {
    const { owner, lines } = await kit.scenario({ visit: false });
    const before = await kit.snapshot();
    const response = await ask(lines[0]!.id, owner.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(refusal(VISIT));
    expect((await kit.snapshot()) === before).toBe(true);
  });

  it('refuses when the visit is still to come or was never accepted', async () => {
    const { owner, tenant, lines } = await kit.scenario({ visit: false });
    await kit.visit(owner.homeId, tenant.user.id, owner.user.id, 2);
    await kit.visit(owner.homeId, tenant.user.id, owner.user.id, -5, 'requested');
    expect((await ask(lines[0]!.id, owner.cookie)).json().error).toBe(refusal(VISIT));
    // A visit of another home of the landlord does not count either.
    const other = await kit.landlord();
    await kit.visit(other.homeId, tenant.user.id, other.user.id, -5);
    expect((await ask(lines[0]!.id, owner.cookie)).json().error).toBe(refusal(VISIT));
    await kit.visit(owner.homeId, tenant.user.id, owner.user.id, -1);
    expect((await ask(lines[0]!.id, owner.cookie)).statusCode).toBe(201);
  });

  it('refuses without an accepted lease (a tenancy entered by hand, a lease only sent)', async () => {
    const { owner, tenant, lines } = await kit.scenario({ lease: false });
    const before = await kit.snapshot();
    const response = await ask(lines[0]!.id, owner.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(refusal(LEASE));
    expect((await kit.snapshot()) === before).toBe(true);
    const sent = await kit.call('POST', `/api/homes/${owner.homeId}/leases`, owner.cookie, {
      kind: 'room', room_id: owner.roomIds[1], tenant_email: tenant.body.email, start_date: parisDay(20), duration_months: 12, rent: 400, charges: 40, deposit: 400, furnished: false, special_terms: null,
    });
    await kit.call('POST', `/api/leases/${sent.json().id}/send`, owner.cookie);
    expect((await ask(lines[0]!.id, owner.cookie)).json().error).toBe(refusal(LEASE));
  });

  it('refuses without a validated account: none, or one still waiting for its SCA', async () => {
    const { owner, lines } = await kit.scenario({ account: false });
    expect((await ask(lines[0]!.id, owner.cookie)).json().error).toBe(refusal(ACCOUNT));
    await kit.bankAccount(owner.user.id, 'pending_sca');
    await kit.bankAccount(owner.user.id, 'refused');
    const before = await kit.snapshot();
    const response = await ask(lines[0]!.id, owner.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(refusal(ACCOUNT));
    expect((await kit.snapshot()) === before).toBe(true);
  });

  it('names every condition missing at once', async () => {
    const { owner, lines } = await kit.scenario({ visit: false, lease: false, account: false });
    expect((await ask(lines[0]!.id, owner.cookie)).json().error).toBe(refusal(`${VISIT}, ${LEASE} et ${ACCOUNT}`));
  });

  it('pays into a co-landlord’s validated account when the creator has none', async () => {
    const { owner, lines } = await kit.scenario({ account: false });
    const coOwner = await kit.coLandlord(owner.homeId, 'owner');
    await kit.bankAccount(coOwner.user.id, 'validated', 'Claire Dupont');
    const response = await ask(lines[0]!.id, coOwner.cookie);
    expect(response.statusCode).toBe(201);
    expect(response.json().payee.holder_name).toBe('Claire Dupont');
  });

  it('refuses a rent already paid or already requested', async () => {
    const { owner, lines } = await kit.scenario();
    await kit.markPaid(owner, lines[0]!.id);
    const paid = await ask(lines[0]!.id, owner.cookie);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().error).toBe('Ce loyer a déjà été payé : il ne peut plus être demandé.');
    expect((await ask(lines[1]!.id, owner.cookie)).statusCode).toBe(201);
    const again = await ask(lines[1]!.id, owner.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Ce loyer a déjà été demandé au locataire.');
    expect(await kit.db.selectFrom('rent_requests').select('id').where('rent_payment_id', '=', lines[1]!.id).execute()).toHaveLength(1);
    // Two clicks at once: one request only.
    const racing = await Promise.all([ask(lines[2]!.id, owner.cookie), ask(lines[2]!.id, owner.cookie)]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await kit.db.selectFrom('rent_requests').select('id').where('rent_payment_id', '=', lines[2]!.id).execute()).toHaveLength(1);
  });

  it('is for the landlords of the home: the tenant, a stranger and another landlord are refused, the DB unchanged', async () => {
    const { tenant, lines } = await kit.scenario();
    const stranger = await kit.seeker();
    const other = await kit.landlord();
    const before = await kit.snapshot();
    for (const who of [tenant, stranger, other]) expect((await ask(lines[0]!.id, who.cookie)).statusCode).toBe(403);
    expect((await ask(lines[0]!.id)).statusCode).toBe(401);
    const unknown = await ask(99999999, other.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Ce loyer est introuvable.');
    expect((await kit.call('POST', '/api/rent-payments/abc/request', other.cookie)).statusCode).toBe(400);
    expect((await kit.snapshot()) === before).toBe(true);
  });
});

describe('GET /api/rent-requests', () => {
  it("lists the tenant's requests with the payee, turns a request to paid once the rent is received, and never another's", async () => {
    const { owner, tenant, lines } = await kit.scenario();
    const first = (await ask(lines[2]!.id, owner.cookie)).json();
    const second = (await ask(lines[3]!.id, owner.cookie)).json();
    let list = (await kit.call('GET', '/api/rent-requests', tenant.cookie)).json();
    expect(list.map((r: { id: number }) => r.id)).toEqual([second.id, first.id]);
    expect(list[0]).toMatchObject({ status: 'open', amount_cents: 55000, payee: { iban: IBAN_GROUPED } });
    await kit.markPaid(owner, lines[3]!.id, 200);
    list = (await kit.call('GET', '/api/rent-requests', tenant.cookie)).json();
    expect(list[0]).toMatchObject({ status: 'open', amount_cents: 35000 });
    await kit.markPaid(owner, lines[3]!.id, 550);
    list = (await kit.call('GET', '/api/rent-requests', tenant.cookie)).json();
    expect(list[0]).toMatchObject({ id: second.id, status: 'paid', amount_cents: 55000 });

    const stranger = await kit.seeker();
    expect((await kit.call('GET', '/api/rent-requests', stranger.cookie)).json()).toEqual([]);
    expect((await kit.call('GET', '/api/rent-requests')).statusCode).toBe(401);
  });

  it('shows the validated account of today: none once it is refused, the new one once validated', async () => {
    const { owner, tenant, lines } = await kit.scenario();
    await ask(lines[0]!.id, owner.cookie);
    await kit.db.updateTable('bank_accounts').set({ status: 'refused' }).where('user_id', '=', owner.user.id).execute();
    expect((await kit.call('GET', '/api/rent-requests', tenant.cookie)).json()[0].payee).toBeNull();
    await kit.bankAccount(owner.user.id, 'validated', 'Bernard et Anne Lefèvre');
    expect((await kit.call('GET', '/api/rent-requests', tenant.cookie)).json()[0].payee.holder_name).toBe('Bernard et Anne Lefèvre');
  });
});

describe('GET /api/homes/{id}/rent-requests', () => {
  it("gives the home's landlords its requests, and nobody else", async () => {
    const { owner, tenant, lines } = await kit.scenario();
    const made = (await ask(lines[0]!.id, owner.cookie)).json();
    const list = await kit.call('GET', `/api/homes/${owner.homeId}/rent-requests`, owner.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([made]);
    expect((await kit.call('GET', `/api/homes/${owner.homeId}/rent-requests`, tenant.cookie)).statusCode).toBe(403);
    expect((await kit.call('GET', '/api/homes/99999999/rent-requests', owner.cookie)).statusCode).toBe(404);
    expect((await kit.call('GET', '/api/homes/abc/rent-requests', owner.cookie)).statusCode).toBe(400);
  });
});

describe('DELETE /api/rent-requests/{id}', () => {
  it('lets a landlord cancel an open request, which the tenant no longer sees, and ask again', async () => {
    const { owner, tenant, lines } = await kit.scenario();
    const made = (await ask(lines[0]!.id, owner.cookie)).json();
    const stranger = await kit.landlord();
    const before = await kit.snapshot();
    expect((await kit.call('DELETE', `/api/rent-requests/${made.id}`, tenant.cookie)).statusCode).toBe(403);
    expect((await kit.call('DELETE', `/api/rent-requests/${made.id}`, stranger.cookie)).statusCode).toBe(403);
    expect((await kit.call('DELETE', `/api/rent-requests/${made.id}`)).statusCode).toBe(401);
    expect((await kit.snapshot()) === before).toBe(true);
    expect((await kit.call('DELETE', `/api/rent-requests/${made.id}`, owner.cookie)).statusCode).toBe(204);
    expect((await kit.call('GET', '/api/rent-requests', tenant.cookie)).json()).toEqual([]);
    const twice = await kit.call('DELETE', `/api/rent-requests/${made.id}`, owner.cookie);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe("Cette demande de paiement n'est plus en cours : elle ne peut plus être annulée.");
    expect((await ask(lines[0]!.id, owner.cookie)).statusCode).toBe(201);
  });

  it('refuses to cancel a paid request and answers 404 for an unknown one', async () => {
    const { owner, lines } = await kit.scenario();
    const made = (await ask(lines[0]!.id, owner.cookie)).json();
    await kit.markPaid(owner, lines[0]!.id);
    expect((await kit.call('DELETE', `/api/rent-requests/${made.id}`, owner.cookie)).statusCode).toBe(409);
    const unknown = await kit.call('DELETE', '/api/rent-requests/99999999', owner.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Cette demande de paiement est introuvable.');
  });

  it('goes with its rent line when the landlord deletes a tenancy entered by mistake', async () => {
    const { owner, tenancy, lines } = await kit.scenario();
    await ask(lines[0]!.id, owner.cookie);
    expect((await kit.call('DELETE', `/api/tenancies/${tenancy.id}`, owner.cookie)).statusCode).toBe(204);
    expect(await kit.db.selectFrom('rent_requests').select('id').where('rent_payment_id', '=', lines[0]!.id).execute()).toEqual([]);
  });
});
