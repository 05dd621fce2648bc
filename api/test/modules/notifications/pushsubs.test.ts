import { MAX_SUBSCRIPTIONS_PER_USER } from '../../../src/modules/notifications/subscriptions';
import { createTestApp, signup, type TestContext } from '../../helpers/app';
import { browserSubscription, pushsubs } from './fixtures';

let ctx: TestContext;
let api: ReturnType<typeof pushsubs>;
beforeAll(async () => {
  ctx = await createTestApp();
  api = pushsubs(ctx);
});
afterAll(async () => {
  await ctx.close();
});

describe('PUT /api/pushsubs', () => {
  it('needs a session', async () => {
    const response = await api.put(browserSubscription());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Vous devez être connecté.' });
  });

  it("stores the browser's subscription for the signed-in user, once per endpoint", async () => {
    const alice = await signup(ctx.app);
    const subscription = browserSubscription();
    const response = await api.put(subscription, alice.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await api.rows(subscription.endpoint)).toEqual([
      expect.objectContaining({ user_id: alice.user.id, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth }),
    ]);

    // The browser renewed its keys for the same endpoint: updated in place.
    const renewed = { ...browserSubscription(), endpoint: subscription.endpoint };
    expect((await api.put(renewed, alice.cookie)).statusCode).toBe(200);
    expect(await api.rows(subscription.endpoint)).toEqual([expect.objectContaining({ user_id: alice.user.id, p256dh: renewed.keys.p256dh })]);
  });

  it('moves an endpoint stored for someone else to the signed-in user (shared device)', async () => {
    const alice = await signup(ctx.app);
    const bob = await signup(ctx.app, { first_name: 'Bob' });
    const subscription = browserSubscription();
    await api.put(subscription, alice.cookie);
    expect((await api.put(subscription, bob.cookie)).statusCode).toBe(200);
    expect(await api.rows(subscription.endpoint)).toEqual([expect.objectContaining({ user_id: bob.user.id })]);
  });

  it('keeps the most recent devices of one account only', async () => {
    const carol = await signup(ctx.app);
    const endpoints: string[] = [];
    for (let i = 0; i < MAX_SUBSCRIPTIONS_PER_USER + 2; i++) {
      const subscription = browserSubscription();
      endpoints.push(subscription.endpoint);
      await api.put(subscription, carol.cookie);
    }
    const kept = await ctx.app.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', carol.user.id).execute();
    expect(kept).toHaveLength(MAX_SUBSCRIPTIONS_PER_USER);
    expect(kept.map((row) => row.endpoint)).not.toContain(endpoints[0]);
    expect(kept.map((row) => row.endpoint)).toContain(endpoints[endpoints.length - 1]);
  });

  it.each([
    ['no endpoint', (s: ReturnType<typeof browserSubscription>) => ({ keys: s.keys }), "L'abonnement aux notifications est invalide."],
    ['an http endpoint', (s: ReturnType<typeof browserSubscription>) => ({ ...s, endpoint: 'http://fcm.googleapis.com/x' }), "L'adresse de l'abonnement aux notifications est invalide."],
    ['an endpoint inside the network', (s: ReturnType<typeof browserSubscription>) => ({ ...s, endpoint: 'https://127.0.0.1/push' }), "L'adresse de l'abonnement aux notifications est invalide."],
    ['a localhost endpoint', (s: ReturnType<typeof browserSubscription>) => ({ ...s, endpoint: 'https://localhost:8443/push' }), "L'adresse de l'abonnement aux notifications est invalide."],
    ['no keys', (s: ReturnType<typeof browserSubscription>) => ({ endpoint: s.endpoint }), "Les clés de l'abonnement aux notifications sont manquantes."],
    ['no auth secret', (s: ReturnType<typeof browserSubscription>) => ({ endpoint: s.endpoint, keys: { p256dh: s.keys.p256dh } }), "Les clés de l'abonnement aux notifications sont manquantes."],
    ['a p256dh that is not base64', (s: ReturnType<typeof browserSubscription>) => ({ ...s, keys: { ...s.keys, p256dh: '!'.repeat(87) } }), "Les clés de l'abonnement aux notifications sont invalides."],
    ['a p256dh that is not a curve point', (s: ReturnType<typeof browserSubscription>) => ({ ...s, keys: { ...s.keys, p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url') } }), "Les clés de l'abonnement aux notifications sont invalides."],
    ['an expirationTime that is not a number', (s: ReturnType<typeof browserSubscription>) => ({ ...s, expirationTime: 'demain' }), "L'abonnement aux notifications est invalide."],
  ])('answers a French 400 for %s and stores nothing', async (_name, change, message) => {
    const dan = await signup(ctx.app);
    const response = await api.put(change(browserSubscription()), dan.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
    expect(await ctx.app.db.selectFrom('push_subscriptions').select('id').where('user_id', '=', dan.user.id).execute()).toHaveLength(0);
  });
});

describe('PUT /api/pushsubs/delete', () => {
  it("removes the caller's own subscription, and answers ok when there is nothing left", async () => {
    const alice = await signup(ctx.app);
    const subscription = browserSubscription();
    await api.put(subscription, alice.cookie);
    const response = await api.remove(subscription, alice.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await api.rows(subscription.endpoint)).toHaveLength(0);
    expect((await api.remove(subscription, alice.cookie)).json()).toEqual({ ok: true });
  });

  it("refuses someone else's subscription and leaves it stored", async () => {
    const alice = await signup(ctx.app);
    const mallory = await signup(ctx.app, { first_name: 'Mallory' });
    const subscription = browserSubscription();
    await api.put(subscription, alice.cookie);
    const response = await api.remove(subscription, mallory.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: "Vous n'avez pas accès à cette ressource." });
    expect(await api.rows(subscription.endpoint)).toEqual([expect.objectContaining({ user_id: alice.user.id })]);
  });

  it('after sign-out, removes it only for the browser that holds its keys', async () => {
    const alice = await signup(ctx.app);
    const subscription = browserSubscription();
    await api.put(subscription, alice.cookie);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/signout', headers: { cookie: alice.cookie } });

    const guessed = { ...subscription, keys: browserSubscription().keys };
    const refused = await api.remove(guessed);
    expect(refused.statusCode).toBe(401);
    expect(await api.rows(subscription.endpoint)).toHaveLength(1);

    const response = await api.remove(subscription);
    expect(response.statusCode).toBe(200);
    expect(await api.rows(subscription.endpoint)).toHaveLength(0);
  });

  it('validates the body like the subscription', async () => {
    const alice = await signup(ctx.app);
    const response = await api.remove({ endpoint: 'pas une url' }, alice.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/abonnement aux notifications/);
  });
});
