import { createTestApp, type TestContext } from '../../helpers/app';
import { messagingKit, type MessagingKit } from './fixtures';

let ctx: TestContext;
let kit: MessagingKit;
beforeAll(async () => {
  ctx = await createTestApp();
  kit = messagingKit(ctx.app);
});
afterAll(async () => {
  await ctx.close();
});

describe('POST /api/conversations', () => {
  it('creates a thread with a home, then reuses it (201 then 200), with the peer card and the home title', async () => {
    const owner = await kit.owner();
    const homeId = await kit.home(owner);
    const seeker = await kit.seeker({ first_name: 'Hélène', name: 'roux' });
    const first = await kit.start(seeker, { user_id: owner.id, home_id: homeId });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      kind: 'direct',
      home_id: homeId,
      home_title: 'Colocation des Pentes',
      peer: { user_id: owner.id, first_name: 'Bernard', name_initial: 'L.', avatar_url: null, avatar_color: expect.any(String), user_type: 2, online: false },
      last_message: null,
      unread: 0,
      peer_last_read_id: 0,
      updated_at: expect.any(String),
    });
    const again = await kit.start(seeker, { user_id: owner.id, home_id: homeId });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    // The owner writing back from the same home's view lands in the same thread.
    const back = await kit.start(owner, { user_id: seeker.id, home_id: homeId });
    expect(back.statusCode).toBe(200);
    expect(back.json().id).toBe(first.json().id);
    expect(back.json().peer).toMatchObject({ user_id: seeker.id, first_name: 'Hélène', name_initial: 'R.', user_type: 1 });
  });

  it('files a thread without home under the professional’s first home, and keeps seekers’ threads without one', async () => {
    const owner = await kit.owner();
    const firstHome = await kit.home(owner, null);
    await kit.home(owner, 'Deuxième');
    const seeker = await kit.seeker();
    const res = await kit.start(seeker, { user_id: owner.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ home_id: firstHome, home_title: 'ANNONCE INCOMPLETE' });
    const other = await kit.seeker();
    const between = await kit.start(seeker, { user_id: other.id, home_id: null });
    expect(between.json()).toMatchObject({ home_id: null, home_title: null });
  });

  it('stores an optional first message', async () => {
    const owner = await kit.owner();
    const seeker = await kit.seeker();
    const res = await kit.start(seeker, { user_id: owner.id, message: '  Bonjour, la chambre est libre ?  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().last_message).toMatchObject({ sender_id: seeker.id, body: 'Bonjour, la chambre est libre ?', client_id: null });
    expect(await kit.count(owner)).toBe(1);
    expect(await kit.count(seeker)).toBe(0);
    const ownerList = (await kit.list(owner)).json().conversations;
    expect(ownerList[0]).toMatchObject({ id: res.json().id, unread: 1 });
  });

  it.each([
    ['oneself', (self: number) => ({ user_id: self }), 400, 'Vous ne pouvez pas vous écrire à vous-même.'],
    ['an unknown person', () => ({ user_id: 999_999 }), 404, "Cette personne n'existe pas ou a supprimé son compte."],
    ['an unknown home', (_: number, target: number) => ({ user_id: target, home_id: 999_999 }), 404, 'Ce logement est introuvable.'],
    ['an empty first message', (_: number, target: number) => ({ user_id: target, message: '   ' }), 400, 'Le message est vide.'],
    ['a missing person', () => ({}), 400, 'La personne à contacter est invalide.'],
    ['a long first message', (_: number, target: number) => ({ user_id: target, message: 'a'.repeat(4001) }), 400, 'Le message doit contenir au plus 4000 caractères.'],
  ])('answers a French error for %s', async (_label, payload, status, error) => {
    const seeker = await kit.seeker();
    const target = await kit.seeker();
    const res = await kit.start(seeker, payload(seeker.id, target.id));
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error });
  });

  it('refuses a home that belongs to neither person (403) and creates nothing', async () => {
    const stranger = await kit.owner();
    const homeId = await kit.home(stranger);
    const a = await kit.seeker();
    const b = await kit.seeker();
    const res = await kit.start(a, { user_id: b.id, home_id: homeId });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Ce logement ne concerne ni vous ni la personne contactée.' });
    expect(await ctx.app.db.selectFrom('conversation_participants').select('user_id').where('user_id', '=', a.id).execute()).toHaveLength(0);
  });

  it('opens one thread when two starts cross', async () => {
    const owner = await kit.owner();
    const seeker = await kit.seeker();
    const [x, y] = await Promise.all([kit.start(seeker, { user_id: owner.id }), kit.start(owner, { user_id: seeker.id })]);
    expect(x.json().id).toBe(y.json().id);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 201]);
  });

  it('needs a session', async () => {
    expect((await kit.call('POST', '/api/conversations', null, { user_id: 1 })).statusCode).toBe(401);
  });
});

describe('GET /api/conversations and GET /api/conversations/{id}', () => {
  it('lists a seeker’s threads, newest activity first, with last message and unread count', async () => {
    const seeker = await kit.seeker();
    const owner = await kit.owner();
    const friend = await kit.seeker({ first_name: 'Léa' });
    const withOwner = await kit.thread(seeker, owner);
    const withFriend = await kit.thread(seeker, friend);
    await kit.say(owner, withOwner, 'Bonjour !');
    await kit.say(friend, withFriend, 'Salut');
    await kit.say(friend, withFriend, 'Tu es dispo ?');
    let list = (await kit.list(seeker)).json().conversations;
    expect(list.map((c: { id: number }) => c.id)).toEqual([withFriend, withOwner]);
    expect(list[0]).toMatchObject({ unread: 2, last_message: { body: 'Tu es dispo ?', sender_id: friend.id } });
    await kit.say(owner, withOwner, 'Toujours intéressée ?');
    list = (await kit.list(seeker)).json().conversations;
    expect(list.map((c: { id: number }) => c.id)).toEqual([withOwner, withFriend]);
    // A seeker's home_id query changes nothing: they have one inbox.
    expect((await kit.list(seeker, '?home_id=999999')).json().conversations).toHaveLength(2);
    // Support threads are listed apart.
    expect((await kit.list(seeker, '?kind=support')).json().conversations).toEqual([]);
  });

  it('gives an owner one inbox per home, 403 for someone else’s home', async () => {
    const owner = await kit.owner();
    const pentes = await kit.home(owner);
    const croix = await kit.home(owner, 'Croix-Rousse');
    const a = await kit.seeker();
    const b = await kit.seeker();
    const ta = await kit.thread(a, owner, { home_id: pentes });
    const tb = await kit.thread(b, owner, { home_id: croix });
    const ids = async (query: string) => (await kit.list(owner, query)).json().conversations.map((c: { id: number }) => c.id);
    expect(await ids(`?home_id=${pentes}`)).toEqual([ta]);
    expect(await ids(`?home_id=${croix}`)).toEqual([tb]);
    expect((await ids('')).sort()).toEqual([ta, tb].sort());
    const other = await kit.owner();
    const res = await kit.list(other, `?home_id=${pentes}`);
    expect(res.statusCode).toBe(403);
  });

  it('shows one thread to its participants only', async () => {
    const a = await kit.seeker();
    const b = await kit.owner();
    const outsider = await kit.seeker();
    const id = await kit.thread(a, b);
    expect((await kit.call('GET', `/api/conversations/${id}`, a.cookie)).json()).toMatchObject({ id, peer: { user_id: b.id } });
    const denied = await kit.call('GET', `/api/conversations/${id}`, outsider.cookie);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ error: 'Vous ne participez pas à cette conversation.' });
    expect((await kit.call('GET', '/api/conversations/999999', a.cookie)).statusCode).toBe(404);
    expect((await kit.call('GET', '/api/conversations/abc', a.cookie)).json()).toEqual({ error: "L'identifiant de la conversation est invalide." });
    expect((await kit.call('GET', `/api/conversations/${id}`, null)).statusCode).toBe(401);
    expect((await kit.list(null)).statusCode).toBe(401);
  });

  it('shows the peer of a deleted account as such', async () => {
    const a = await kit.seeker();
    const b = await kit.seeker();
    const id = await kit.thread(a, b);
    await ctx.app.db.deleteFrom('users').where('id', '=', b.id).execute();
    const res = await kit.call('GET', `/api/conversations/${id}`, a.cookie);
    expect(res.json().peer).toMatchObject({ user_id: null, first_name: 'Utilisateur supprimé' });
  });
});

describe('messages', () => {
  it('stores a trimmed message (201), answers the same one for a reused client_id (200), and moves the thread', async () => {
    const a = await kit.seeker();
    const b = await kit.seeker();
    const id = await kit.thread(a, b);
    const first = await kit.send(a, id, '  Bonjour  ', 'abc-1');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ id: expect.any(Number), conversation_id: id, sender_id: a.id, body: 'Bonjour', client_id: 'abc-1', created_at: expect.any(String) });
    const again = await kit.send(a, id, 'Bonjour (renvoyé)', 'abc-1');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await ctx.app.db.selectFrom('messages').select('id').where('conversation_id', '=', id).execute()).toHaveLength(1);
    // The same key from the other person is theirs.
    expect((await kit.send(b, id, 'Salut', 'abc-1')).statusCode).toBe(201);
    const summary = (await kit.call('GET', `/api/conversations/${id}`, a.cookie)).json();
    expect(summary.last_message.body).toBe('Salut');
    // A key reused in another thread is a client bug: refused rather than answered with the wrong message.
    const other = await kit.thread(a, await kit.seeker());
    const reused = await kit.send(a, other, 'Hop', 'abc-1');
    expect(reused.statusCode).toBe(409);
  });

  it.each([
    ['an empty body', { body: '   ', client_id: 'x1' }, 'Le message est vide.'],
    ['no body', { client_id: 'x2' }, 'Le message est vide.'],
    ['a body over 4000 characters', { body: 'é'.repeat(4001), client_id: 'x3' }, 'Le message doit contenir au plus 4000 caractères.'],
    ['no client_id', { body: 'Bonjour' }, "L'identifiant du message est invalide."],
    ['a strange client_id', { body: 'Bonjour', client_id: 'a b' }, "L'identifiant du message est invalide."],
  ])('refuses %s in French', async (_label, payload, error) => {
    const a = await kit.seeker();
    const id = await kit.thread(a, await kit.seeker());
    const res = await kit.call('POST', `/api/conversations/${id}/messages`, a.cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });

  it('accepts exactly 4000 characters, emoji counted once', async () => {
    const a = await kit.seeker();
    const id = await kit.thread(a, await kit.seeker());
    expect((await kit.send(a, id, '😀'.repeat(4000))).statusCode).toBe(201);
  });

  it('refuses a non-participant with 403 whatever the body, and stores nothing', async () => {
    const a = await kit.seeker();
    const b = await kit.seeker();
    const outsider = await kit.seeker();
    const id = await kit.thread(a, b);
    for (const payload of [{ body: 'Coucou', client_id: 'o1' }, { body: '' }]) {
      const res = await kit.call('POST', `/api/conversations/${id}/messages`, outsider.cookie, payload);
      expect(res.statusCode).toBe(403);
    }
    expect((await kit.messages(outsider, id)).statusCode).toBe(403);
    expect((await kit.read(outsider, id, 1)).statusCode).toBe(403);
    expect(await ctx.app.db.selectFrom('messages').select('id').where('conversation_id', '=', id).execute()).toHaveLength(0);
    expect((await kit.send(a, 999_999, 'x')).statusCode).toBe(404);
    expect((await kit.call('POST', `/api/conversations/${id}/messages`, null, { body: 'x', client_id: 'n1' })).statusCode).toBe(401);
  });

  it('pages the history backwards, oldest first, and catches up with after', async () => {
    const a = await kit.seeker();
    const b = await kit.seeker();
    await kit.established(a, b);
    const id = await kit.thread(a, b);
    const ids: number[] = [];
    for (let i = 1; i <= 35; i += 1) ids.push(await kit.say(i % 2 ? a : b, id, `Message ${i}`));

    const latest = (await kit.messages(a, id)).json();
    expect(latest.messages).toHaveLength(30);
    expect(latest.messages.map((m: { id: number }) => m.id)).toEqual(ids.slice(5));
    expect(latest.has_more).toBe(true);

    const older = (await kit.messages(b, id, `?before=${ids[5]}`)).json();
    expect(older.messages.map((m: { body: string }) => m.body)).toEqual(['Message 1', 'Message 2', 'Message 3', 'Message 4', 'Message 5']);
    expect(older.has_more).toBe(false);

    const small = (await kit.messages(a, id, `?before=${ids[10]}&limit=3`)).json();
    expect(small.messages.map((m: { id: number }) => m.id)).toEqual(ids.slice(7, 10));
    expect(small.has_more).toBe(true);

    const caughtUp = (await kit.messages(a, id, `?after=${ids[31]}`)).json();
    expect(caughtUp.messages.map((m: { id: number }) => m.id)).toEqual(ids.slice(32));
    expect(caughtUp.has_more).toBe(true);
    const firstPage = (await kit.messages(a, id, '?after=0&limit=2')).json();
    expect(firstPage).toEqual({ messages: [expect.objectContaining({ id: ids[0] }), expect.objectContaining({ id: ids[1] })], has_more: false });
    expect((await kit.messages(a, id, `?after=${ids[34]}`)).json()).toEqual({ messages: [], has_more: true });

    expect((await kit.messages(a, id, '?limit=101')).json()).toEqual({ error: 'Le nombre de messages demandé doit être compris entre 1 et 100.' });
    expect((await kit.messages(a, id, '?limit=100')).json().messages).toHaveLength(35);
  });
});

describe('read marks and counters', () => {
  it('counts what it cleared, never goes back, never goes negative', async () => {
    const seeker = await kit.seeker();
    const friend = await kit.seeker();
    const id = await kit.thread(friend, seeker);
    const m1 = await kit.say(friend, id, 'Un');
    const m2 = await kit.say(friend, id, 'Deux');
    await kit.say(seeker, id, 'Ma réponse');
    const m4 = await kit.say(friend, id, 'Trois');
    expect(await kit.count(seeker)).toBe(3);

    let res = await kit.read(seeker, id, m2);
    expect(res.json()).toEqual({ count: 2, last_read_id: m2 });
    expect(await kit.count(seeker)).toBe(1);
    // Going back, or reading the same again, clears nothing and keeps the mark.
    expect((await kit.read(seeker, id, m1)).json()).toEqual({ count: 0, last_read_id: m2 });
    expect((await kit.read(seeker, id, m2)).json()).toEqual({ count: 0, last_read_id: m2 });
    // Past the newest message: capped at it.
    res = await kit.read(seeker, id, m4 + 1000);
    expect(res.json()).toEqual({ count: 1, last_read_id: m4 });
    expect(await kit.count(seeker)).toBe(0);
    const summary = (await kit.call('GET', `/api/conversations/${id}`, friend.cookie)).json();
    expect(summary).toMatchObject({ unread: 1, peer_last_read_id: m4 });
    expect((await kit.read(seeker, id, -1)).json()).toEqual({ error: 'Le dernier message lu est invalide.' });
  });

  it('two tabs reading at once clear the messages once', async () => {
    const seeker = await kit.seeker();
    const friend = await kit.seeker();
    const id = await kit.thread(friend, seeker);
    await kit.say(friend, id, 'Un');
    const last = await kit.say(friend, id, 'Deux');
    const answers = await Promise.all([kit.read(seeker, id, last), kit.read(seeker, id, last)]);
    expect(answers.map((r) => r.json().count).sort()).toEqual([0, 2]);
  });

  it('counts per home for professionals: 403 for another’s home, 404 default without a home', async () => {
    const owner = await kit.owner();
    const pentes = await kit.home(owner);
    const croix = await kit.home(owner, 'Croix-Rousse');
    const a = await kit.seeker();
    const b = await kit.seeker();
    const ta = await kit.thread(a, owner, { home_id: pentes });
    const tb = await kit.thread(b, owner, { home_id: croix });
    await kit.say(a, ta, 'Bonjour');
    await kit.say(a, ta, 'Vous êtes là ?');
    const last = await kit.say(b, tb, 'Bonjour de Croix-Rousse');
    await kit.say(owner, ta, 'Oui !');
    expect((await kit.homeCount(owner, pentes)).json()).toEqual({ unreaded: 2 });
    expect((await kit.homeCount(owner, 'default')).json()).toEqual({ unreaded: 2 });
    expect((await kit.homeCount(owner, croix)).json()).toEqual({ unreaded: 1 });
    await kit.read(owner, tb, last);
    expect((await kit.homeCount(owner, croix)).json()).toEqual({ unreaded: 0 });
    expect((await kit.homeCount(a, pentes)).statusCode).toBe(403);
    const homeless = await kit.owner();
    const none = await kit.homeCount(homeless, 'default');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ error: 'Aucun logement.' });
    expect((await kit.homeCount(owner, 999_999)).statusCode).toBe(404);
    expect((await kit.homeCount(owner, 'abc')).statusCode).toBe(400);
    expect((await kit.call('GET', '/api/messages/count', null)).statusCode).toBe(401);
  });
});
