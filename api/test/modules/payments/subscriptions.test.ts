import { createTestApp, myself, type TestContext } from '../../helpers/app';
import { PAYMENT_MESSAGES as M } from '../../../src/modules/payments/messages';
import { periodEnd } from '../../../src/modules/payments/rules';
import { today } from '../../../src/modules/payments/store';
import { addDays } from '../../../src/lib/dates';
import { paymentsKit } from './fixtures';

let ctx: TestContext;
let kit: ReturnType<typeof paymentsKit>;

beforeAll(async () => {
  ctx = await createTestApp();
  kit = paymentsKit(ctx);
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/subscriptions', () => {
  it('needs a session', async () => {
    expect((await kit.call('GET', '/api/subscriptions')).statusCode).toBe(401);
  });

  it('applies SPEC 4: current is the soonest end, last the latest, with the renewal date', async () => {
    const owner = await kit.owner();
    const second = await kit.call('POST', '/api/homes', owner.cookie, { is_coloc: true, name: 'Studio Croix-Rousse' });
    const secondHome = (second.json() as { id: number }).id;
    await kit.buy(owner, 'confort');
    await kit.buy({ ...owner, homeId: secondHome }, 'essentiel');

    const overview = (await kit.call('GET', '/api/subscriptions', owner.cookie)).json();
    const day = today();
    expect(overview.current).toMatchObject({ offer: 'essentiel', home_name: 'Studio Croix-Rousse', valid_from: day, valid_until: periodEnd(day, 1), status: 'active' });
    expect(overview.last).toMatchObject({ offer: 'confort', home_name: 'Appartement des Pentes', valid_until: periodEnd(day, 3), auto_renew: true });
    expect(overview.renewal_date).toBe(addDays(periodEnd(day, 3), 1));
    expect(overview.subscriptions.map((s: { offer: string }) => s.offer)).toEqual(['confort', 'essentiel']);

    const user = (await myself(ctx.app, owner.cookie)).json();
    expect(user.subscriptions.map((s: { offer: string }) => s.offer)).toEqual(['essentiel', 'confort']);
  });

  it('extends rather than overlaps when the same home is bought again', async () => {
    const owner = await kit.owner();
    await kit.buy(owner, 'essentiel');
    await kit.buy(owner, 'essentiel');
    const overview = (await kit.call('GET', '/api/subscriptions', owner.cookie)).json();
    const day = today();
    expect(overview.current.valid_until).toBe(periodEnd(day, 1));
    expect(overview.last.valid_from).toBe(addDays(periodEnd(day, 1), 1));
    // Only the newest period renews: one charge per home, never two.
    expect([overview.current.auto_renew, overview.last.auto_renew]).toEqual([false, true]);
    expect(overview.renewal_date).toBe(addDays(overview.last.valid_until, 1));
  });

  it('lists failed attempts in the history but never as current', async () => {
    const owner = await kit.owner();
    const started = await kit.start(owner);
    const form = await kit.form(owner.cookie, started.subscription.id);
    const session = await kit.openProviderPage(owner.cookie, form.fields);
    await kit.postForm(`${session}/cancel`, {});
    const overview = (await kit.call('GET', '/api/subscriptions', owner.cookie)).json();
    expect(overview.current).toBeNull();
    expect(overview.subscriptions).toEqual([expect.objectContaining({ id: started.subscription.id, status: 'failed' })]);
    expect((await myself(ctx.app, owner.cookie)).json().subscriptions).toEqual([]);
  });
});

describe('POST /api/subscriptions/{id}/cancel', () => {
  it('stops the renewal and keeps the subscription running to its end', async () => {
    const owner = await kit.owner();
    const { subscriptionId } = await kit.buy(owner);
    const response = await kit.call('POST', `/api/subscriptions/${subscriptionId}/cancel`, owner.cookie);
    expect(response.statusCode).toBe(200);
    const day = today();
    expect(response.json()).toMatchObject({ id: subscriptionId, status: 'cancelled', auto_renew: false, valid_until: periodEnd(day, 3) });
    expect(response.json().cancelled_at).toEqual(expect.any(String));
    const overview = (await kit.call('GET', '/api/subscriptions', owner.cookie)).json();
    expect(overview.current).toMatchObject({ id: subscriptionId, status: 'cancelled' });
    expect(overview.renewal_date).toBeNull();
    // Still in the user object until its last day.
    expect((await myself(ctx.app, owner.cookie)).json().subscriptions).toEqual([{ id: subscriptionId, offer: 'confort', valid_until: periodEnd(day, 3) }]);

    const twice = await kit.call('POST', `/api/subscriptions/${subscriptionId}/cancel`, owner.cookie);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: M.alreadyCancelled });
  });

  it("refuses another user's subscription (403), an unknown one (404), a pending one (409); nothing changes", async () => {
    const owner = await kit.owner();
    const { subscriptionId } = await kit.buy(owner);
    const stranger = await kit.owner();
    const before = await kit.snapshot();
    const other = await kit.call('POST', `/api/subscriptions/${subscriptionId}/cancel`, stranger.cookie);
    expect(other.statusCode).toBe(403);
    const unknown = await kit.call('POST', '/api/subscriptions/999999/cancel', owner.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: M.subscriptionNotFound });
    expect((await kit.call('POST', `/api/subscriptions/${subscriptionId}/cancel`)).statusCode).toBe(401);
    const pending = await kit.start(owner);
    const snapshotWithPending = await kit.snapshot();
    const notYet = await kit.call('POST', `/api/subscriptions/${pending.subscription.id}/cancel`, owner.cookie);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json()).toEqual({ error: M.notCancellable });
    expect(await kit.snapshot()).toBe(snapshotWithPending);
    expect(before).not.toBe(snapshotWithPending);
  });

  it("does not show another user's subscriptions", async () => {
    const owner = await kit.owner();
    await kit.buy(owner);
    const stranger = await kit.owner();
    expect((await kit.call('GET', '/api/subscriptions', stranger.cookie)).json().subscriptions).toEqual([]);
    expect((await kit.call('GET', '/api/invoices', stranger.cookie)).json()).toEqual([]);
  });
});
