import { createTestApp, signup, type TestContext } from '../../helpers/app';
import { moderator } from '../moderation/fixtures';
import { createMarketingProvider } from '../../../src/modules/marketing/providers';
import { identifyOwner } from '../../../src/modules/marketing/service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const identify = (cookie: string | null, payload: unknown = { consent: true }) =>
  ctx.app.inject({ method: 'POST', url: '/api/marketing/identify', payload: payload as object, headers: cookie ? { cookie } : {} });
const rowsOf = (userId: number) => ctx.app.db.selectFrom('marketing_events').selectAll().where('user_id', '=', userId).execute();

describe('POST /api/marketing/identify (SPEC 1, 6: owners identified on first login)', () => {
  it('records one event for an owner, with only the id, the kind of account and the date; a second login sends nothing', async () => {
    const owner = await signup(ctx.app, { type: 'proprietaire', first_name: 'Bernard', name: 'Lefèvre' });
    const first = await identify(owner.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'identified' });
    const rows = await rowsOf(owner.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ event: 'owner_identified', provider: 'journal' });
    const payload = JSON.parse(rows[0]!.payload);
    // What the privacy policy names, and nothing else: no name, no e-mail.
    expect(Object.keys(payload).sort()).toEqual(['account_type', 'first_login_at', 'user_id']);
    expect(payload).toMatchObject({ user_id: owner.user.id, account_type: 'proprietaire' });
    expect(rows[0]!.payload).not.toContain('Bernard');
    expect(rows[0]!.payload).not.toContain(owner.body.email);

    expect((await identify(owner.cookie)).json()).toEqual({ status: 'already' });
    expect(await rowsOf(owner.user.id)).toHaveLength(1);
  });

  it('counts an agent and an owner-occupier as owners', async () => {
    const agent = await signup(ctx.app, { type: 'agent', business_name: 'Agence du Rhône' });
    expect((await identify(agent.cookie)).json()).toEqual({ status: 'identified' });
    const occupant = await signup(ctx.app, { type: 'prop-occupant' });
    expect((await identify(occupant.cookie)).json()).toEqual({ status: 'identified' });
    expect(JSON.parse((await rowsOf(occupant.user.id))[0]!.payload).account_type).toBe('proprietaire-occupant');
  });

  it('refuses a seeker (403, French), a visitor (401) and a call without consent (400), recording nothing', async () => {
    const seeker = await signup(ctx.app);
    const refused = await identify(seeker.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('Seuls les comptes propriétaires sont suivis par notre outil de relation propriétaires.');
    expect(await rowsOf(seeker.user.id)).toHaveLength(0);
    expect((await identify(null)).statusCode).toBe(401);
    const owner = await signup(ctx.app, { type: 'proprietaire' });
    for (const body of [{}, { consent: false }, { consent: 'oui' }, { consent: true, email: 'x@y.fr' }]) {
      const res = await identify(owner.cookie, body);
      expect({ body, status: res.statusCode }).toEqual({ body, status: 400 });
      expect(res.json().error).toEqual(expect.any(String));
    }
    expect(await rowsOf(owner.user.id)).toHaveLength(0);
  });

  it('lets the moderators list the events, and nobody else', async () => {
    const mod = await moderator(ctx);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/moderation/marketing-events', headers: { cookie: mod.cookie } });
    expect(list.statusCode).toBe(200);
    const items = list.json().items;
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items[0]).toEqual({ id: expect.any(Number), user_id: expect.any(Number), event: 'owner_identified', provider: 'journal', payload: expect.any(Object), created_at: expect.any(String) });
    const owner = await signup(ctx.app, { type: 'proprietaire' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/moderation/marketing-events', headers: { cookie: owner.cookie } })).statusCode).toBe(403);
  });
});

describe('the adapter of MARKETING_PROVIDER', () => {
  it('refuses an unknown provider and a webhook without an https address at start', () => {
    expect(() => createMarketingProvider('acme', { webhookUrl: null })).toThrow(/MARKETING_PROVIDER « acme » est inconnu/);
    expect(() => createMarketingProvider('webhook', { webhookUrl: 'http://x' })).toThrow(/MARKETING_WEBHOOK_URL/);
    expect(createMarketingProvider('none', { webhookUrl: null })).toBeNull();
  });

  it('posts exactly the traits to the webhook; a failure records nothing, so the next login tries again', async () => {
    const owner = await signup(ctx.app, { type: 'proprietaire' });
    const sent: Array<{ url: string; body: unknown }> = [];
    let answer = 500;
    const fakeFetch = (async (url: string, init: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init.body)) });
      return new Response(null, { status: answer });
    }) as unknown as typeof fetch;
    const provider = createMarketingProvider('webhook', { webhookUrl: 'https://crm.example/hook', fetch: fakeFetch })!;
    await expect(identifyOwner(ctx.app.db, provider, owner.user)).rejects.toMatchObject({ statusCode: 503 });
    expect(await rowsOf(owner.user.id)).toHaveLength(0);
    answer = 204;
    expect(await identifyOwner(ctx.app.db, provider, owner.user)).toBe('identified');
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({ url: 'https://crm.example/hook', body: { event: 'owner_identified', user_id: owner.user.id, account_type: 'proprietaire', first_login_at: expect.any(String) } });
    expect((await rowsOf(owner.user.id))[0]).toMatchObject({ provider: 'webhook' });
    // Switched off: nothing sent, nothing recorded.
    const other = await signup(ctx.app, { type: 'proprietaire' });
    expect(await identifyOwner(ctx.app.db, null, other.user)).toBe('disabled');
    expect(await rowsOf(other.user.id)).toHaveLength(0);
  });
});
