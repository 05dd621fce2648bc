import { createTestApp, type TestContext } from '../../helpers/app';
import { FORBIDDEN, propertiesKit } from '../properties/fixtures';

/*
 * SPEC 6 through the homes routes once a home has several landlords: a co-owner runs it like its
 * creator; a manager needs the advert handed over (notifications_advert 2 or 3, or 0 under the
 * mandate offer) to edit or delete it, and only reads it otherwise.
 */

let ctx: TestContext;
let kit: ReturnType<typeof propertiesKit>;
beforeAll(async () => {
  ctx = await createTestApp();
  kit = propertiesKit(ctx);
});
afterAll(async () => {
  await ctx.close();
});

async function homeRow(id: number) {
  return ctx.app.db.selectFrom('homes').selectAll().where('id', '=', id).executeTakeFirst();
}

describe('PUT /api/homes/:id by a manager of the home', () => {
  it('is refused with notifications_advert 0 and allowed with 2, 3 or 0 under the mandate offer', async () => {
    const owner = await kit.owner();
    const manager = await kit.coLandlord(owner.homeId, owner.cookie, 'manager');
    await kit.setHome(owner.homeId, { notifications_advert: 0, notifications_agenda: 3, offer: null });
    const before = await homeRow(owner.homeId);
    const refused = await kit.homes.put(owner.homeId, { name: 'Renommée par le gestionnaire' }, manager.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(FORBIDDEN);
    expect(await homeRow(owner.homeId)).toEqual(before);
    // The mandate offer alone is not enough: the mandate must be complete.
    await kit.setHome(owner.homeId, { offer: 'mandate', mandate_status: 'signed' });
    expect((await kit.homes.put(owner.homeId, { name: 'Trop tôt' }, manager.cookie)).statusCode).toBe(403);

    for (const [values, name] of [
      [{ notifications_advert: 2 }, 'Deux'],
      [{ notifications_advert: 3 }, 'Trois'],
      [{ notifications_advert: 0, offer: 'mandate', mandate_status: 'complete' }, 'Mandat'],
    ] as const) {
      await kit.setHome(owner.homeId, values);
      const res = await kit.homes.put(owner.homeId, { name }, manager.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().name).toBe(name);
    }
  });

  it('still lets the manager read the home it does not edit', async () => {
    const owner = await kit.owner();
    const manager = await kit.coLandlord(owner.homeId, owner.cookie, 'manager');
    await kit.setHome(owner.homeId, { notifications_advert: 0, notifications_agenda: 0, offer: null });
    const res = await kit.homes.get(owner.homeId, manager.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(owner.homeId);
  });
});

describe('DELETE /api/homes/:id by another landlord', () => {
  it('works for a co-owner (advert access)', async () => {
    const owner = await kit.owner();
    const coOwner = await kit.coLandlord(owner.homeId, owner.cookie, 'owner');
    const res = await kit.homes.remove(owner.homeId, coOwner.cookie);
    expect(res.statusCode).toBe(204);
    expect(await homeRow(owner.homeId)).toBeUndefined();
    // The landlord rows went with the home.
    expect(await ctx.app.db.selectFrom('home_landlords').select('id').where('home_id', '=', owner.homeId).execute()).toEqual([]);
  });

  it('is refused to a manager without the advert, allowed once it is handed over', async () => {
    const owner = await kit.owner();
    const manager = await kit.coLandlord(owner.homeId, owner.cookie, 'manager');
    await kit.setHome(owner.homeId, { notifications_advert: 0, notifications_agenda: 2, offer: null });
    const refused = await kit.homes.remove(owner.homeId, manager.cookie);
    expect(refused.statusCode).toBe(403);
    expect(await homeRow(owner.homeId)).toBeDefined();
    await kit.setHome(owner.homeId, { notifications_advert: 2 });
    expect((await kit.homes.remove(owner.homeId, manager.cookie)).statusCode).toBe(204);
  });

  it('is refused to a landlord whose invitation is still pending', async () => {
    const owner = await kit.owner();
    const invited = await kit.person('proprietaire');
    await kit.invite(owner.homeId, owner.cookie, { owner_email: invited.body.email, owner_role: 'owner' });
    expect((await kit.homes.remove(owner.homeId, invited.cookie)).statusCode).toBe(403);
    expect((await kit.homes.get(owner.homeId, invited.cookie)).statusCode).toBe(403);
    expect(await homeRow(owner.homeId)).toBeDefined();
  });
});

describe('the home object', () => {
  it('lists its co-owners in owners_roles: accepted with their names, waiting and expired ones by address', async () => {
    const owner = await kit.owner();
    const coOwner = await kit.coLandlord(owner.homeId, owner.cookie, 'owner');
    await kit.coLandlord(owner.homeId, owner.cookie, 'manager');
    const waiting = await kit.invite(owner.homeId, owner.cookie, { owner_email: 'attente@exemple.fr', owner_role: 'owner' });
    const old = await kit.invite(owner.homeId, owner.cookie, { owner_email: 'ancien@exemple.fr', owner_role: 'owner' });
    await kit.ageInvitation(old.json().owner.invitation_id, 8);

    const home = (await kit.homes.get(owner.homeId, coOwner.cookie)).json();
    // Managers and agents run the home without owning it: they are in GET /landlords, not here.
    expect(home.owners_roles).toEqual([
      { id: coOwner.user.id, email: coOwner.body.email, first_name: 'Inès', name: 'Garnier', role: 'owner', pending: false, invite_expired: false, expired: false },
      { id: waiting.json().owner.invitation_id, email: 'attente@exemple.fr', first_name: '', name: '', role: 'owner', pending: true, invite_expired: false, expired: false },
      { id: old.json().owner.invitation_id, email: 'ancien@exemple.fr', first_name: '', name: '', role: 'owner', pending: true, invite_expired: true, expired: true },
    ]);
    // The user object carries the same home object.
    const myself = (await kit.call('GET', '/api/users/myself', owner.cookie)).json();
    expect(myself.home.owners_roles).toHaveLength(3);
  });

  it("answers 'default' with a home joined by invitation when the user created none", async () => {
    const owner = await kit.owner();
    const agent = await kit.person('agent');
    await kit.invite(owner.homeId, owner.cookie, { owner_email: agent.body.email, owner_role: 'agent' });
    const { token } = await kit.lastLink(agent.body.email);
    await kit.call('POST', `/api/owner-invitations/${token}/accept`, agent.cookie);
    const res = await kit.homes.get('default', agent.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(owner.homeId);
  });

  it('states the housing-for-services terms in details.services, null while none is set', async () => {
    const owner = await kit.owner();
    expect((await kit.homes.get(owner.homeId, owner.cookie)).json().details.services).toBeNull();
    await ctx.app.db
      .updateTable('homes')
      .set({ service_hours_per_week: 8, service_tasks: 'Courses\nCompagnie le soir', service_trial_weeks: null, service_notice_days: 30 })
      .where('id', '=', owner.homeId)
      .execute();
    expect((await kit.homes.get(owner.homeId, owner.cookie)).json().details.services).toEqual({
      hours_per_week: 8,
      tasks: 'Courses\nCompagnie le soir',
      trial_weeks: null,
      notice_days: 30,
    });
  });
});
