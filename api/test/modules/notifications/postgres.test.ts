import { ensureVapidKeys, notificationsOf, sendUnreadDigests } from '../../../src/modules/notifications';
import { createTestApp, signup, type TestContext } from '../../helpers/app';
import { createScratchDatabase, describePg } from '../../helpers/postgres';
import { browserSubscription, conversations, FakePushSender, pushsubs } from './fixtures';

/* The module's queries on PostgreSQL (upsert, grouping, conditional claims). */
describePg('notifications on PostgreSQL', () => {
  let ctx: TestContext;
  let drop: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    const scratch = await createScratchDatabase('tp_test_notif');
    drop = scratch.drop;
    ctx = await createTestApp({ databaseUrl: scratch.url, publicUrl: 'https://toitpartage.example' });
  }, 60_000);

  afterAll(async () => {
    await ctx?.close();
    await drop();
  });

  it('keeps keys, stores and moves subscriptions, pushes and mails a digest once', async () => {
    const key = (await ctx.app.inject({ method: 'GET', url: '/api/push/public-key' })).json().public_key;
    expect(key).toBe(notificationsOf(ctx.app).publicKey);

    const api = pushsubs(ctx);
    const alice = await signup(ctx.app, { first_name: 'Alice', name: 'Durand' });
    const bob = await signup(ctx.app, { first_name: 'Bob', name: 'Petit' });
    const shared = browserSubscription();
    expect((await api.put(shared, alice.cookie)).statusCode).toBe(200);
    expect((await api.put(shared, bob.cookie)).statusCode).toBe(200);
    expect(await api.rows(shared.endpoint)).toEqual([expect.objectContaining({ user_id: bob.user.id })]);

    const fake = new FakePushSender();
    notificationsOf(ctx.app).useSender(fake);
    const talk = conversations(ctx);
    const id = await talk.create('direct', [alice.user.id, bob.user.id]);
    const start = new Date();
    const message = await talk.write(id, alice.user.id, 'Bonjour Bob', start);
    ctx.app.events.emit('messageCreated', talk.event(message, { recipientIds: [bob.user.id], offlineRecipientIds: [bob.user.id] }));
    await notificationsOf(ctx.app).flush();
    expect(fake.to(shared.endpoint).map((push) => push.payload.title)).toEqual(['Alice D. vous a écrit']);
    expect((await talk.participant(id, bob.user.id)).notified_message_id).toBe(message.id);

    await talk.write(id, bob.user.id, 'Bonjour Alice', start);
    await talk.write(id, bob.user.id, 'Vous êtes là ?', start);
    const later = new Date(start.getTime() + 20 * 60_000);
    const [a, b] = await Promise.all([sendUnreadDigests(ctx.app, later), sendUnreadDigests(ctx.app, later)]);
    expect(a + b).toBe(1);
    expect(await sendUnreadDigests(ctx.app, later)).toBe(0);
  });

  it('settles on one VAPID pair when several instances make keys at once', async () => {
    await ctx.app.db.deleteFrom('app_settings').execute();
    const pairs = await Promise.all(
      [1, 2, 3, 4].map((n) => ensureVapidKeys(ctx.app.db, () => ({ publicKey: `public-${n}`, privateKey: `private-${n}` }))),
    );
    const [first] = pairs;
    expect(pairs.every((pair) => pair.publicKey === first!.publicKey && pair.privateKey === first!.privateKey)).toBe(true);
    expect(first!.publicKey.slice('public-'.length)).toBe(first!.privateKey.slice('private-'.length));
  });
});
