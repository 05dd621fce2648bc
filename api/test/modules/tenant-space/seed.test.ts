import { seedDemoRentals } from '../../../src/modules/rentals/seed';
import { seedDemoTenantSpace } from '../../../src/modules/tenant-space/seed';
import { createTestApp, type TestContext } from '../../helpers/app';
import { parisDay } from '../rentals/fixtures';
import { IBAN_GROUPED, tenantSpaceKit } from './fixtures';

let ctx: TestContext;
let kit: ReturnType<typeof tenantSpaceKit>;

beforeAll(async () => {
  ctx = await createTestApp();
  kit = tenantSpaceKit(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const seedOnce = () => seedDemoTenantSpace(ctx.app.db, ctx.dataDir);

describe('seedDemoTenantSpace', () => {
  it('does nothing without the demo tenant and her tenancy', async () => {
    expect(await seedOnce()).toBe(0);
  });

  it('gives locataire@ the visit before her lease, then, once proprio@ has a validated account, the open requests of the unpaid months; once', async () => {
    const owner = await kit.landlord({ email: 'proprio@demo.toitpartage.fr' });
    await kit.db.updateTable('homes').set({ step: 3 }).where('id', '=', owner.homeId).execute();
    const tenant = await kit.seeker({ email: 'locataire@demo.toitpartage.fr' });
    await kit.seeker({ email: 'coloc@demo.toitpartage.fr' });
    for (const n of [1, 2, 3]) await kit.seeker({ email: `lea.martin.${n}@seekers.demo.toitpartage.fr`, first_name: `Léa${n}` });
    expect(await seedDemoRentals(ctx.app.db, ctx.dataDir)).toBeGreaterThan(0);

    // Without a validated account the rule refuses: only the visit is made.
    expect(await seedOnce()).toBe(1);
    expect(await seedOnce()).toBe(0);
    const visits = await kit.db.selectFrom('visits').selectAll().where('seeker_id', '=', tenant.user.id).execute();
    expect(visits).toEqual([expect.objectContaining({ home_id: owner.homeId, status: 'accepted' })]);
    expect(visits[0]!.starts_at! < new Date().toISOString()).toBe(true);
    expect((await kit.call('GET', '/api/rent-requests', tenant.cookie)).json()).toEqual([]);

    await kit.bankAccount(owner.user.id);
    expect(await seedOnce()).toBe(2);
    expect(await seedOnce()).toBe(0);
    const requests = (await kit.call('GET', '/api/rent-requests', tenant.cookie)).json();
    const thisMonth = parisDay().slice(0, 7);
    expect(requests.map((r: { period: string }) => r.period).sort().reverse()[0]).toBe(thisMonth);
    expect(requests).toHaveLength(2);
    for (const request of requests) expect(request).toMatchObject({ status: 'open', payee: { iban: IBAN_GROUPED } });

    // Receipts of the months the rentals seed marked as received.
    const receipts = (await kit.call('GET', '/api/receipts', tenant.cookie)).json();
    const paid = receipts.filter((r: { pdf_url: string | null }) => r.pdf_url !== null);
    expect(paid).toHaveLength(3);
    expect((await kit.call('GET', paid[0].pdf_url, tenant.cookie)).statusCode).toBe(200);
  });
});
