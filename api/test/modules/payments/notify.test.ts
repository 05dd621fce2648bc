import { createTestApp, type TestContext } from '../../helpers/app';
import { PAYMENT_MESSAGES as M } from '../../../src/modules/payments/messages';
import { signatureHeader, SIGNATURE_HEADER, SANDBOX_SECRET_SETTING } from '../../../src/modules/payments/sandbox/protocol';
import { CARD_ERRORS } from '../../../src/modules/payments/sandbox/cards';
import { CARDS, location, paymentsKit } from './fixtures';

let ctx: TestContext;
let kit: ReturnType<typeof paymentsKit>;
let secret: string;

beforeAll(async () => {
  ctx = await createTestApp();
  kit = paymentsKit(ctx);
  secret = (await ctx.app.db.selectFrom('app_settings').select('value').where('key', '=', SANDBOX_SECRET_SETTING).executeTakeFirstOrThrow()).value;
});
afterAll(async () => {
  await ctx.close();
});

async function pendingPurchase(offer = 'confort') {
  const owner = await kit.owner();
  const started = await kit.start(owner, offer);
  const form = await kit.form(owner.cookie, started.subscription.id);
  const session = await kit.openProviderPage(owner.cookie, form.fields);
  return { owner, started, form, session };
}

function event(reference: string, overrides: Record<string, unknown> = {}, data: Record<string, unknown> = {}) {
  return {
    id: `evt_test_${Math.random().toString(16).slice(2)}`,
    type: 'payment.succeeded',
    created: Math.floor(Date.now() / 1000),
    ...overrides,
    data: { reference, amount: 5900, currency: 'EUR', transaction_id: 'sbx_tx_test', card: { token: 'card_test', last4: '4242', brand: 'Visa' }, failure_reason: null, ...data },
  };
}

function notify(body: string, header?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/notify',
    headers: { 'content-type': 'application/json', ...(header ? { [SIGNATURE_HEADER]: header } : {}) },
    payload: body,
  });
}

const result = (cookie: string, reference: string) => kit.call('GET', `/api/payments/${reference}`, cookie).then((r) => r.json());

describe('the sandbox card page', () => {
  it('shows French errors on the page itself, keeps what was typed, and charges nothing', async () => {
    const { owner, form, session } = await pendingPurchase();
    const before = await kit.snapshot();
    const response = await kit.payWithCard(session, '4242 4242 4242 4241', { expiry: '01/20', cvc: '1', holder: 'Bernard' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(CARD_ERRORS.numberLuhn.replace("'", '&#39;'));
    expect(response.body).toContain(CARD_ERRORS.expiryPast);
    expect(response.body).toContain(CARD_ERRORS.cvcFormat);
    expect(response.body).toContain('value="4242 4242 4242 4241"');
    expect(response.body).toContain('aria-invalid="true"');
    expect(response.headers['content-security-policy']).toContain("form-action 'self'");
    expect(await kit.snapshot()).toBe(before);
    expect((await result(owner.cookie, form.reference)).status).toBe('pending');
  });

  it('escapes what it writes back into the page', async () => {
    const { session } = await pendingPurchase();
    const response = await kit.payWithCard(session, '<script>alert(1)</script>');
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(response.body).toContain('&lt;script&gt;');
  });

  it('asks for 3-D Secure with the challenge card, and the right code pays', async () => {
    const { owner, form, session, started } = await pendingPurchase();
    const card = await kit.payWithCard(session, CARDS.challenge);
    expect(card.statusCode).toBe(303);
    const challenge = await ctx.app.inject({ method: 'GET', url: location(card) });
    expect(challenge.body).toContain('Authentification 3-D Secure');
    expect(challenge.body).toContain('Environnement de test');
    expect((await result(owner.cookie, form.reference)).status).toBe('pending');

    const code = await kit.challengeCode(session);
    const done = await kit.postForm(`${session}/challenge`, { code });
    expect(done.statusCode).toBe(303);
    const res = await result(owner.cookie, form.reference);
    expect(res).toMatchObject({ status: 'succeeded', subscription: { id: started.subscription.id, status: 'active' } });
    expect(res.invoice).not.toBeNull();
  });

  it('refuses the payment when the 3-D Secure code is wrong', async () => {
    const { owner, form, session, started } = await pendingPurchase();
    await kit.payWithCard(session, CARDS.challenge);
    const code = await kit.challengeCode(session);
    await kit.postForm(`${session}/challenge`, { code: code === '000000' ? '111111' : '000000' });
    const res = await result(owner.cookie, form.reference);
    expect(res).toMatchObject({ status: 'refused', invoice: null, subscription: { id: started.subscription.id, status: 'failed' } });
    expect(res.failure_reason).toContain('3-D Secure');
  });

  it('refuses the refused card: nothing active, no invoice, the offer untouched', async () => {
    const { owner, form, session } = await pendingPurchase();
    const card = await kit.payWithCard(session, CARDS.refused);
    const page = await ctx.app.inject({ method: 'GET', url: location(card) });
    expect(page.body).toContain('Paiement refusé');
    expect(page.body).toContain("Aucun montant n'a été débité.");
    const res = await result(owner.cookie, form.reference);
    expect(res).toMatchObject({ status: 'refused', invoice: null, subscription: { status: 'failed' } });
    expect(res.failure_reason).toMatch(/refusé/);
    expect((await kit.call('GET', `/api/homes/${owner.homeId}`, owner.cookie)).json().offer).toBeNull();
    expect((await kit.call('GET', '/api/subscriptions', owner.cookie)).json().current).toBeNull();
  });

  it('cancels and goes straight back to the site with the reference', async () => {
    const { owner, form, session } = await pendingPurchase();
    const cancelled = await kit.postForm(`${session}/cancel`, {});
    expect(cancelled.statusCode).toBe(303);
    expect(location(cancelled)).toBe(`/proprietaire/succes-paiement/${owner.homeId}?reference=${form.reference}`);
    expect(await result(owner.cookie, form.reference)).toMatchObject({ status: 'cancelled', failure_reason: 'Paiement annulé par le client.' });
  });

  it('answers unknown sessions and forged forms with its own French pages', async () => {
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/sandbox-provider/sessions/abcdefghijklmnop' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Paiement introuvable');
    const forged = await ctx.app.inject({ method: 'GET', url: '/api/sandbox-provider/checkout?merchant=toit-partage&amount=1' });
    expect(forged.statusCode).toBe(400);
    expect(forged.headers['content-type']).toContain('text/html');
    expect(forged.body).toContain('Formulaire invalide');
  });
});

describe('POST /api/payments/{provider}/notify', () => {
  it('refuses a forged notification (no or wrong signature) and changes nothing', async () => {
    const { owner, form } = await pendingPurchase();
    const before = await kit.snapshot();
    const body = JSON.stringify(event(form.reference));
    for (const header of [undefined, signatureHeader('0'.repeat(64), body, new Date()), signatureHeader(secret, body, new Date(Date.now() - 10 * 60_000))]) {
      const response = await notify(body, header);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: M.notificationSignature });
    }
    // A signature made for another body.
    const other = await notify(body.replace('5900', '5901'), signatureHeader(secret, body, new Date()));
    expect(other.statusCode).toBe(400);
    expect(await kit.snapshot()).toBe(before);
    expect((await result(owner.cookie, form.reference)).status).toBe('pending');
  });

  it('answers 404 for another provider and for an unknown reference', async () => {
    const body = JSON.stringify(event('TP-UNKNOWN0000000'));
    const other = await ctx.app.inject({ method: 'POST', url: '/api/payments/stripe/notify', headers: { 'content-type': 'application/json' }, payload: body });
    expect(other.statusCode).toBe(404);
    const unknown = await notify(body, signatureHeader(secret, body, new Date()));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: M.paymentNotFound });
  });

  it('refuses an amount or currency that differs from the payment', async () => {
    const { form } = await pendingPurchase();
    const before = await kit.snapshot();
    for (const data of [{ amount: 100 }, { currency: 'USD' }]) {
      const body = JSON.stringify(event(form.reference, {}, data));
      const response = await notify(body, signatureHeader(secret, body, new Date()));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: M.notificationAmount });
    }
    expect(await kit.snapshot()).toBe(before);
  });

  it('refuses a signed but malformed notification', async () => {
    const body = JSON.stringify({ id: 'evt_x', type: 'payment.unknown', data: {} });
    const response = await notify(body, signatureHeader(secret, body, new Date()));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: M.notificationInvalid });
  });

  it('applies a signed success once: a replayed event changes nothing', async () => {
    const { owner, form } = await pendingPurchase();
    const body = JSON.stringify(event(form.reference));
    const first = await notify(body, signatureHeader(secret, body, new Date()));
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const after = await kit.snapshot();
    const replay = await notify(body, signatureHeader(secret, body, new Date()));
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await kit.snapshot()).toBe(after);
    const invoices = await kit.db.selectFrom('invoices').select('id').where('user_id', '=', owner.user.id).execute();
    expect(invoices).toHaveLength(1);
  });

  it('keeps the first outcome: a later refusal with a new event id does not undo a success', async () => {
    const { owner, form } = await pendingPurchase();
    const ok = JSON.stringify(event(form.reference));
    await notify(ok, signatureHeader(secret, ok, new Date()));
    const refused = JSON.stringify(event(form.reference, { type: 'payment.refused' }, { card: null, failure_reason: 'Refus tardif' }));
    const response = await notify(refused, signatureHeader(secret, refused, new Date()));
    expect(response.json()).toEqual({ received: true, duplicate: false });
    expect((await result(owner.cookie, form.reference)).status).toBe('succeeded');
  });
});

describe('the return to the site', () => {
  it('never activates anything: a forged or replayed return changes nothing', async () => {
    const { owner, form } = await pendingPurchase();
    const before = await kit.snapshot();
    // What a forged return could carry: the reference and claims of success.
    for (let i = 0; i < 3; i += 1) {
      const read = await kit.call('GET', `/api/payments/${form.reference}?status=succeeded&controlStatus=VALIDATED`, owner.cookie);
      expect(read.statusCode).toBe(200);
      expect(read.json().status).toBe('pending');
    }
    expect(await kit.snapshot()).toBe(before);
  });

  it('replaying the return of a refused payment still reads the refusal', async () => {
    const { owner, form, session } = await pendingPurchase();
    const card = await kit.payWithCard(session, CARDS.refused);
    const back = await ctx.app.inject({ method: 'GET', url: location(card) });
    const returnPath = /href="([^"]+reference=[^"]+)"/.exec(back.body)![1]!;
    expect(returnPath).toBe(`/proprietaire/succes-paiement/${owner.homeId}?reference=${form.reference}`);
    const after = await kit.snapshot();
    for (let i = 0; i < 3; i += 1) expect((await result(owner.cookie, form.reference)).status).toBe('refused');
    // Submitting the old form again cannot reopen the payment.
    expect((await kit.submit(owner.cookie, form.fields)).statusCode).toBe(409);
    expect(await kit.snapshot()).toBe(after);
  });

  it('replaying the return of a paid purchase keeps one subscription and one invoice', async () => {
    const owner = await kit.owner();
    const { reference } = await kit.buy(owner);
    const after = await kit.snapshot();
    for (let i = 0; i < 3; i += 1) expect((await result(owner.cookie, reference)).status).toBe('succeeded');
    expect(await kit.snapshot()).toBe(after);
  });

  it("hides another user's payment (403) and unknown ones (404)", async () => {
    const owner = await kit.owner();
    const { reference } = await kit.buy(owner);
    const stranger = await kit.owner();
    const other = await kit.call('GET', `/api/payments/${reference}`, stranger.cookie);
    expect(other.statusCode).toBe(403);
    const unknown = await kit.call('GET', '/api/payments/TP-0000000000000000', owner.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: M.paymentNotFound });
    const bad = await kit.call('GET', '/api/payments/%3Cx%3E', owner.cookie);
    expect(bad.statusCode).toBe(400);
  });
});
