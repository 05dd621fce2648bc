import { createTestApp, type TestContext } from '../../helpers/app';
import { FORBIDDEN, propertiesKit } from './fixtures';

let ctx: TestContext;
let kit: ReturnType<typeof propertiesKit>;
beforeAll(async () => {
  ctx = await createTestApp();
  kit = propertiesKit(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const delegate = (homeId: number | string, cookie: string | null, payload: unknown) => kit.call('PUT', `/api/homes/${homeId}/delegation`, cookie, payload);
const OWNERS_ONLY = { error: "Seul un propriétaire du logement peut confier l'annonce ou l'agenda au gestionnaire." };

async function accessOf(cookie: string, homeId: number) {
  const items = (await kit.call('GET', '/api/properties', cookie)).json().items as Array<{ home: { id: number }; access: unknown }>;
  return items.find((item) => item.home.id === homeId)?.access;
}

describe('PUT /api/homes/:id/delegation', () => {
  it("lets the owner hand the advert and the agenda to the manager, and take them back", async () => {
    const owner = await kit.owner();
    const manager = await kit.coLandlord(owner.homeId, owner.cookie, 'manager');
    await kit.setHome(owner.homeId, { notifications_advert: 0, notifications_agenda: 0, offer: null });
    expect(await accessOf(manager.cookie, owner.homeId)).toEqual({ landlord: true, advert: false, agenda: false });

    const res = await delegate(owner.homeId, owner.cookie, { notifications_advert: 2, notifications_agenda: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: owner.homeId, notifications_advert: 2, notifications_agenda: 3 });
    expect(await accessOf(manager.cookie, owner.homeId)).toEqual({ landlord: true, advert: true, agenda: true });

    expect((await delegate(owner.homeId, owner.cookie, { notifications_advert: 0, notifications_agenda: 2 })).statusCode).toBe(200);
    expect(await accessOf(manager.cookie, owner.homeId)).toEqual({ landlord: true, advert: false, agenda: true });
  });

  it('is open to a co-owner who accepted the owner role', async () => {
    const owner = await kit.owner();
    const coOwner = await kit.coLandlord(owner.homeId, owner.cookie, 'owner');
    const res = await delegate(owner.homeId, coOwner.cookie, { notifications_advert: 3, notifications_agenda: 0 });
    expect(res.statusCode).toBe(200);
    const row = await ctx.app.db.selectFrom('homes').select(['notifications_advert', 'notifications_agenda']).where('id', '=', owner.homeId).executeTakeFirstOrThrow();
    expect(row).toEqual({ notifications_advert: 3, notifications_agenda: 0 });
  });

  it('is refused to managers and agents who run the home, whatever their rights, and to outsiders; nothing changes', async () => {
    const owner = await kit.owner();
    const manager = await kit.coLandlord(owner.homeId, owner.cookie, 'manager');
    const agent = await kit.coLandlord(owner.homeId, owner.cookie, 'agent');
    await kit.setHome(owner.homeId, { notifications_advert: 3, notifications_agenda: 3 });
    const seeker = await kit.person('users');
    const stranger = await kit.owner();
    const before = await kit.snapshot(owner.homeId);
    for (const cookie of [manager.cookie, agent.cookie]) {
      const res = await delegate(owner.homeId, cookie, { notifications_advert: 0, notifications_agenda: 0 });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(OWNERS_ONLY);
    }
    for (const cookie of [seeker.cookie, stranger.cookie]) {
      const res = await delegate(owner.homeId, cookie, { notifications_advert: 0, notifications_agenda: 0 });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
    // Rights come before the body.
    expect((await delegate(owner.homeId, manager.cookie, { notifications_advert: 7 })).json()).toEqual(OWNERS_ONLY);
    expect((await delegate(owner.homeId, null, { notifications_advert: 0, notifications_agenda: 0 })).statusCode).toBe(401);
    expect(await kit.snapshot(owner.homeId)).toEqual(before);
  });

  it('is refused to a manager-only account on the home it created (it acts for an owner)', async () => {
    const manager = await kit.owner({ type: 'manager' });
    const res = await delegate(manager.homeId, manager.cookie, { notifications_advert: 0, notifications_agenda: 0 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(OWNERS_ONLY);
  });

  it.each([
    ['a value outside 0, 2 and 3', { notifications_advert: 1, notifications_agenda: 0 }],
    ['a missing value', { notifications_advert: 2 }],
    ['text', { notifications_advert: 'beaucoup', notifications_agenda: 0 }],
  ])('refuses %s in French', async (_label, body) => {
    const owner = await kit.owner();
    const before = await kit.snapshot(owner.homeId);
    const res = await delegate(owner.homeId, owner.cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'La délégation doit valoir 0 (aucune), 2 ou 3.' });
    expect(await kit.snapshot(owner.homeId)).toEqual(before);
  });
});
