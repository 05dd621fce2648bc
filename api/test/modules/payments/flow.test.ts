import { createTestApp, myself, type TestContext } from '../../helpers/app';
import { CARDS, location, paymentsKit } from './fixtures';

let ctx: TestContext;
let kit: ReturnType<typeof paymentsKit>;

beforeAll(async () => {
  ctx = await createTestApp();
  kit = paymentsKit(ctx);
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/payment-provider', () => {
  it('says which provider takes payments, and that the sandbox is a test', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/payment-provider' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 'sandbox', sandbox: true });
  });
});

describe('a purchase through the sandbox provider', () => {
  it('pays at once with the success card: only the notification activates, the return shows it', async () => {
    const owner = await kit.owner();
    const started = await kit.start(owner, 'confort');
    expect(started).toMatchObject({ payment_required: true, subscription: { status: 'pending', offer: 'confort', price_cents: 5900, home_id: owner.homeId } });

    const form = await kit.form(owner.cookie, started.subscription.id);
    expect(form).toMatchObject({ action: '/api/beforePayment', method: 'GET', provider: 'sandbox', sandbox: true, amount_cents: 5900 });
    expect(form.fields.signature).toMatch(/^[0-9a-f]{64}$/);

    const pending = await kit.call('GET', `/api/payments/${form.reference}`, owner.cookie);
    expect(pending.json()).toMatchObject({ status: 'created', subscription: { status: 'pending' }, invoice: null });

    const session = await kit.openProviderPage(owner.cookie, form.fields);
    const page = await ctx.app.inject({ method: 'GET', url: session });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('Environnement de test — aucun paiement réel');
    expect(page.body).toContain('59,00');
    expect(page.body).toContain('4242 4242 4242 4242');

    const paid = await kit.payWithCard(session, CARDS.success);
    expect(paid.statusCode).toBe(303);
    const outcome = await ctx.app.inject({ method: 'GET', url: location(paid) });
    expect(outcome.body).toContain('Paiement accepté');
    expect(outcome.body).toContain(`/proprietaire/succes-paiement/${owner.homeId}?reference=${form.reference}`);
    // The buyer comes back to the site by itself after a few seconds.
    expect(outcome.body).toMatch(new RegExp(`<meta http-equiv="refresh" content="\\d+;url=[^"]*/proprietaire/succes-paiement/${owner.homeId}\\?reference=${form.reference}"`));

    const result = (await kit.call('GET', `/api/payments/${form.reference}`, owner.cookie)).json();
    expect(result).toMatchObject({ status: 'succeeded', sandbox: true, subscription: { status: 'active', auto_renew: true }, invoice: { total_cents: 5900, net_cents: 4917, vat_cents: 983 } });
    expect(result.invoice.number).toMatch(/^TEST-\d{4}-\d{6}$/);
    const home = (await kit.call('GET', `/api/homes/${owner.homeId}`, owner.cookie)).json();
    expect(home.offer).toBe('confort');
    const user = (await myself(ctx.app, owner.cookie)).json();
    expect(user.subscriptions).toEqual([{ id: started.subscription.id, offer: 'confort', valid_until: result.subscription.valid_until }]);
  });
});
