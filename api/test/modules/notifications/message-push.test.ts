import { notificationsOf, pushNewMessage } from '../../../src/modules/notifications';
import { createTestApp, signup, type TestContext } from '../../helpers/app';
import { visitsKit } from '../visits/fixtures';
import { browserSubscription, conversations, FakePushSender, pushsubs } from './fixtures';

let ctx: TestContext;
let fake: FakePushSender;
let talk: ReturnType<typeof conversations>;
let subs: ReturnType<typeof pushsubs>;
let kit: ReturnType<typeof visitsKit>;

beforeAll(async () => {
  ctx = await createTestApp();
  talk = conversations(ctx);
  subs = pushsubs(ctx);
  kit = visitsKit(ctx);
});
beforeEach(() => {
  fake = new FakePushSender();
  notificationsOf(ctx.app).useSender(fake);
});
afterAll(async () => {
  await ctx.close();
});

/** A signed-up user with one subscribed browser. */
async function subscribed<T extends { cookie: string }>(person: T) {
  const subscription = browserSubscription();
  const response = await subs.put(subscription, person.cookie);
  if (response.statusCode !== 200) throw new Error(response.body);
  return { ...person, subscription };
}

async function emitAndWait(event: Parameters<typeof talk.event>[1] & { message: Awaited<ReturnType<typeof talk.write>> }) {
  const { message, ...options } = event;
  ctx.app.events.emit('messageCreated', talk.event(message, options));
  await notificationsOf(ctx.app).flush();
}

describe('push on messageCreated', () => {
  it("reaches every device of an offline recipient with the sender's name, an excerpt and the link to the thread", async () => {
    const owner = await subscribed(await kit.host());
    const secondDevice = browserSubscription();
    await subs.put(secondDevice, owner.cookie);
    const seeker = await subscribed(await kit.seeker());
    const id = await talk.create('direct', [seeker.user.id, owner.user.id], owner.homeId);
    const message = await talk.write(id, seeker.user.id, 'Bonjour, la chambre est-elle toujours disponible ?');

    await emitAndWait({ message, homeId: owner.homeId, recipientIds: [owner.user.id], offlineRecipientIds: [owner.user.id] });

    const expected = {
      title: 'Camille M. vous a écrit',
      body: 'Bonjour, la chambre est-elle toujours disponible ?',
      url: `/proprietaire/messages?home_id=${owner.homeId}&conversation=${id}`,
      tag: `conversation-${id}`,
    };
    expect(fake.to(owner.subscription.endpoint).map((push) => push.payload)).toEqual([expected]);
    expect(fake.to(secondDevice.endpoint).map((push) => push.payload)).toEqual([expected]);
    expect(fake.to(seeker.subscription.endpoint)).toHaveLength(0);
    expect(fake.to(owner.subscription.endpoint)[0]!.target).toEqual({ endpoint: owner.subscription.endpoint, p256dh: owner.subscription.keys.p256dh, auth: owner.subscription.keys.auth });
    expect(fake.to(owner.subscription.endpoint)[0]!.options).toEqual({ ttlSeconds: 86400, topic: `conversation-${id}`, urgency: 'high' });
    // Announced: the mail digest will not repeat it.
    expect((await talk.participant(id, owner.user.id)).notified_message_id).toBe(message.id);
    expect((await talk.participant(id, seeker.user.id)).notified_message_id).toBe(0);
  });

  it('leaves recipients with an open socket alone', async () => {
    const owner = await subscribed(await kit.host());
    const seeker = await subscribed(await kit.seeker());
    const id = await talk.create('direct', [seeker.user.id, owner.user.id], owner.homeId);
    const message = await talk.write(id, seeker.user.id, 'Vous êtes là ?');
    await emitAndWait({ message, homeId: owner.homeId, recipientIds: [owner.user.id], offlineRecipientIds: [] });
    expect(fake.sent).toHaveLength(0);
    expect((await talk.participant(id, owner.user.id)).notified_message_id).toBe(0);
  });

  it("links a seeker to their single inbox and shortens a long message to 120 characters on one line", async () => {
    const owner = await kit.host();
    const seeker = await subscribed(await kit.seeker());
    const id = await talk.create('direct', [seeker.user.id, owner.user.id], owner.homeId);
    const long = `Bonjour Camille,\n\n${'la visite est confirmée et '.repeat(10)}à bientôt`;
    const message = await talk.write(id, owner.user.id, long);
    await emitAndWait({ message, homeId: owner.homeId, recipientIds: [seeker.user.id], offlineRecipientIds: [seeker.user.id] });

    const [push] = fake.to(seeker.subscription.endpoint);
    expect(push!.payload.title).toBe('Bernard L. vous a écrit');
    expect(push!.payload.url).toBe(`/users/messages?conversation=${id}`);
    const body = push!.payload.body as string;
    expect(Array.from(body)).toHaveLength(120);
    expect(body.startsWith('Bonjour Camille, la visite est confirmée')).toBe(true);
    expect(body.endsWith('…')).toBe(true);
  });

  it('names the support team, and sends the team to its customer-service screen', async () => {
    const user = await subscribed(await kit.seeker());
    const agent = await subscribed(await signup(ctx.app, { first_name: 'Sophie', name: 'Renard' }));
    await ctx.app.db.updateTable('users').set({ staff_role: 'support' }).where('id', '=', agent.user.id).execute();
    const id = await talk.create('support', [user.user.id, agent.user.id]);

    const answer = await talk.write(id, agent.user.id, 'Bonjour, nous regardons votre demande.');
    await emitAndWait({ message: answer, kind: 'support', recipientIds: [user.user.id], offlineRecipientIds: [user.user.id] });
    expect(fake.to(user.subscription.endpoint).map((push) => push.payload)).toEqual([
      { title: 'Service client Toit Partagé', body: 'Bonjour, nous regardons votre demande.', url: '/users/support', tag: `conversation-${id}` },
    ]);

    const question = await talk.write(id, user.user.id, 'Merci !');
    await emitAndWait({ message: question, kind: 'support', recipientIds: [agent.user.id], offlineRecipientIds: [agent.user.id] });
    expect(fake.to(agent.subscription.endpoint).map((push) => push.payload)).toEqual([
      { title: 'Camille M. vous a écrit', body: 'Merci !', url: `/users/customer-service/conversation/${id}`, tag: `conversation-${id}` },
    ]);
  });

  it('deletes a subscription the push service says is gone (404 or 410) and keeps one that failed for another reason', async () => {
    const owner = await kit.host();
    const seeker = await kit.seeker();
    const gone = browserSubscription();
    const expired = browserSubscription();
    const flaky = browserSubscription('updates.push.services.mozilla.com');
    for (const subscription of [gone, expired, flaky]) await subs.put(subscription, seeker.cookie);
    fake.failWith.set(gone.endpoint, 410);
    fake.failWith.set(expired.endpoint, 404);
    fake.failWith.set(flaky.endpoint, 503);
    const id = await talk.create('direct', [seeker.user.id, owner.user.id], owner.homeId);
    const message = await talk.write(id, owner.user.id, 'Bonjour');
    const log = { warn: jest.fn(), error: jest.fn() };

    const delivered = await pushNewMessage({ db: ctx.app.db, config: ctx.app.config, sender: fake, log }, talk.event(message, { recipientIds: [seeker.user.id], offlineRecipientIds: [seeker.user.id] }));

    expect(delivered).toBe(0);
    expect(await subs.rows(gone.endpoint)).toHaveLength(0);
    expect(await subs.rows(expired.endpoint)).toHaveLength(0);
    expect(await subs.rows(flaky.endpoint)).toHaveLength(1);
    expect(log.warn).toHaveBeenCalledTimes(1);
    // Nobody was reached: the digest still has it to say.
    expect((await talk.participant(id, seeker.user.id)).notified_message_id).toBe(0);
  });

  it('does nothing for recipients without a subscription', async () => {
    const owner = await kit.host();
    const seeker = await kit.seeker();
    const id = await talk.create('direct', [seeker.user.id, owner.user.id], owner.homeId);
    const message = await talk.write(id, owner.user.id, 'Bonjour');
    await emitAndWait({ message, recipientIds: [seeker.user.id], offlineRecipientIds: [seeker.user.id] });
    expect(fake.sent).toHaveLength(0);
  });
});
