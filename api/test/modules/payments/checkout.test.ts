import { createTestApp, signup, type TestContext } from '../../helpers/app';
import { PAYMENT_MESSAGES as M } from '../../../src/modules/payments/messages';
import { location, paymentsKit } from './fixtures';

let ctx: TestContext;
let kit: ReturnType<typeof paymentsKit>;

beforeAll(async () => {
  ctx = await createTestApp();
  kit = paymentsKit(ctx);
});
afterAll(async () => {
  await ctx.close();
});

describe('POST /api/subscriptions', () => {
  it('needs a session', async () => {
    const response = await kit.call('POST', '/api/subscriptions', null, { offer_id: 'confort', home_id: 1, return_path: '/x' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Vous devez être connecté.' });
  });

  it('answers each bad input in French and writes nothing', async () => {
    const owner = await kit.owner();
    const before = await kit.snapshot();
    const post = (body: unknown) => kit.call('POST', '/api/subscriptions', owner.cookie, body);
    const cases: Array<[unknown, number, string]> = [
      [{ offer_id: 'platine', home_id: owner.homeId, return_path: '/p' }, 400, M.unknownOffer],
      [{ home_id: owner.homeId, return_path: '/p' }, 400, 'Choisissez une offre.'],
      [{ offer_id: 'confort', return_path: '/p' }, 400, M.homeRequired],
      [{ offer_id: 'confort', home_id: 'abc', return_path: '/p' }, 400, M.homeInvalid],
      [{ offer_id: 'confort', home_id: owner.homeId }, 400, M.returnPathInvalid],
      [{ offer_id: 'confort', home_id: owner.homeId, return_path: 'https://evil.example/' }, 400, M.returnPathInvalid],
      [{ offer_id: 'confort', home_id: owner.homeId, return_path: '//evil.example/' }, 400, M.returnPathInvalid],
      [{ offer_id: 'confort', home_id: 999_999, return_path: '/p' }, 404, 'Ressource introuvable.'],
    ];
    for (const [body, status, error] of cases) {
      const response = await post(body);
      expect({ body, status: response.statusCode, json: response.json() }).toEqual({ body, status, json: { error } });
    }
    expect(await kit.snapshot()).toBe(before);
  });

  it("refuses a home the caller does not run (403) and leaves it as it was", async () => {
    const owner = await kit.owner();
    const stranger = await signup(ctx.app, { type: 'proprietaire' });
    const before = await kit.snapshot();
    const response = await kit.call('POST', '/api/subscriptions', stranger.cookie, { offer_id: 'confort', home_id: owner.homeId, return_path: '/p' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: "Vous n'avez pas accès à cette ressource." });
    expect(await kit.snapshot()).toBe(before);
  });

  it('lets a manager buy only with advert access (SPEC 6)', async () => {
    const owner = await kit.owner();
    const manager = await signup(ctx.app, { type: 'manager', business_name: 'Gestion Rhône' });
    await kit.db
      .insertInto('home_landlords')
      .values({ home_id: owner.homeId, user_id: manager.user.id, email: manager.body.email, role: 'manager', status: 'accepted', token_hash: null, invited_by: null, invite_sent_at: null, accepted_at: new Date().toISOString(), created_at: new Date().toISOString() })
      .execute();
    const body = { offer_id: 'essentiel', home_id: owner.homeId, return_path: '/manager/abonnement' };
    expect((await kit.call('POST', '/api/subscriptions', manager.cookie, body)).statusCode).toBe(403);
    await kit.db.updateTable('homes').set({ notifications_advert: 2 }).where('id', '=', owner.homeId).execute();
    expect((await kit.call('POST', '/api/subscriptions', manager.cookie, body)).statusCode).toBe(201);
  });

  it('applies the mandate at once: no payment, homes.offer set, the owner sent to sign, the same subscription on a second call', async () => {
    // The partner agency that countersigns (MANDATE_PARTNER_EMAIL).
    await signup(ctx.app, { type: 'manager', email: ctx.config.mandatePartnerEmail, business_name: 'Agence partenaire' });
    const owner = await kit.owner();
    const first = await kit.start(owner, 'mandate');
    expect(first).toMatchObject({ payment_required: false, subscription: { offer: 'mandate', status: 'active', price_cents: 0, auto_renew: false, source: 'payment' } });
    expect((first as { signing_url?: string }).signing_url).toMatch(/^\/api\/mandates\/\d+\/sign\?return_path=/);
    expect((await kit.call('GET', `/api/homes/${owner.homeId}`, owner.cookie)).json()).toMatchObject({ offer: 'mandate', mandate_status: 'signing' });
    const second = await kit.start(owner, 'mandate');
    expect(second.subscription.id).toBe(first.subscription.id);
    const payments = await kit.db.selectFrom('payments').select('id').where('user_id', '=', owner.user.id).execute();
    expect(payments).toEqual([]);
    const generate = await kit.call('GET', `/api/generateForm/${first.subscription.id}`, owner.cookie);
    expect(generate.statusCode).toBe(409);
    expect(generate.json()).toEqual({ error: M.subscriptionNotPending });
  });

  it('creates a pending subscription that the user object does not list yet', async () => {
    const owner = await kit.owner();
    const started = await kit.start(owner, 'essentiel');
    expect(started.subscription).toMatchObject({ status: 'pending', valid_from: null, price_cents: 2900, offer_name: 'Essentiel', home_name: 'Appartement des Pentes' });
    const me = (await kit.call('GET', '/api/users/myself', owner.cookie)).json();
    expect(me.subscriptions).toEqual([]);
    const overview = (await kit.call('GET', '/api/subscriptions', owner.cookie)).json();
    expect(overview).toEqual({ current: null, last: null, renewal_date: null, subscriptions: [] });
  });

  it('limits payment starts per user', async () => {
    const limited = await createTestApp();
    try {
      const limitedKit = paymentsKit(limited);
      const owner = await limitedKit.owner();
      const codes: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        codes.push((await limitedKit.call('POST', '/api/subscriptions', owner.cookie, { offer_id: 'essentiel', home_id: owner.homeId, return_path: '/p' })).statusCode);
      }
      expect(codes.slice(0, 10).every((code) => code === 201)).toBe(true);
      expect(codes.slice(10)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/generateForm/{subscription}', () => {
  it('is only for the owner of the pending subscription', async () => {
    const owner = await kit.owner();
    const started = await kit.start(owner);
    const stranger = await signup(ctx.app, { type: 'proprietaire' });
    expect((await kit.call('GET', `/api/generateForm/${started.subscription.id}`)).statusCode).toBe(401);
    const other = await kit.call('GET', `/api/generateForm/${started.subscription.id}`, stranger.cookie);
    expect(other.statusCode).toBe(403);
    const unknown = await kit.call('GET', '/api/generateForm/999999', owner.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: M.subscriptionNotFound });
    const bad = await kit.call('GET', '/api/generateForm/abc', owner.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: M.subscriptionNotFound });
  });

  it('signs the fields of the payment, with the return path and an expiry', async () => {
    const owner = await kit.owner();
    const started = await kit.start(owner, 'essentiel', '/proprietaire/annonce/7?from=offres');
    const form = await kit.form(owner.cookie, started.subscription.id);
    expect(form.fields).toMatchObject({
      merchant: 'toit-partage',
      reference: form.reference,
      amount: '2900',
      currency: 'EUR',
      customer: String(owner.user.id),
      return_url: '/proprietaire/annonce/7?from=offres',
    });
    expect(Date.parse(form.fields.expires_at!) - Date.now()).toBeGreaterThan(25 * 60_000);
  });
});

describe('GET /api/beforePayment', () => {
  async function freshForm() {
    const owner = await kit.owner();
    const started = await kit.start(owner);
    return { owner, form: await kit.form(owner.cookie, started.subscription.id) };
  }

  it('redirects a good form to the provider page and marks the payment pending', async () => {
    const { owner, form } = await freshForm();
    const response = await kit.submit(owner.cookie, form.fields);
    expect(response.statusCode).toBe(302);
    expect(location(response)).toMatch(/^\/api\/sandbox-provider\/checkout\?/);
    const payment = await kit.db.selectFrom('payments').select('status').where('reference', '=', form.reference).executeTakeFirstOrThrow();
    expect(payment.status).toBe('pending');
  });

  it('refuses a tampered field, an expired form, another user, with French errors and nothing changed', async () => {
    const { owner, form } = await freshForm();
    const before = await kit.snapshot();

    const cheaper = await kit.submit(owner.cookie, { ...form.fields, amount: '100' });
    expect(cheaper.statusCode).toBe(400);
    expect(cheaper.json()).toEqual({ error: M.formInvalid });

    const unsigned = await kit.submit(owner.cookie, { ...form.fields, signature: 'f'.repeat(64) });
    expect(unsigned.json()).toEqual({ error: M.formInvalid });

    const duplicated = await kit.call('GET', `/api/beforePayment?${kit.query(form.fields)}&amount=100`, owner.cookie);
    expect(duplicated.statusCode).toBe(400);
    expect(duplicated.json()).toEqual({ error: M.formInvalid });

    const stranger = await signup(ctx.app, { type: 'proprietaire' });
    const other = await kit.submit(stranger.cookie, form.fields);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ error: M.formOtherUser });

    expect((await kit.submit('', form.fields)).statusCode).toBe(401);

    jest.useFakeTimers({ now: Date.now() + 31 * 60_000, doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'queueMicrotask'] });
    try {
      const expired = await kit.submit(owner.cookie, form.fields);
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toEqual({ error: M.formExpired });
    } finally {
      jest.useRealTimers();
    }
    expect(await kit.snapshot()).toBe(before);
  });

  it('refuses the form of a payment that is over', async () => {
    const owner = await kit.owner();
    const started = await kit.start(owner);
    const form = await kit.form(owner.cookie, started.subscription.id);
    const session = await kit.openProviderPage(owner.cookie, form.fields);
    await kit.postForm(`${session}/cancel`, {});
    const again = await kit.submit(owner.cookie, form.fields);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: M.formPaymentClosed });
  });
});
