import { createTestApp, type TestContext } from '../../helpers/app';
import { parisDay, rentalsKit } from './fixtures';

let ctx: TestContext;
let kit: ReturnType<typeof rentalsKit>;

beforeAll(async () => {
  ctx = await createTestApp();
  kit = rentalsKit(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const month = (days = 0) => parisDay(days).slice(0, 7);

describe('GET /api/homes/{id}/management', () => {
  it('lists rooms with their tenancy and creates the missing rent lines up to this month', async () => {
    const owner = await kit.landlord();
    const start = `${month()}-01`;
    const threeMonthsAgo = new Date(`${start}T00:00:00Z`);
    threeMonthsAgo.setUTCMonth(threeMonthsAgo.getUTCMonth() - 3);
    const entry = threeMonthsAgo.toISOString().slice(0, 10);
    const tenancy = await kit.tenancy(owner, { room_id: owner.roomIds[0], start_date: entry, rent: 500, charges: 50 });

    const response = await kit.call('GET', `/api/homes/${owner.homeId}/management`, owner.cookie);
    expect(response.statusCode).toBe(200);
    const overview = response.json();
    expect(overview.rooms.map((r: { display_name: string }) => r.display_name)).toEqual(['Chambre bleue', 'Chambre B']);
    expect(overview.rooms[0].tenancy).toMatchObject({ id: tenancy.id, status: 'active', tenant_name: 'Julie Roux' });
    expect(overview.rooms[1].tenancy).toBeNull();
    expect(overview.whole_home).toBeNull();
    expect(overview.payments).toHaveLength(4);
    expect(overview.payments[0]).toMatchObject({ period: month(), amount_due: 550, amount_received: 0, received_on: null });
    expect(overview.month).toEqual({ period: month(), due: 550, received: 0, late: 1650 });

    // A second read creates nothing more.
    await kit.call('GET', `/api/homes/${owner.homeId}/management`, owner.cookie);
    expect(await kit.db.selectFrom('rent_payments').select('id').where('tenancy_id', '=', tenancy.id).execute()).toHaveLength(4);
  });

  it('is for the landlords: co-owner and manager yes, tenant, stranger and anonymous no', async () => {
    const owner = await kit.landlord();
    const coOwner = await kit.coLandlord(owner.homeId, 'owner');
    const manager = await kit.coLandlord(owner.homeId, 'manager');
    const tenant = await kit.seeker();
    await kit.tenancy(owner, { room_id: owner.roomIds[0], tenant_email: tenant.body.email, start_date: parisDay(-10) });
    const stranger = await kit.landlord();
    for (const who of [coOwner, manager]) expect((await kit.call('GET', `/api/homes/${owner.homeId}/management`, who.cookie)).statusCode).toBe(200);
    const before = await kit.snapshot();
    expect((await kit.call('GET', `/api/homes/${owner.homeId}/management`, tenant.cookie)).statusCode).toBe(403);
    expect((await kit.call('GET', `/api/homes/${owner.homeId}/management`, stranger.cookie)).statusCode).toBe(403);
    expect((await kit.call('GET', `/api/homes/${owner.homeId}/management`)).statusCode).toBe(401);
    expect((await kit.call('GET', '/api/homes/999999/management', owner.cookie)).statusCode).toBe(404);
    expect(await kit.snapshot()).toBe(before);
  });
});

describe('POST /api/homes/{id}/tenancies', () => {
  it('links the account with that e-mail and marks its home as leased', async () => {
    const owner = await kit.landlord();
    const tenant = await kit.seeker();
    const response = await kit.call('POST', `/api/homes/${owner.homeId}/tenancies`, owner.cookie, {
      room_id: owner.roomIds[1],
      tenant_email: tenant.body.email.toUpperCase(),
      tenant_name: '  Julie Roux ',
      start_date: parisDay(-3),
      rent: 420,
      charges: 40,
      deposit: 420,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      home_id: owner.homeId,
      room_id: owner.roomIds[1],
      tenant_user_id: tenant.user.id,
      tenant_email: tenant.body.email,
      tenant_name: 'Julie Roux',
      status: 'active',
      end_date: null,
    });
    const user = await kit.db.selectFrom('users').select('home_leased').where('id', '=', tenant.user.id).executeTakeFirstOrThrow();
    expect(user.home_leased).toBe(1);
  });

  it('refuses a room of another home, a taken room, and the whole home while a room is let', async () => {
    const owner = await kit.landlord();
    const other = await kit.landlord();
    const base = { tenant_email: 'a@exemple.fr', tenant_name: 'Anne Petit', rent: 400, charges: 0, deposit: 0 };
    await kit.tenancy(owner, { ...base, room_id: owner.roomIds[0], start_date: '2024-01-01', end_date: '2024-07-01' });
    const before = await kit.snapshot();
    const post = (payload: object) => kit.call('POST', `/api/homes/${owner.homeId}/tenancies`, owner.cookie, { ...base, ...payload });

    const foreign = await post({ room_id: other.roomIds[0], start_date: '2024-02-01' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ error: "Cette chambre n'appartient pas à ce logement." });
    const taken = await post({ room_id: owner.roomIds[0], start_date: '2024-03-01' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: 'Cette chambre est déjà louée sur cette période.' });
    const whole = await post({ room_id: null, start_date: '2024-06-01' });
    expect(whole.statusCode).toBe(409);
    expect(whole.json().error).toMatch(/logement entier ne peut pas être loué/);
    const badEnd = await post({ room_id: owner.roomIds[1], start_date: '2024-03-01', end_date: '2024-03-01' });
    expect(badEnd.json()).toEqual({ error: 'La date de fin doit être postérieure à la date de début.' });
    const badEmail = await post({ room_id: owner.roomIds[1], start_date: '2024-03-01', tenant_email: 'pas-un-email' });
    expect(badEmail.json()).toEqual({ error: 'Cet email ne semble pas valide.' });
    const noRent = await post({ room_id: owner.roomIds[1], start_date: '2024-03-01', rent: 0 });
    expect(noRent.statusCode).toBe(400);
    expect(noRent.json().error).toMatch(/^Le loyer doit être supérieur à 0/);
    expect(await kit.snapshot()).toBe(before);

    // Free again once the first tenancy has ended: the room and then nothing else.
    expect((await post({ room_id: owner.roomIds[0], start_date: '2024-07-01' })).statusCode).toBe(201);
  });

  it('lets the whole home only when no room is let, and then no room', async () => {
    const owner = await kit.landlord();
    const whole = await kit.tenancy(owner, { room_id: null, start_date: '2024-01-01' });
    expect(whole.id).toBeGreaterThan(0);
    const room = await kit.call('POST', `/api/homes/${owner.homeId}/tenancies`, owner.cookie, {
      room_id: owner.roomIds[0], tenant_email: 'b@exemple.fr', tenant_name: 'Paul Blanc', start_date: '2025-01-01', rent: 300, charges: 0, deposit: 0,
    });
    expect(room.statusCode).toBe(409);
    expect(room.json()).toEqual({ error: 'Le logement entier est déjà loué sur cette période.' });
    const overview = (await kit.call('GET', `/api/homes/${owner.homeId}/management`, owner.cookie)).json();
    expect(overview.whole_home).toMatchObject({ id: whole.id, room_id: null });
  });

  it('is refused to a tenant, a stranger and anonymous without writing anything', async () => {
    const owner = await kit.landlord();
    const stranger = await kit.landlord();
    const payload = { room_id: owner.roomIds[0], tenant_email: 'x@exemple.fr', tenant_name: 'Xavier', start_date: '2024-01-01', rent: 1, charges: 0, deposit: 0 };
    const before = await kit.snapshot();
    expect((await kit.call('POST', `/api/homes/${owner.homeId}/tenancies`, stranger.cookie, payload)).statusCode).toBe(403);
    expect((await kit.call('POST', `/api/homes/${owner.homeId}/tenancies`, null, payload)).statusCode).toBe(401);
    expect(await kit.snapshot()).toBe(before);
  });
});

describe('PUT and DELETE /api/tenancies/{id}', () => {
  it('ends a tenancy with an end date of today, frees the home_leased flag, and reopens it when moved forward', async () => {
    const owner = await kit.landlord();
    const tenant = await kit.seeker();
    const tenancy = await kit.tenancy(owner, { room_id: owner.roomIds[0], tenant_email: tenant.body.email, start_date: parisDay(-40) });
    const ended = await kit.call('PUT', `/api/tenancies/${tenancy.id}`, owner.cookie, { end_date: parisDay(0) });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ status: 'ended', end_date: parisDay(0) });
    const leased = () => kit.db.selectFrom('users').select('home_leased').where('id', '=', tenant.user.id).executeTakeFirstOrThrow();
    expect((await leased()).home_leased).toBe(0);
    const reopened = await kit.call('PUT', `/api/tenancies/${tenancy.id}`, owner.cookie, { end_date: parisDay(30), rent: 520 });
    expect(reopened.json()).toMatchObject({ status: 'active', rent: 520 });
    expect((await leased()).home_leased).toBe(1);
    // The current month's unpaid line follows the new rent.
    const overview = (await kit.call('GET', `/api/homes/${owner.homeId}/management`, owner.cookie)).json();
    expect(overview.payments.find((p: { period: string }) => p.period === month())).toMatchObject({ amount_due: 570 });
  });

  it('lets a co-owner edit and delete; a stranger gets 403 and nothing changes', async () => {
    const owner = await kit.landlord();
    const coOwner = await kit.coLandlord(owner.homeId, 'owner');
    const stranger = await kit.landlord();
    const tenant = await kit.seeker();
    const tenancy = await kit.tenancy(owner, { room_id: owner.roomIds[0], tenant_email: tenant.body.email, start_date: parisDay(-5) });
    await kit.call('GET', `/api/homes/${owner.homeId}/management`, owner.cookie);
    const before = await kit.snapshot();
    expect((await kit.call('PUT', `/api/tenancies/${tenancy.id}`, stranger.cookie, { rent: 1 })).statusCode).toBe(403);
    expect((await kit.call('DELETE', `/api/tenancies/${tenancy.id}`, stranger.cookie)).statusCode).toBe(403);
    expect((await kit.call('DELETE', `/api/tenancies/${tenancy.id}`, tenant.cookie)).statusCode).toBe(403);
    expect((await kit.call('DELETE', `/api/tenancies/${tenancy.id}`)).statusCode).toBe(401);
    expect((await kit.call('DELETE', '/api/tenancies/999999', owner.cookie)).json()).toEqual({ error: 'Cette location est introuvable.' });
    expect(await kit.snapshot()).toBe(before);

    expect((await kit.call('PUT', `/api/tenancies/${tenancy.id}`, coOwner.cookie, { charges: 60 })).json()).toMatchObject({ charges: 60 });
    expect((await kit.call('DELETE', `/api/tenancies/${tenancy.id}`, coOwner.cookie)).statusCode).toBe(204);
    expect(await kit.db.selectFrom('rent_payments').select('id').where('tenancy_id', '=', tenancy.id).execute()).toEqual([]);
    const user = await kit.db.selectFrom('users').select('home_leased').where('id', '=', tenant.user.id).executeTakeFirstOrThrow();
    expect(user.home_leased).toBe(0);
  });
});

describe('PUT /api/rent-payments/{id}', () => {
  async function line() {
    const owner = await kit.landlord();
    await kit.tenancy(owner, { room_id: owner.roomIds[0], start_date: parisDay(-1), rent: 500, charges: 50 });
    const overview = (await kit.call('GET', `/api/homes/${owner.homeId}/management`, owner.cookie)).json();
    return { owner, payment: overview.payments[0] as { id: number; amount_due: number } };
  }

  it('records what was received and when', async () => {
    const { owner, payment } = await line();
    const response = await kit.call('PUT', `/api/rent-payments/${payment.id}`, owner.cookie, { amount_received: 550, received_on: parisDay(0) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: payment.id, amount_received: 550, received_on: parisDay(0) });
    const overview = (await kit.call('GET', `/api/homes/${owner.homeId}/management`, owner.cookie)).json();
    expect(overview.month.received).toBe(550);
  });

  it('checks the amount, the date and the caller', async () => {
    const { owner, payment } = await line();
    const stranger = await kit.landlord();
    const before = await kit.snapshot();
    const put = (payload: object, cookie: string | null = owner.cookie) => kit.call('PUT', `/api/rent-payments/${payment.id}`, cookie, payload);
    expect((await put({ amount_received: 1651, received_on: parisDay(0) })).json()).toEqual({ error: 'Le montant reçu ne peut pas dépasser trois fois le montant dû.' });
    expect((await put({ amount_received: 100, received_on: parisDay(1) })).json()).toEqual({ error: 'La date de réception ne peut pas être dans le futur.' });
    expect((await put({ amount_received: 100, received_on: null })).json()).toEqual({ error: 'Indiquez la date de réception du paiement.' });
    expect((await put({ amount_received: -1, received_on: null })).statusCode).toBe(400);
    expect((await put({ amount_received: 100, received_on: '2024-02-30' })).json()).toEqual({ error: 'La date de réception est invalide.' });
    expect((await put({ amount_received: 100, received_on: parisDay(0) }, stranger.cookie)).statusCode).toBe(403);
    expect((await put({ amount_received: 100, received_on: parisDay(0) }, null)).statusCode).toBe(401);
    expect((await kit.call('PUT', '/api/rent-payments/999999', owner.cookie, { amount_received: 0, received_on: null })).statusCode).toBe(404);
    expect(await kit.snapshot()).toBe(before);
  });
});
