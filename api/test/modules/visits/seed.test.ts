import { seedDemoVisits } from '../../../src/modules/visits/seed';
import { createTestApp, type TestContext } from '../../helpers/app';
import { visitsKit } from './fixtures';

let ctx: TestContext;
let kit: ReturnType<typeof visitsKit>;
beforeAll(async () => {
  ctx = await createTestApp();
  kit = visitsKit(ctx);
});
afterAll(async () => {
  await ctx.close();
});

describe('seedDemoVisits', () => {
  it('does nothing without the demo accounts', async () => {
    expect(await seedDemoVisits(ctx.app.db)).toEqual({ visits: 0, contactRequests: 0 });
  });

  it("fills the demo agendas once, outside the seeker's Lyon search, and the API serves them", async () => {
    const seeker = await kit.seeker({ email: 'coloc@demo.toitpartage.fr' });
    const owner = await kit.host({ email: 'proprio@demo.toitpartage.fr' });
    // The kit's listing is in Lyon (69002): the seed must leave it alone and use the others.
    const [paris1, paris2] = [await kit.host(), await kit.host()];
    await ctx.app.db.updateTable('homes').set({ user_id: owner.user.id, postal_code: '75011', city: 'Paris' }).where('id', 'in', [paris1.homeId, paris2.homeId]).execute();
    const manager = await kit.host({ email: 'manager@demo.toitpartage.fr', type: 'manager' }, { agenda: 0 });
    await ctx.app.db.updateTable('homes').set({ postal_code: '13001', city: 'Marseille' }).where('id', '=', manager.homeId).execute();
    const agent = await kit.host({ email: 'agent@demo.toitpartage.fr', type: 'agent' });
    await ctx.app.db.updateTable('homes').set({ postal_code: '33000', city: 'Bordeaux' }).where('id', '=', agent.homeId).execute();

    expect(await seedDemoVisits(ctx.app.db)).toEqual({ visits: 3, contactRequests: 1 });
    expect(await seedDemoVisits(ctx.app.db)).toEqual({ visits: 0, contactRequests: 0 });

    const visits = (await kit.list(seeker.cookie)).json();
    expect(visits.map((v: { home: { id: number }; status: string }) => [v.home.id, v.status]).sort()).toEqual(
      [
        [paris1.homeId, 'accepted'],
        [paris2.homeId, 'requested'],
        [manager.homeId, 'requested'],
      ].sort(),
    );
    expect(visits.some((v: { home: { id: number } }) => v.home.id === owner.homeId)).toBe(false);
    // The demo manager gets agenda access (SPEC 6) so that it sees its request.
    expect((await kit.list(manager.cookie)).json()).toHaveLength(1);
    const received = (await kit.call('GET', '/api/contact-requests', agent.cookie)).json();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from_user_id: seeker.user.id, home_id: agent.homeId, read_at: null });
  });
});
