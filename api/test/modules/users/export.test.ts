import { createTestApp, signin, type TestContext } from '../../helpers/app';
import { messagingKit } from '../messaging/fixtures';
import { tenantFileKit } from '../tenant-file/fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

function exportOf(id: number | string, cookie?: string | null) {
  return ctx.app.inject({ method: 'GET', url: `/api/users/${id}/export`, headers: cookie ? { cookie } : {} });
}

/** A seeker and an owner with something in every part of the export, as the product makes it. */
async function world() {
  const db = ctx.app.db;
  const chat = messagingKit(ctx.app);
  const files = tenantFileKit(ctx);
  const seeker = await chat.seeker({ first_name: 'Camille', name: 'Martin', newsletter: true });
  const owner = await chat.owner({ first_name: 'Bernard', name: 'Lefèvre' });
  await chat.established(seeker, owner);
  const now = new Date().toISOString();

  // Seeker: a search, a complete tenant file shared once, a like, a second sign-in from Firefox.
  expect((await chat.call('POST', '/api/searches', seeker.cookie, {})).statusCode).toBe(201);
  await files.completeFile(seeker);
  expect((await chat.call('POST', '/api/tenant-file/share', seeker.cookie, {})).statusCode).toBeLessThan(300);
  const again = await signin(ctx.app, seeker.body.email, seeker.body.password, { 'user-agent': FIREFOX_WINDOWS });
  expect(again.response.statusCode).toBe(200);

  // Owner: a home with a room, a document and a paid offer with its invoice.
  const homeId = await chat.home(owner, 'Colocation des Pentes');
  await db.insertInto('rooms').values({ home_id: homeId, number: 1, name: 'Chambre bleue', rent: 450, created_at: now, updated_at: now }).execute();
  await db
    .insertInto('home_documents')
    .values({ home_id: homeId, uploaded_by: owner.id, title: 'Règlement intérieur', category: 'other', file: 'documents/homes/x.pdf', mime: 'application/pdf', bytes: 1234, created_at: now })
    .execute();
  const subscription = await db
    .insertInto('subscriptions')
    .values({ user_id: owner.id, offer: 'premium', valid_until: '2099-01-01', home_id: homeId, status: 'active', price_cents: 2990, payment_method: 'tok_carte_secrete', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const payment = await db
    .insertInto('payments')
    .values({ reference: 'PAY-EXPORT-1', user_id: owner.id, subscription_id: subscription.id, provider: 'sandbox', kind: 'checkout', amount_cents: 2990, currency: 'EUR', status: 'succeeded', failure_reason: null, return_path: null, provider_transaction_id: 'tx_1', card_last4: '4242', confirmed_at: now, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('invoices')
    .values({
      number: 'FA-2099-000042', year: 2099, sequence: 42, user_id: owner.id, subscription_id: subscription.id, payment_id: payment.id, issued_on: '2099-01-01',
      label: 'Offre premium', period_from: '2099-01-01', period_until: '2099-01-31', net_cents: 2492, vat_cents: 498, total_cents: 2990, vat_rate_bp: 2000,
      seller_name: 'Toit Partagé', seller_address: 'Lyon', seller_siren: '000000000', seller_vat_number: 'FR00000000000', buyer_name: 'Bernard Lefèvre',
      buyer_company: null, buyer_email: owner.body.email, paid_on: '2099-01-01', created_at: now,
    })
    .execute();

  // Between them: a conversation, a visit (with its confirmation secret), a tenancy, a like.
  const thread = await chat.thread(seeker, owner, { home_id: homeId });
  await chat.say(seeker, thread, 'Bonjour, la chambre bleue est-elle libre ?');
  await chat.say(owner, thread, 'Oui, à partir de septembre.');
  await db
    .insertInto('visits')
    .values({ home_id: homeId, seeker_id: seeker.id, host_id: owner.id, status: 'accepted', slots: '[]', starts_at: '2099-02-01T14:00:00.000Z', message: 'Samedi ?', confirm_token_hash: 'visit-confirm-hash-secret', created_at: now, updated_at: now })
    .execute();
  const tenancy = await db
    .insertInto('tenancies')
    .values({ home_id: homeId, room_id: null, tenant_user_id: seeker.id, tenant_name: 'Camille Martin', tenant_email: seeker.body.email, start_date: '2099-03-01', end_date: null, rent: 450, charges: 50, deposit: 450, status: 'active', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('rent_payments').values({ tenancy_id: tenancy.id, period: '2099-03', amount_due: 500, amount_received: 500, received_on: '2099-03-02', created_at: now, updated_at: now }).execute();
  await db.insertInto('accordances').values({ user_id: seeker.id, home_id: null, target_user_id: null, target_group_id: null, target_home_id: homeId, type: 'like', created_at: now }).execute();
  // The seeker also manages the owner's home (an accepted invitation, whose link hash stays secret).
  await db
    .insertInto('home_landlords')
    .values({ home_id: homeId, user_id: seeker.id, email: seeker.body.email, role: 'manager', status: 'accepted', token_hash: 'landlord-invite-hash-secret', invited_by: owner.id, invite_sent_at: now, accepted_at: now, created_at: now })
    .execute();
  await db.insertInto('marketing_events').values({ user_id: owner.id, event: 'owner_identified', provider: 'journal', payload: JSON.stringify({ email: owner.body.email }), created_at: now }).execute();
  await db
    .insertInto('bank_accounts')
    .values({ owner_type: 'user', owner_id: owner.id, user_id: owner.id, holder_name: 'Bernard Lefèvre', iban: 'FR7630006000011234567890189', bic: null, status: 'valid', validated_at: now, created_at: now, updated_at: now })
    .execute();
  await db.insertInto('push_subscriptions').values({ user_id: seeker.id, endpoint: 'https://push.example/secret-endpoint', p256dh: 'p256dh-secret', auth: 'auth-secret', created_at: now }).execute();

  return { seeker, owner, homeId, again };
}

/** Every stored secret of these accounts: none may appear in the file. */
async function secretsOf(userIds: number[]): Promise<string[]> {
  const db = ctx.app.db;
  const found = [
    ...(await db.selectFrom('users').select('password_hash as value').where('id', 'in', userIds).execute()),
    ...(await db.selectFrom('sessions').select('token_hash as value').where('user_id', 'in', userIds).execute()),
    ...(await db.selectFrom('tenant_file_shares').select('token_hash as value').where('user_id', 'in', userIds).execute()),
    ...(await db.selectFrom('tenant_file_shares').select('nonce as value').where('user_id', 'in', userIds).execute()),
    ...(await db.selectFrom('password_resets').select('token_hash as value').where('user_id', 'in', userIds).execute()),
    ...(await db.selectFrom('signin_links').select('token_hash as value').where('user_id', 'in', userIds).execute()),
  ].map((row) => row.value);
  return [...found, 'landlord-invite-hash-secret', 'visit-confirm-hash-secret', 'tok_carte_secrete', 'secret-endpoint', 'p256dh-secret', 'auth-secret'];
}

describe('GET /api/users/:id/export', () => {
  let people: Awaited<ReturnType<typeof world>>;
  beforeAll(async () => {
    people = await world();
  }, 60_000);

  it("gives the seeker a dated JSON attachment with everything about them, in the contract's sections", async () => {
    const { seeker, homeId, again } = people;
    const res = await exportOf(seeker.id, again.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="toit-partage-mes-donnees-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.json();
    expect(data.export).toEqual({ version: 1, genere_le: expect.any(String), compte_id: seeker.id });
    expect(data.compte).toMatchObject({ id: seeker.id, email: seeker.body.email, first_name: 'Camille', name: 'Martin' });
    expect(data.preferences_notifications).toEqual({ email_messages: true, email_matches: true, email_visits: true, newsletter: true });
    expect(data.newsletter).toEqual({ inscrit: true, inscrit_le: expect.any(String) });
    expect(data.profil).not.toBeNull();
    expect(data.recherches).toHaveLength(1);
    expect(data.avis).toEqual([expect.objectContaining({ type: 'like', target_home_id: homeId })]);
    expect(data.visites).toEqual([expect.objectContaining({ home_id: homeId, status: 'accepted', role: 'visiteur', message: 'Samedi ?' })]);
    // The conversation names the other side as the seeker sees them, and holds only her own words.
    expect(data.conversations).toEqual([
      expect.objectContaining({ participants: ['Bernard L.'], mes_messages: [{ body: 'Bonjour, la chambre bleue est-elle libre ?', created_at: expect.any(String) }] }),
    ]);
    expect(JSON.stringify(data)).not.toContain('à partir de septembre');
    expect(data.dossier_locataire.dossier).toMatchObject({ employment_status: 'cdi', monthly_income_cents: 240_000, guarantee_status: expect.any(String) });
    expect(data.dossier_locataire.pieces.map((piece: { category: string }) => piece.category).sort()).toEqual(['employment', 'identity', 'income']);
    expect(data.dossier_locataire.partages).toEqual([{ id: expect.any(Number), created_at: expect.any(String), revoked_at: null }]);
    expect(data.locations).toEqual([expect.objectContaining({ role: 'locataire', rent: 450, loyers: [expect.objectContaining({ period: '2099-03', amount_received: 500 })] })]);
    expect(data.logements_geres).toEqual([expect.objectContaining({ home_id: homeId, role: 'manager', status: 'accepted' })]);
    expect(data.alertes.appareils_notifies).toEqual([{ created_at: expect.any(String) }]);
    expect(data.sessions_ouvertes.length).toBeGreaterThanOrEqual(1);
    // Sign-up, then the password sign-in from Firefox: newest first.
    expect(data.connexions.map((c: { method: string }) => c.method)).toEqual(['password', 'signup']);
    expect(data.connexions[0]).toMatchObject({ ip: expect.any(String), user_agent: FIREFOX_WINDOWS, appareil: 'Firefox sur Windows' });
  });

  it('gives the owner their home with rooms, documents by name, and their payments and invoices', async () => {
    const { owner, homeId } = people;
    const res = await exportOf(owner.id, owner.cookie);
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.logements).toEqual([
      expect.objectContaining({
        id: homeId,
        name: 'Colocation des Pentes',
        chambres: [expect.objectContaining({ name: 'Chambre bleue', rent: 450, furnished: false })],
        documents: [expect.objectContaining({ title: 'Règlement intérieur', mime: 'application/pdf' })],
      }),
    ]);
    expect(JSON.stringify(data.logements)).not.toContain('documents/homes/x.pdf');
    expect(data.abonnements).toEqual([expect.objectContaining({ offer: 'premium', price_cents: 2990, auto_renew: expect.any(Boolean) })]);
    expect(data.paiements).toEqual([expect.objectContaining({ reference: 'PAY-EXPORT-1', amount_cents: 2990, card_last4: '4242' })]);
    expect(data.factures).toEqual([expect.objectContaining({ number: 'FA-2099-000042', total_cents: 2990, issued_on: '2099-01-01' })]);
    expect(data.visites).toEqual([expect.objectContaining({ role: 'hote' })]);
    // The IBAN as every screen shows it, never whole.
    expect(data.comptes_bancaires).toEqual([expect.objectContaining({ holder_name: 'Bernard Lefèvre', iban_masque: 'FR76 •••• •••• •••• •••• ••90 189' })]);
    expect(JSON.stringify(data)).not.toContain('30006000011234567890');
    expect(data.outil_relation_proprietaires).toEqual([expect.objectContaining({ event: 'owner_identified', payload: { email: owner.body.email } })]);
    // The invited manager shows as a role on the owner's home, without their address.
    expect(data.logements[0].bailleurs_invites).toEqual([expect.objectContaining({ role: 'manager', status: 'accepted' })]);
    expect(JSON.stringify(data.logements)).not.toContain(people.seeker.body.email);
    expect(data.locations).toEqual([expect.objectContaining({ role: 'bailleur' })]);
    expect(data.conversations[0].participants).toEqual(['Camille M.']);
    expect(data.conversations[0].mes_messages).toEqual([{ body: 'Oui, à partir de septembre.', created_at: expect.any(String) }]);
  });

  it('never carries a password hash, token, key or card token', async () => {
    const { seeker, owner, again } = people;
    const secrets = await secretsOf([seeker.id, owner.id]);
    expect(secrets.length).toBeGreaterThanOrEqual(8);
    for (const [who, cookie] of [
      [seeker, again.cookie],
      [owner, owner.cookie],
    ] as const) {
      const text = (await exportOf(who.id, cookie)).body;
      for (const secret of secrets) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/"(password_hash|token_hash|nonce|payment_method|p256dh|auth|endpoint|budget_connection_url)"\s*:\s*"/);
    }
  });

  it("refuses someone else's account (403, even to staff) and the signed-out (401)", async () => {
    const { seeker, owner } = people;
    expect((await exportOf(seeker.id, owner.cookie)).statusCode).toBe(403);
    await ctx.app.db.updateTable('users').set({ staff_role: 'support' }).where('id', '=', owner.id).execute();
    try {
      expect((await exportOf(seeker.id, owner.cookie)).statusCode).toBe(403);
    } finally {
      await ctx.app.db.updateTable('users').set({ staff_role: null }).where('id', '=', owner.id).execute();
    }
    const anonymous = await exportOf(seeker.id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'Vous devez être connecté.' });
  });

  it('counts a tenancy the landlord entered with the tenant\'s address only as the tenant\'s', async () => {
    const { seeker, homeId, again } = people;
    const now = new Date().toISOString();
    await ctx.app.db
      .insertInto('tenancies')
      .values({ home_id: homeId, room_id: null, tenant_user_id: null, tenant_name: 'Camille Martin', tenant_email: seeker.body.email, start_date: '2098-03-01', end_date: '2099-02-28', rent: 420, charges: 40, deposit: 420, status: 'ended', created_at: now, updated_at: now })
      .execute();
    const data = (await exportOf(seeker.id, again.cookie)).json();
    expect(data.locations).toEqual(expect.arrayContaining([expect.objectContaining({ start_date: '2098-03-01', tenant_user_id: null, role: 'locataire' })]));
  });

  it('keeps only the last 12 months of the connection log', async () => {
    const { owner } = people;
    const old = new Date(Date.now() - 400 * 24 * 3600_000).toISOString();
    await ctx.app.db.insertInto('connection_log').values({ user_id: owner.id, email: owner.body.email, ip: '203.0.113.9', user_agent: null, method: 'password', created_at: old }).execute();
    const data = (await exportOf(owner.id, owner.cookie)).json();
    expect(data.connexions.length).toBeGreaterThanOrEqual(1);
    expect(data.connexions.map((c: { ip: string }) => c.ip)).not.toContain('203.0.113.9');
  });
});

describe('export rate limit', () => {
  it('answers 429 in French past a few exports a minute for one account', async () => {
    const chat = messagingKit(ctx.app);
    const person = await chat.seeker();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await exportOf(person.id, person.cookie)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
    const refused = await exportOf(person.id, person.cookie);
    expect(refused.json()).toEqual({ error: 'Vous avez fait beaucoup de demandes en peu de temps. Réessayez dans une minute.' });
  });
});
