import { seedDemoProperties } from '../../../src/modules/properties/seed';
import { createTestApp, type TestContext } from '../../helpers/app';
import { propertiesKit } from './fixtures';

let ctx: TestContext;
let kit: ReturnType<typeof propertiesKit>;
beforeAll(async () => {
  ctx = await createTestApp();
  kit = propertiesKit(ctx);
});
afterAll(async () => {
  await ctx.close();
});

describe('seedDemoProperties', () => {
  it('does nothing without the demo owner', async () => {
    expect(await seedDemoProperties(ctx.app.db, ctx.dataDir)).toBe(0);
  });

  it("puts a waiting and an expired invitation on the demo owner's first home, once, and accepts nobody", async () => {
    const owner = await kit.owner({ email: 'proprio@demo.toitpartage.fr' });
    await kit.homes.post({ name: 'Deuxième bien' }, owner.cookie);
    expect(await seedDemoProperties(ctx.app.db, ctx.dataDir)).toBe(2);
    expect(await seedDemoProperties(ctx.app.db, ctx.dataDir)).toBe(0);

    const res = await kit.call('GET', `/api/homes/${owner.homeId}/landlords`, owner.cookie);
    expect(res.json().map((l: { email: string; status: string }) => [l.email, l.status])).toEqual([
      ['proprio@demo.toitpartage.fr', 'creator'],
      ['associe@exemple.fr', 'pending'],
      ['ancienne.associee@exemple.fr', 'expired'],
    ]);
    expect(await ctx.app.db.selectFrom('home_landlords').select('id').where('status', '=', 'accepted').execute()).toEqual([]);
    // The owner can bring the expired one back to life.
    const expired = res.json()[2];
    const resent = await kit.call('POST', `/api/homes/${owner.homeId}/landlords/${expired.invitation_id}/resend`, owner.cookie);
    expect(resent.json()).toMatchObject({ status: 'pending', email: 'ancienne.associee@exemple.fr' });
  });
});
