import { createTestApp, type TestContext } from '../../helpers/app';
import { visitsKit } from './fixtures';

let ctx: TestContext;
let kit: ReturnType<typeof visitsKit>;
beforeAll(async () => {
  ctx = await createTestApp({ publicUrl: 'https://toitpartage.example' });
  kit = visitsKit(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const send = (cookie: string | null, payload: unknown) => kit.call('POST', '/api/contact-requests', cookie, payload);
const list = (cookie: string | null) => kit.call('GET', '/api/contact-requests', cookie);

describe('POST /api/contact-requests', () => {
  it("reaches a published home's owner, by mail with the sender as Reply-To", async () => {
    const host = await kit.host();
    const seeker = await kit.seeker({ first_name: 'Hélène', name: 'Roux' });
    const mark = await kit.outboxSize();
    const res = await send(seeker.cookie, { home_id: host.homeId, message: '  Bonjour, la chambre est-elle libre en mars ?  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      from_user_id: seeker.user.id,
      to_user_id: host.user.id,
      home_id: host.homeId,
      message: 'Bonjour, la chambre est-elle libre en mars ?',
      created_at: expect.any(String),
      read_at: null,
      from: { id: seeker.user.id, first_name: 'Hélène', name_initial: 'R.', avatar_id: null },
      to: { id: host.user.id, first_name: 'Bernard', name_initial: 'L.' },
      home: { id: host.homeId, name: 'Grande colocation lumineuse', city: 'Lyon', link: `/colocation-lyon/${host.homeId}` },
    });
    const mails = await kit.mailsTo(host.body.email, mark);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!.content;
    expect(mail).toContain(`Reply-To: ${seeker.body.email}`);
    expect(mail).toContain('Hélène R. vous a écrit au sujet de « Grande colocation lumineuse » à Lyon :');
    expect(mail).toContain('Bonjour, la chambre est-elle libre en mars ?');
    expect(mail).toContain('https://toitpartage.example/proprietaire/agenda#demandes-de-contact');
  });

  it('lets a professional write to a profile about one of its homes', async () => {
    const host = await kit.host({ type: 'agent' });
    const seeker = await kit.seeker();
    const res = await send(host.cookie, { to_user_id: seeker.user.id, home_id: host.homeId, message: 'Votre profil correspond à notre colocation.' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ from_user_id: host.user.id, to_user_id: seeker.user.id, home_id: host.homeId });
    const plain = await send(seeker.cookie, { to_user_id: host.user.id, message: 'Merci, je suis intéressée.' });
    expect(plain.statusCode).toBe(201);
    expect(plain.json().home).toBeNull();
  });

  it.each([
    ['no recipient', {}, 400, 'Indiquez la personne ou le logement à contacter.'],
    ['an empty message', { message: '   ' }, 400, 'Le message est obligatoire.'],
    ['a long message', { message: 'a'.repeat(1001) }, 400, 'Le message doit contenir au plus 1000 caractères.'],
    ['an unknown person', { to_user_id: 999_999 }, 404, "Cette personne n'existe pas ou a supprimé son compte."],
    ['an unknown home', { home_id: 999_999 }, 404, "Ce logement est introuvable ou n'est plus publié."],
  ])('answers a French error for %s', async (_label, body, status, error) => {
    const seeker = await kit.seeker();
    const res = await send(seeker.cookie, { message: 'Bonjour', ...body });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error });
  });

  it('refuses oneself, an unpublished home and a home unrelated to both people', async () => {
    const seeker = await kit.seeker();
    const self = await send(seeker.cookie, { to_user_id: seeker.user.id, message: 'Moi ?' });
    expect(self.json()).toEqual({ error: 'Vous ne pouvez pas vous contacter vous-même.' });
    const hidden = await kit.host({}, { published: false });
    const unpublished = await send(seeker.cookie, { home_id: hidden.homeId, message: 'Bonjour' });
    expect(unpublished.statusCode).toBe(404);
    const other = await kit.host();
    const unrelated = await send(seeker.cookie, { to_user_id: hidden.user.id, home_id: other.homeId, message: 'Bonjour' });
    expect(unrelated.statusCode).toBe(400);
    expect(unrelated.json()).toEqual({ error: 'Ce logement ne concerne ni vous ni la personne contactée.' });
    expect(await ctx.app.db.selectFrom('contact_requests').select('id').where('from_user_id', '=', seeker.user.id).execute()).toHaveLength(0);
  });

  it('needs a session', async () => {
    expect((await send(null, { to_user_id: 1, message: 'Bonjour' })).statusCode).toBe(401);
    expect((await list(null)).statusCode).toBe(401);
  });

  it('limits how many requests one person sends in a day', async () => {
    const host = await kit.host();
    const seeker = await kit.seeker();
    const old = new Date(Date.now() - 25 * 3600_000).toISOString();
    const rows = Array.from({ length: 30 }, (_, i) => ({
      from_user_id: seeker.user.id,
      to_user_id: host.user.id,
      home_id: null,
      message: `n° ${i}`,
      created_at: i === 0 ? old : new Date().toISOString(),
      read_at: null,
    }));
    await ctx.app.db.insertInto('contact_requests').values(rows).execute();
    // 29 in the last 24 hours: one more is allowed, not two.
    expect((await send(seeker.cookie, { to_user_id: host.user.id, message: 'Encore une' })).statusCode).toBe(201);
    const refused = await send(seeker.cookie, { to_user_id: host.user.id, message: 'Une de trop' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'Vous avez envoyé 30 demandes de contact en 24 heures : réessayez demain.' });
  });

  it("sends no mail to someone who turned message mails off", async () => {
    const host = await kit.host();
    await ctx.app.inject({ method: 'PUT', url: `/api/users/${host.user.id}/preferences`, headers: { cookie: host.cookie }, payload: { email_messages: false } });
    const seeker = await kit.seeker();
    const mark = await kit.outboxSize();
    expect((await send(seeker.cookie, { home_id: host.homeId, message: 'Bonjour' })).statusCode).toBe(201);
    expect(await kit.mailsTo(host.body.email, mark)).toHaveLength(0);
  });
});

describe('GET /api/contact-requests and POST /api/contact-requests/{id}/read', () => {
  it('lists what the caller received and sent, newest first, and only that', async () => {
    const host = await kit.host();
    const seeker = await kit.seeker();
    const first = (await send(seeker.cookie, { home_id: host.homeId, message: 'Première' })).json();
    const second = (await send(host.cookie, { to_user_id: seeker.user.id, home_id: host.homeId, message: 'Réponse' })).json();
    const forHost = (await list(host.cookie)).json();
    expect(forHost.map((r: { id: number }) => r.id)).toEqual([second.id, first.id]);
    expect((await list(seeker.cookie)).json().map((r: { id: number }) => r.id)).toEqual([second.id, first.id]);
    const stranger = await kit.seeker();
    expect((await list(stranger.cookie)).json()).toEqual([]);
  });

  it('lets only the recipient mark a request read, idempotently', async () => {
    const host = await kit.host();
    const seeker = await kit.seeker();
    const request = (await send(seeker.cookie, { home_id: host.homeId, message: 'Bonjour' })).json();
    const url = `/api/contact-requests/${request.id}/read`;
    const bySender = await kit.call('POST', url, seeker.cookie);
    expect(bySender.statusCode).toBe(403);
    expect(bySender.json()).toEqual({ error: 'Seul le destinataire peut marquer cette demande comme lue.' });
    const stranger = await kit.seeker();
    expect((await kit.call('POST', url, stranger.cookie)).statusCode).toBe(403);
    const read = await kit.call('POST', url, host.cookie);
    expect(read.statusCode).toBe(200);
    const readAt = read.json().read_at;
    expect(readAt).toEqual(expect.any(String));
    expect((await kit.call('POST', url, host.cookie)).json().read_at).toBe(readAt);
    expect((await kit.call('POST', '/api/contact-requests/999999/read', host.cookie)).statusCode).toBe(404);
  });
});
