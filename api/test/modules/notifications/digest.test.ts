import { DIGEST_INTERVAL_MS, sendUnreadDigests, startDigests } from '../../../src/modules/notifications';
import { unreadDigestMail } from '../../../src/modules/notifications/digest-mail';
import { createTestApp, signup, type TestContext } from '../../helpers/app';
import { visitsKit } from '../visits/fixtures';
import { conversations } from './fixtures';

const MIN = 60_000;
const SITE = 'https://toitpartage.example';

let ctx: TestContext;
let talk: ReturnType<typeof conversations>;
let kit: ReturnType<typeof visitsKit>;
beforeEach(async () => {
  ctx = await createTestApp({ publicUrl: SITE });
  talk = conversations(ctx);
  kit = visitsKit(ctx);
});
afterEach(async () => {
  await ctx.close();
});

/** Digest mails to `email` (sign-up also sends a welcome mail). */
async function digestsTo(email: string) {
  return (await kit.mailsTo(email)).filter((mail) => mail.content.includes('depuis votre messagerie'));
}

/** A seeker and an owner who talk about the owner's home. */
async function pair() {
  const owner = await kit.host();
  const seeker = await kit.seeker();
  const id = await talk.create('direct', [seeker.user.id, owner.user.id], owner.homeId);
  return { owner, seeker, id };
}

describe('sendUnreadDigests', () => {
  it('mails each offline user one list of who wrote and how many times, with a link to read them', async () => {
    const { owner, seeker, id } = await pair();
    const start = new Date();
    const other = await kit.host({ first_name: 'Zoé', name: 'Dupont' });
    const second = await talk.create('direct', [seeker.user.id, other.user.id], other.homeId);
    const asked = await talk.write(id, seeker.user.id, 'Bonjour, la chambre est libre ?', start);
    await talk.write(id, owner.user.id, 'Oui, elle est libre.', start);
    const last = await talk.write(id, owner.user.id, 'Quand voulez-vous visiter ?', start);
    const fromZoe = await talk.write(second, other.user.id, 'Bonjour Camille !', start);

    const sent = await sendUnreadDigests(ctx.app, new Date(start.getTime() + 20 * MIN));

    expect(sent).toBe(2);
    const [toSeeker, ...more] = await digestsTo(seeker.body.email);
    expect(more).toHaveLength(0);
    expect(toSeeker!.content).toContain('Bonjour Camille,');
    expect(toSeeker!.content).toContain('Des messages vous attendent sur Toit Partagé :');
    expect(toSeeker!.content).toContain('- Zoé D. : 1 nouveau message');
    expect(toSeeker!.content).toContain('- Bernard L. : 2 nouveaux messages');
    expect(toSeeker!.content).toContain(`${SITE}/users/messages\r\n`);
    expect(toSeeker!.content).toContain(`${SITE}/users/parameters`);
    // The owner had one message from the seeker, in one home's inbox.
    const [toOwner] = await digestsTo(owner.body.email);
    expect(toOwner!.content).toContain('Un message vous attend sur Toit Partagé :');
    expect(toOwner!.content).toContain('- Camille M. : 1 nouveau message');
    expect(toOwner!.content).toContain(`${SITE}/proprietaire/messages?home_id=${owner.homeId}&conversation=${id}`);

    expect((await talk.participant(id, seeker.user.id)).notified_message_id).toBe(last.id);
    expect((await talk.participant(second, seeker.user.id)).notified_message_id).toBe(fromZoe.id);
    expect((await talk.participant(id, owner.user.id)).notified_message_id).toBe(asked.id);
  });

  it('mails each message once, then only what came after', async () => {
    const { owner, seeker, id } = await pair();
    const start = new Date();
    await talk.write(id, owner.user.id, 'Premier message', start);
    const at20 = new Date(start.getTime() + 20 * MIN);
    expect(await sendUnreadDigests(ctx.app, at20)).toBe(1);
    expect(await sendUnreadDigests(ctx.app, at20)).toBe(0);
    expect(await sendUnreadDigests(ctx.app, new Date(start.getTime() + 60 * MIN))).toBe(0);

    const next = await talk.write(id, owner.user.id, 'Deuxième message', new Date(start.getTime() + 30 * MIN));
    expect(await sendUnreadDigests(ctx.app, new Date(start.getTime() + 40 * MIN))).toBe(0);
    expect(await sendUnreadDigests(ctx.app, new Date(start.getTime() + 46 * MIN))).toBe(1);
    const mails = await digestsTo(seeker.body.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.content).toContain('- Bernard L. : 1 nouveau message');
    expect(mails[1]!.content).toContain(`${SITE}/users/messages?conversation=${id}`);
    expect((await talk.participant(id, seeker.user.id)).notified_message_id).toBe(next.id);
  });

  it('waits 15 minutes after the oldest unread message', async () => {
    const { owner, id } = await pair();
    const start = new Date();
    await talk.write(id, owner.user.id, 'Bonjour', start);
    expect(await sendUnreadDigests(ctx.app, new Date(start.getTime() + 14 * MIN))).toBe(0);
    expect(await sendUnreadDigests(ctx.app, new Date(start.getTime() + 15 * MIN + 1000))).toBe(1);
  });

  it('skips messages already read or already announced by a push', async () => {
    const { owner, seeker, id } = await pair();
    const start = new Date();
    const read = await talk.write(id, owner.user.id, 'Lu', start);
    await talk.read(id, seeker.user.id, read.id);
    const pushed = await talk.write(id, seeker.user.id, 'Envoyé par push', start);
    await ctx.app.db
      .updateTable('conversation_participants')
      .set({ notified_message_id: pushed.id })
      .where('conversation_id', '=', id)
      .where('user_id', '=', owner.user.id)
      .execute();
    expect(await sendUnreadDigests(ctx.app, new Date(start.getTime() + 20 * MIN))).toBe(0);
  });

  it('sends nothing to someone who turned message mails off', async () => {
    const { owner, seeker, id } = await pair();
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${seeker.user.id}/preferences`,
      headers: { cookie: seeker.cookie },
      payload: { email_messages: false },
    });
    expect(response.statusCode).toBe(200);
    // After the request, which marks the seeker as seen: only the preference can hold the mail back.
    const start = new Date();
    await talk.write(id, owner.user.id, 'Bonjour', start);
    expect(await sendUnreadDigests(ctx.app, new Date(start.getTime() + 20 * MIN))).toBe(0);
    expect(await digestsTo(seeker.body.email)).toHaveLength(0);
    expect((await talk.participant(id, seeker.user.id)).notified_message_id).toBe(0);
  });

  it('waits while the user is using the site', async () => {
    const { owner, seeker, id } = await pair();
    const start = new Date();
    await talk.write(id, owner.user.id, 'Bonjour', start);
    const at20 = new Date(start.getTime() + 20 * MIN);
    await ctx.app.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(at20.getTime() - 2 * MIN).toISOString() })
      .where('user_id', '=', seeker.user.id)
      .execute();
    expect(await sendUnreadDigests(ctx.app, at20)).toBe(0);
    expect(await sendUnreadDigests(ctx.app, new Date(at20.getTime() + 15 * MIN))).toBe(1);
  });

  it('names the support team in a support thread', async () => {
    const seeker = await kit.seeker();
    const agent = await signup(ctx.app, { first_name: 'Sophie', name: 'Renard' });
    await ctx.app.db.updateTable('users').set({ staff_role: 'support' }).where('id', '=', agent.user.id).execute();
    const id = await talk.create('support', [seeker.user.id, agent.user.id]);
    // After the sign-ups: a slow machine must not make the seeker look online after the message.
    const start = new Date();
    await talk.write(id, agent.user.id, 'Nous avons bien reçu votre demande.', start);
    expect(await sendUnreadDigests(ctx.app, new Date(start.getTime() + 20 * MIN))).toBe(1);
    const [mail] = await digestsTo(seeker.body.email);
    expect(mail!.content).toContain('- Service client Toit Partagé : 1 nouveau message');
    expect(mail!.content).toContain(`${SITE}/users/support\r\n`);
  });

  it('sends once when two instances run the job at the same time', async () => {
    const { owner, seeker, id } = await pair();
    const start = new Date();
    await talk.write(id, owner.user.id, 'Bonjour', start);
    const at20 = new Date(start.getTime() + 20 * MIN);
    const [a, b] = await Promise.all([sendUnreadDigests(ctx.app, at20), sendUnreadDigests(ctx.app, at20)]);
    expect(a + b).toBe(1);
    expect(await digestsTo(seeker.body.email)).toHaveLength(1);
  });

  it('runs on an interval that stops with the app', async () => {
    const { owner, seeker, id } = await pair();
    await talk.write(id, owner.user.id, 'Bonjour', new Date(Date.now() - 20 * MIN));
    await ctx.app.db.updateTable('sessions').set({ last_seen_at: new Date(Date.now() - 20 * MIN).toISOString() }).execute();
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'Date'] });
    try {
      const log = { error: jest.fn() };
      const stop = startDigests({ db: ctx.app.db, mailer: ctx.app.mailer, config: ctx.app.config, log });
      jest.advanceTimersByTime(DIGEST_INTERVAL_MS - 1);
      await stop();
      expect((await talk.participant(id, seeker.user.id)).notified_message_id).toBe(0);
      const again = startDigests({ db: ctx.app.db, mailer: ctx.app.mailer, config: ctx.app.config, log });
      jest.advanceTimersByTime(DIGEST_INTERVAL_MS);
      await again();
      expect((await talk.participant(id, seeker.user.id)).notified_message_id).not.toBe(0);
      expect(log.error).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('unreadDigestMail', () => {
  it('counts in the subject and agrees in number', () => {
    expect(unreadDigestMail('a@b.fr', 'Léa', [{ from: 'Bernard L.', count: 1 }], 'https://x/r', 'https://x/p').subject).toBe(
      'Vous avez un nouveau message sur Toit Partagé',
    );
    const many = unreadDigestMail('a@b.fr', 'Léa', [{ from: 'Bernard L.', count: 2 }, { from: 'Zoé D.', count: 1 }], 'https://x/r', 'https://x/p');
    expect(many.subject).toBe('Vous avez 3 nouveaux messages sur Toit Partagé');
    expect(many.text).toContain('Lisez-les et répondez depuis votre messagerie :\nhttps://x/r\n');
  });
});
