import type { DomainEvents } from '../../../src/lib/domain-events';
import { createTestApp, type TestContext } from '../../helpers/app';
import { matchDeps } from '../../../src/modules/matching';
import { homeScoreTotal } from '../../../src/modules/matching/hits';
import { homeContextOf } from '../../../src/modules/matching/service';
import { slotIn } from '../visits/fixtures';
import { rentalsKit, type Person } from './fixtures';

let ctx: TestContext;
let kit: ReturnType<typeof rentalsKit>;

beforeAll(async () => {
  ctx = await createTestApp();
  kit = rentalsKit(ctx);
});
afterAll(async () => {
  await ctx.close();
});

async function contact(from: Person, homeId: number, message = 'Bonjour, la chambre est-elle libre ?') {
  const response = await kit.call('POST', '/api/contact-requests', from.cookie, { home_id: homeId, message });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json() as { id: number };
}

async function setUp() {
  const owner = await kit.landlord();
  const seeker = await kit.seeker({ first_name: 'Camille', name: 'Martin' });
  const first = await contact(seeker, owner.homeId, 'Premier message');
  const second = await contact(seeker, owner.homeId, 'Second message');
  const visit = await kit.call('POST', '/api/visits', seeker.cookie, { home_id: owner.homeId, slots: [slotIn(3)], message: 'Je peux passer mardi.' });
  expect(visit.statusCode).toBe(201);
  return { owner, seeker, first, second, visitId: visit.json().id as number };
}

describe('GET /api/homes/{id}/requests', () => {
  it('lists the contact and visit requests of the home, newest first, with their sender', async () => {
    const { owner, seeker, first, second, visitId } = await setUp();
    const response = await kit.call('GET', `/api/homes/${owner.homeId}/requests`, owner.cookie);
    expect(response.statusCode).toBe(200);
    const { contacts, visits } = response.json();
    expect(contacts.map((c: { id: number }) => c.id)).toEqual([second.id, first.id]);
    expect(contacts[0]).toMatchObject({
      from: { id: seeker.user.id, first_name: 'Camille', name_initial: 'M.', avatar_url: null },
      message: 'Second message',
      status: 'new',
      conversation_id: null,
    });
    expect(visits).toEqual([
      expect.objectContaining({ id: visitId, status: 'requested', slots: [expect.any(String)], message: 'Je peux passer mardi.', from: expect.objectContaining({ id: seeker.user.id }) }),
    ]);
  });

  it("tells each applicant's affinity with the home, tenant file and guarantee, typed", async () => {
    const { owner, seeker } = await setUp();
    const other = await kit.seeker({ first_name: 'Noé', name: 'Blanc' });
    await contact(other, owner.homeId, 'Bonjour, je suis intéressé.');
    const now = new Date().toISOString();
    await kit.db
      .insertInto('tenant_files')
      .values({ user_id: seeker.user.id, status: 'confirmed', employment_status: 'cdi', monthly_income_cents: 250000, confirmed_at: now, guarantee_status: 'accepted', created_at: now, updated_at: now })
      .execute();
    for (const category of ['identity', 'income', 'employment']) {
      await kit.db.insertInto('tenant_documents').values({ user_id: seeker.user.id, category, title: category, file: `x/${category}.pdf`, mime: 'application/pdf', bytes: 10, created_at: now }).execute();
    }
    await kit.db.insertInto('tenant_files').values({ user_id: other.user.id, status: 'draft', guarantee_status: 'requested', created_at: now, updated_at: now }).execute();

    const response = await kit.call('GET', `/api/homes/${owner.homeId}/requests`, owner.cookie);
    expect(response.statusCode).toBe(200);
    const { contacts, visits } = response.json() as { contacts: Array<{ from: { id: number }; applicant: Record<string, unknown> }>; visits: Array<{ applicant: Record<string, unknown> }> };
    const of = (id: number) => contacts.find((c) => c.from.id === id)!.applicant;
    // The affinity is the professional matching's score of the home for that person, as a percentage.
    const deps = matchDeps(kit.db);
    await deps.index.ready(kit.db);
    const home = await kit.db.selectFrom('homes').selectAll().where('id', '=', owner.homeId).executeTakeFirstOrThrow();
    const expected = (id: number) => {
      const entry = deps.index.people.get(id);
      const total: number | null = entry ? homeScoreTotal(entry.person, homeContextOf(deps, home), 'pro', entry.search?.accessible ?? false) : null;
      return total === null ? null : Math.max(0, Math.min(100, Math.round(total / 2)));
    };
    expect(of(seeker.user.id)).toEqual({ affinity: expected(seeker.user.id), file_complete: true, guarantee: 'validated' });
    expect(of(other.user.id)).toEqual({ affinity: expected(other.user.id), file_complete: false, guarantee: 'pending' });
    expect(visits[0]!.applicant).toEqual(of(seeker.user.id));
  });

  it('tells applicants apart only to whom may read the requests: no file status leaks to a stranger or a manager without agenda access', async () => {
    const { owner } = await setUp();
    const manager = await kit.coLandlord(owner.homeId, 'manager');
    await kit.setAgenda(owner.homeId, 0);
    const stranger = await kit.landlord();
    for (const cookie of [manager.cookie, stranger.cookie]) {
      const response = await kit.call('GET', `/api/homes/${owner.homeId}/requests`, cookie);
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('applicant');
      expect(response.body).not.toContain('file_complete');
    }
  });

  it('needs agenda access: a co-owner yes, a manager with notifications_agenda 2 yes, with 0 no', async () => {
    const { owner } = await setUp();
    const coOwner = await kit.coLandlord(owner.homeId, 'owner');
    const manager = await kit.coLandlord(owner.homeId, 'manager');
    const stranger = await kit.landlord();
    const url = `/api/homes/${owner.homeId}/requests`;
    expect((await kit.call('GET', url, coOwner.cookie)).statusCode).toBe(200);
    await kit.setAgenda(owner.homeId, 0);
    expect((await kit.call('GET', url, manager.cookie)).statusCode).toBe(403);
    await kit.setAgenda(owner.homeId, 2);
    expect((await kit.call('GET', url, manager.cookie)).statusCode).toBe(200);
    expect((await kit.call('GET', url, stranger.cookie)).statusCode).toBe(403);
    expect((await kit.call('GET', url)).statusCode).toBe(401);
  });
});

describe('POST /api/contact-requests/{id}/answer', () => {
  it('answers in the direct conversation with the sender, through messaging', async () => {
    const { owner, seeker, first, second } = await setUp();
    const events: Array<DomainEvents['messageCreated']> = [];
    const off = ctx.app.events.on('messageCreated', (event) => {
      events.push(event);
    });
    const response = await kit.call('POST', `/api/contact-requests/${first.id}/answer`, owner.cookie, { message: '  Oui, passez samedi !  ' });
    expect(response.statusCode).toBe(200);
    const conversationId = response.json().conversation_id as number;
    const conversation = await kit.db.selectFrom('conversations').selectAll().where('id', '=', conversationId).executeTakeFirstOrThrow();
    expect(conversation).toMatchObject({ kind: 'direct', home_id: owner.homeId });
    const messages = await kit.db.selectFrom('messages').selectAll().where('conversation_id', '=', conversationId).execute();
    expect(messages).toEqual([expect.objectContaining({ sender_id: owner.user.id, body: 'Oui, passez samedi !' })]);
    await new Promise((resolve) => setImmediate(resolve));
    off();
    expect(events).toEqual([expect.objectContaining({ homeId: owner.homeId, recipientIds: [seeker.user.id], message: expect.objectContaining({ body: 'Oui, passez samedi !' }) })]);
    expect(await kit.db.selectFrom('contact_requests').select(['status', 'conversation_id']).where('id', '=', first.id).executeTakeFirstOrThrow()).toEqual({
      status: 'answered',
      conversation_id: conversationId,
    });

    // The seeker finds the answer in their inbox; a second answer reuses the thread.
    const inbox = (await kit.call('GET', '/api/conversations', seeker.cookie)).json();
    expect(inbox.conversations).toEqual(expect.arrayContaining([expect.objectContaining({ id: conversationId })]));
    const again = await kit.call('POST', `/api/contact-requests/${second.id}/answer`, owner.cookie, { message: 'Et pour votre autre question : oui.' });
    expect(again.json()).toEqual({ conversation_id: conversationId });
  });

  it('refuses an empty answer, strangers, managers without agenda access; nothing changes', async () => {
    const { owner, seeker, first } = await setUp();
    const manager = await kit.coLandlord(owner.homeId, 'manager');
    const stranger = await kit.landlord();
    await kit.setAgenda(owner.homeId, 0);
    const before = await kit.snapshot();
    const answer = (cookie: string | null, message = 'Bonjour') => kit.call('POST', `/api/contact-requests/${first.id}/answer`, cookie, { message });
    expect((await answer(owner.cookie, '   ')).json()).toEqual({ error: 'Le message est vide.' });
    expect((await answer(owner.cookie, 'x'.repeat(4001))).json()).toEqual({ error: 'Le message doit contenir au plus 4000 caractères.' });
    expect((await answer(manager.cookie)).statusCode).toBe(403);
    expect((await answer(stranger.cookie)).statusCode).toBe(403);
    expect((await answer(seeker.cookie)).statusCode).toBe(403);
    expect((await answer(null)).statusCode).toBe(401);
    expect((await kit.call('POST', '/api/contact-requests/999999/answer', owner.cookie, { message: 'x' })).json()).toEqual({
      error: 'Cette demande de contact est introuvable.',
    });
    expect(await kit.snapshot()).toBe(before);
    await kit.setAgenda(owner.homeId, 3);
    expect((await answer(manager.cookie)).statusCode).toBe(200);
  });

  it('lets the recipient answer a request that names no home', async () => {
    const owner = await kit.landlord();
    const seeker = await kit.seeker();
    const sent = await kit.call('POST', '/api/contact-requests', seeker.cookie, { to_user_id: owner.user.id, message: 'Bonjour !' });
    expect(sent.statusCode).toBe(201);
    const response = await kit.call('POST', `/api/contact-requests/${sent.json().id}/answer`, owner.cookie, { message: 'Bonjour à vous.' });
    expect(response.statusCode).toBe(200);
  });
});

describe('POST /api/contact-requests/{id}/decline', () => {
  it('declines with a polite mail to the sender, once', async () => {
    const { owner, seeker, first, second } = await setUp();
    const response = await kit.call('POST', `/api/contact-requests/${first.id}/decline`, owner.cookie);
    expect(response.statusCode).toBe(204);
    expect((await kit.db.selectFrom('contact_requests').select('status').where('id', '=', first.id).executeTakeFirstOrThrow()).status).toBe('declined');
    const mails = await kit.mailsTo(seeker.body.email);
    const declined = mails.filter((m) => m.content.includes('ne pourra malheureusement pas vous'));
    expect(declined).toHaveLength(1);
    expect(declined[0]!.content).toMatch(/Bonjour Camille,/);
    // Again: still declined, no second mail.
    expect((await kit.call('POST', `/api/contact-requests/${first.id}/decline`, owner.cookie)).statusCode).toBe(204);
    expect((await kit.mailsTo(seeker.body.email)).filter((m) => m.content.includes('ne pourra malheureusement pas vous'))).toHaveLength(1);
    // An answered request is not declined afterwards.
    await kit.call('POST', `/api/contact-requests/${second.id}/answer`, owner.cookie, { message: 'Oui' });
    const late = await kit.call('POST', `/api/contact-requests/${second.id}/decline`, owner.cookie);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: 'Vous avez déjà répondu à cette demande.' });
  });

  it('is refused to strangers and managers without agenda access', async () => {
    const { owner, seeker, first } = await setUp();
    const manager = await kit.coLandlord(owner.homeId, 'manager');
    const stranger = await kit.landlord();
    await kit.setAgenda(owner.homeId, 0);
    const before = await kit.snapshot();
    for (const cookie of [manager.cookie, seeker.cookie, stranger.cookie]) {
      expect((await kit.call('POST', `/api/contact-requests/${first.id}/decline`, cookie)).statusCode).toBe(403);
    }
    expect((await kit.call('POST', `/api/contact-requests/${first.id}/decline`)).statusCode).toBe(401);
    expect(await kit.snapshot()).toBe(before);
  });
});
