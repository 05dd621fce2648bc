import { createTestApp, type TestContext } from '../../helpers/app';
import { leasePdfData, renderLeasePdf } from '../../../src/modules/rentals/lease-pdf';
import { formatEuro } from '../../../src/modules/rentals/money';
import { parisDay, rentalsKit, type Person } from './fixtures';
import { pdfTextLines } from './pdf-text';

let ctx: TestContext;
let kit: ReturnType<typeof rentalsKit>;

beforeAll(async () => {
  ctx = await createTestApp();
  kit = rentalsKit(ctx);
});
afterAll(async () => {
  await ctx.close();
});

type Owner = Awaited<ReturnType<ReturnType<typeof rentalsKit>['landlord']>>;

function leaseInput(owner: Owner, tenantEmail: string, overrides: Record<string, unknown> = {}) {
  return {
    kind: 'room',
    room_id: owner.roomIds[0],
    tenant_email: tenantEmail,
    start_date: parisDay(10),
    duration_months: 12,
    rent: 500,
    charges: 50,
    deposit: 1000,
    furnished: true,
    special_terms: 'Animaux non admis.',
    ...overrides,
  };
}

async function draft(owner: Owner, tenant: Person, overrides: Record<string, unknown> = {}) {
  const response = await kit.call('POST', `/api/homes/${owner.homeId}/leases`, owner.cookie, leaseInput(owner, tenant.body.email, overrides));
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json() as { id: number; pdf_url: string };
}

describe('POST /api/homes/{id}/leases', () => {
  it('drafts a lease linked to the tenant account', async () => {
    const owner = await kit.landlord();
    const tenant = await kit.seeker();
    const response = await kit.call('POST', `/api/homes/${owner.homeId}/leases`, owner.cookie, leaseInput(owner, tenant.body.email.toUpperCase()));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      home_id: owner.homeId,
      kind: 'room',
      room_id: owner.roomIds[0],
      status: 'draft',
      furnished: true,
      rent: 500,
      deposit: 1000,
      special_terms: 'Animaux non admis.',
      tenant: { user_id: tenant.user.id, email: tenant.body.email, first_name: 'Julie', name: 'Roux' },
      landlord_accepted_at: null,
      tenant_accepted_at: null,
      can_accept: true,
    });
    expect(response.json().pdf_url).toBe(`/api/leases/${response.json().id}/pdf`);
    const list = await kit.call('GET', `/api/homes/${owner.homeId}/leases`, owner.cookie);
    expect(list.json().map((l: { id: number }) => l.id)).toEqual([response.json().id]);
  });

  it('caps the deposit at one month (unfurnished) or two (furnished), citing the law', async () => {
    const owner = await kit.landlord();
    const before = await kit.snapshot();
    const post = (overrides: Record<string, unknown>) => kit.call('POST', `/api/homes/${owner.homeId}/leases`, owner.cookie, leaseInput(owner, 'x@exemple.fr', overrides));
    const furnished = await post({ furnished: true, rent: 500, deposit: 1000.01 });
    expect(furnished.statusCode).toBe(400);
    expect(furnished.json()).toEqual({
      error: `Le dépôt de garantie d'un logement meublé ne peut pas dépasser deux mois de loyer hors charges (article 25-6 de la loi du 6 juillet 1989), soit ${formatEuro(1000)}.`,
    });
    const empty = await post({ furnished: false, rent: 500, deposit: 501 });
    expect(empty.json()).toEqual({
      error: `Le dépôt de garantie d'un logement vide ne peut pas dépasser un mois de loyer hors charges (article 22 de la loi du 6 juillet 1989), soit ${formatEuro(500)}.`,
    });
    expect(await kit.snapshot()).toBe(before);
    expect((await post({ furnished: false, rent: 500, deposit: 500 })).statusCode).toBe(201);
  });

  it('checks the room, the kind, the dates, the duration and the rent', async () => {
    const owner = await kit.landlord();
    const other = await kit.landlord();
    const before = await kit.snapshot();
    const post = (overrides: Record<string, unknown>) => kit.call('POST', `/api/homes/${owner.homeId}/leases`, owner.cookie, leaseInput(owner, 'x@exemple.fr', overrides));
    expect((await post({ room_id: other.roomIds[0] })).json()).toEqual({ error: "Cette chambre n'appartient pas à ce logement." });
    expect((await post({ room_id: null })).json()).toEqual({ error: 'Choisissez la chambre louée.' });
    expect((await post({ kind: 'whole' })).json()).toEqual({ error: 'Un bail pour le logement entier ne porte pas sur une chambre.' });
    expect((await post({ duration_months: 0 })).json()).toEqual({ error: 'La durée du bail doit être comprise entre 1 et 36 mois.' });
    expect((await post({ duration_months: 37 })).json()).toEqual({ error: 'La durée du bail doit être comprise entre 1 et 36 mois.' });
    expect((await post({ rent: 0, deposit: 0 })).statusCode).toBe(400);
    expect((await post({ start_date: parisDay(400) })).json()).toEqual({ error: "La date de prise d'effet ne peut pas dépasser un an à partir d'aujourd'hui." });
    expect((await post({ tenant_email: '' })).json()).toEqual({ error: "L'adresse e-mail du locataire est obligatoire." });
    expect(await kit.snapshot()).toBe(before);
    expect((await post({ kind: 'whole', room_id: null })).statusCode).toBe(201);
  });

  it('is for landlords: a co-owner drafts, a tenant or a stranger gets 403', async () => {
    const owner = await kit.landlord();
    const coOwner = await kit.coLandlord(owner.homeId, 'owner');
    const stranger = await kit.landlord();
    const tenant = await kit.seeker();
    expect((await kit.call('POST', `/api/homes/${owner.homeId}/leases`, coOwner.cookie, leaseInput(owner, 'a@exemple.fr'))).statusCode).toBe(201);
    const before = await kit.snapshot();
    for (const cookie of [stranger.cookie, tenant.cookie]) {
      expect((await kit.call('POST', `/api/homes/${owner.homeId}/leases`, cookie, leaseInput(owner, 'b@exemple.fr'))).statusCode).toBe(403);
      expect((await kit.call('GET', `/api/homes/${owner.homeId}/leases`, cookie)).statusCode).toBe(403);
    }
    expect((await kit.call('GET', `/api/homes/${owner.homeId}/leases`)).statusCode).toBe(401);
    expect(await kit.snapshot()).toBe(before);
  });
});

describe('send, accept, cancel', () => {
  it('sends (landlord acceptance + mail), then the tenant accepts and the tenancy appears in gestion', async () => {
    const owner = await kit.landlord();
    const tenant = await kit.seeker();
    const lease = await draft(owner, tenant);
    // Not before it is sent.
    expect((await kit.call('POST', `/api/leases/${lease.id}/accept`, tenant.cookie)).json()).toEqual({ error: "Ce bail n'attend pas votre acceptation." });

    const sent = await kit.call('POST', `/api/leases/${lease.id}/send`, owner.cookie);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'sent', landlord_accepted_at: expect.any(String), can_accept: false });
    const mail = (await kit.mailsTo(tenant.body.email)).find((m) => m.content.includes('vous propose un bail'));
    expect(mail?.content).toContain('http://localhost:8080/users/ma-co-location');
    expect((await kit.call('POST', `/api/leases/${lease.id}/send`, owner.cookie)).statusCode).toBe(409);

    const mine = (await kit.call('GET', '/api/my-leases', tenant.cookie)).json();
    expect(mine).toEqual([expect.objectContaining({ id: lease.id, status: 'sent', can_accept: true })]);

    const accepted = await kit.call('POST', `/api/leases/${lease.id}/accept`, tenant.cookie);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', tenant_accepted_at: expect.any(String), can_accept: false });

    const overview = (await kit.call('GET', `/api/homes/${owner.homeId}/management`, owner.cookie)).json();
    expect(overview.rooms[0].tenancy).toMatchObject({
      tenant_user_id: tenant.user.id,
      tenant_name: 'Julie Roux',
      start_date: parisDay(10),
      end_date: null,
      rent: 500,
      charges: 50,
      deposit: 1000,
      status: 'active',
    });
    const user = await kit.db.selectFrom('users').select('home_leased').where('id', '=', tenant.user.id).executeTakeFirstOrThrow();
    expect(user.home_leased).toBe(1);
    expect((await kit.mailsTo(owner.body.email)).some((m) => m.content.includes('a accepté le contrat de location'))).toBe(true);
    expect((await kit.call('POST', `/api/leases/${lease.id}/cancel`, owner.cookie)).json()).toEqual({
      error: 'Ce bail a été accepté par les deux parties : il ne peut plus être annulé.',
    });
  });

  it('updates the tenant’s existing tenancy of that room instead of adding one', async () => {
    const owner = await kit.landlord();
    const tenant = await kit.seeker();
    const existing = await kit.tenancy(owner, { room_id: owner.roomIds[0], tenant_email: tenant.body.email, start_date: parisDay(-60), rent: 450 });
    const lease = await draft(owner, tenant, { start_date: parisDay(-60), rent: 480, deposit: 480 });
    await kit.call('POST', `/api/leases/${lease.id}/send`, owner.cookie);
    expect((await kit.call('POST', `/api/leases/${lease.id}/accept`, tenant.cookie)).statusCode).toBe(200);
    const tenancies = await kit.db.selectFrom('tenancies').selectAll().where('home_id', '=', owner.homeId).execute();
    expect(tenancies).toEqual([expect.objectContaining({ id: existing.id, rent: 480, deposit: 480 })]);
  });

  it('refuses acceptance when the room is let to someone else', async () => {
    const owner = await kit.landlord();
    const tenant = await kit.seeker();
    await kit.tenancy(owner, { room_id: owner.roomIds[0], tenant_email: 'autre@exemple.fr', start_date: parisDay(-60) });
    const lease = await draft(owner, tenant);
    await kit.call('POST', `/api/leases/${lease.id}/send`, owner.cookie);
    const before = await kit.snapshot();
    const response = await kit.call('POST', `/api/leases/${lease.id}/accept`, tenant.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatch(/déjà louée à une autre personne/);
    expect(await kit.snapshot()).toBe(before);
  });

  it('only the tenant accepts, only landlords send and cancel', async () => {
    const owner = await kit.landlord();
    const manager = await kit.coLandlord(owner.homeId, 'manager');
    const tenant = await kit.seeker();
    const stranger = await kit.seeker();
    const lease = await draft(owner, tenant);
    const before = await kit.snapshot();
    for (const cookie of [tenant.cookie, stranger.cookie]) {
      expect((await kit.call('POST', `/api/leases/${lease.id}/send`, cookie)).statusCode).toBe(403);
      expect((await kit.call('POST', `/api/leases/${lease.id}/cancel`, cookie)).statusCode).toBe(403);
    }
    expect((await kit.call('POST', `/api/leases/${lease.id}/send`)).statusCode).toBe(401);
    expect((await kit.call('POST', '/api/leases/999999/send', owner.cookie)).json()).toEqual({ error: 'Ce bail est introuvable.' });
    expect(await kit.snapshot()).toBe(before);

    expect((await kit.call('POST', `/api/leases/${lease.id}/send`, manager.cookie)).statusCode).toBe(200);
    const afterSend = await kit.snapshot();
    for (const cookie of [owner.cookie, stranger.cookie]) {
      const refused = await kit.call('POST', `/api/leases/${lease.id}/accept`, cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: 'Ce bail est adressé à une autre adresse e-mail que la vôtre.' });
    }
    expect(await kit.snapshot()).toBe(afterSend);

    const cancelled = await kit.call('POST', `/api/leases/${lease.id}/cancel`, owner.cookie);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect((await kit.mailsTo(tenant.body.email)).some((m) => m.content.includes('a annulé le contrat de location'))).toBe(true);
    expect((await kit.call('POST', `/api/leases/${lease.id}/accept`, tenant.cookie)).json()).toEqual({ error: 'Ce bail a été annulé.' });
  });
});

describe('GET /api/leases/{id}/pdf', () => {
  it('answers the contract as a PDF to the landlords and, once sent, to the tenant', async () => {
    const owner = await kit.landlord();
    const coOwner = await kit.coLandlord(owner.homeId, 'owner', { first_name: 'Claire', name: 'Dupont' });
    const tenant = await kit.seeker({ first_name: 'Julie', name: 'Roux' });
    const stranger = await kit.seeker();
    const lease = await draft(owner, tenant);

    const response = await kit.call('GET', lease.pdf_url, coOwner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="bail-${lease.id}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The document information (never compressed) names the tenant: UTF-16BE with the accented subject.
    expect(response.rawPayload.includes(Buffer.from('Julie Roux', 'utf16le').swap16())).toBe(true);

    expect((await kit.call('GET', lease.pdf_url, tenant.cookie)).statusCode).toBe(403);
    await kit.call('POST', `/api/leases/${lease.id}/send`, owner.cookie);
    expect((await kit.call('GET', lease.pdf_url, tenant.cookie)).statusCode).toBe(200);
    expect((await kit.call('GET', lease.pdf_url, stranger.cookie)).statusCode).toBe(403);
    expect((await kit.call('GET', lease.pdf_url)).statusCode).toBe(401);
    expect((await kit.call('GET', '/api/leases/999999/pdf', owner.cookie)).statusCode).toBe(404);
  });

  it('writes the parties, the premises, the terms and the acceptances', async () => {
    const owner = await kit.landlord();
    await kit.coLandlord(owner.homeId, 'owner', { first_name: 'Claire', name: 'Dupont' });
    const tenant = await kit.seeker({ first_name: 'Julie', name: 'Roux' });
    const lease = await draft(owner, tenant, { rent: 1450.5, deposit: 2000, charges: 49.5 });
    await kit.call('POST', `/api/leases/${lease.id}/send`, owner.cookie);
    await kit.call('POST', `/api/leases/${lease.id}/accept`, tenant.cookie);
    const row = await kit.db.selectFrom('leases').selectAll().where('id', '=', lease.id).executeTakeFirstOrThrow();
    const lines = pdfTextLines(await renderLeasePdf(await leasePdfData(kit.db, row), { compress: false }));
    const text = lines.join('\n');
    expect(lines[0]).toBe('Contrat de location – colocation (bail individuel)');
    expect(text).toContain('Bernard Lefèvre, Claire Dupont');
    expect(text).toContain(`Julie Roux (${tenant.body.email})`);
    expect(text).toContain('12 rue de la République, 69002 Lyon');
    expect(text).toContain('Chambre bleue (12 m²)');
    expect(text).toContain('1\u00a0450,50\u00a0€');
    expect(text).toContain('1\u00a0500,00\u00a0€');
    expect(text).toContain('2\u00a0000,00\u00a0€');
    expect(text).toContain('Animaux non admis.');
    expect(text).not.toContain('Projet');
    expect(lines.filter((l) => l.startsWith('accepté en ligne le') || l.includes(', accepté en ligne le'))).toHaveLength(2);

    const whole = await draft(owner, tenant, { kind: 'whole', room_id: null, furnished: false, deposit: 500, special_terms: null });
    const wholeRow = await kit.db.selectFrom('leases').selectAll().where('id', '=', whole.id).executeTakeFirstOrThrow();
    const wholeText = pdfTextLines(await renderLeasePdf(await leasePdfData(kit.db, wholeRow), { compress: false })).join('\n');
    expect(wholeText).toContain('Contrat de location – logement entier');
    expect(wholeText).toContain('Projet : pas encore accepté par les deux parties');
    expect(wholeText).toContain('Néant.');
    expect(wholeText).toContain("en attente d'acceptation");
  });
});
