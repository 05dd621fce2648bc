import { seedDemoRentals } from '../../../src/modules/rentals/seed';
import { createTestApp, type TestContext } from '../../helpers/app';
import { parisDay, rentalsKit } from './fixtures';

let ctx: TestContext;
let kit: ReturnType<typeof rentalsKit>;

beforeAll(async () => {
  ctx = await createTestApp();
  kit = rentalsKit(ctx);
});
afterAll(async () => {
  await ctx.close();
});

describe('seedDemoRentals', () => {
  it('does nothing without the demo accounts', async () => {
    expect(await seedDemoRentals(ctx.app.db, ctx.dataDir)).toBe(0);
  });

  it('gives locataire@ a room in proprio@’s first complete published home, once, and the API serves it', async () => {
    const owner = await kit.landlord({ email: 'proprio@demo.toitpartage.fr' });
    await kit.db.updateTable('homes').set({ step: 3 }).where('id', '=', owner.homeId).execute();
    const tenant = await kit.seeker({ email: 'locataire@demo.toitpartage.fr' });
    await kit.seeker({ email: 'coloc@demo.toitpartage.fr' });
    const seekers = [];
    for (const n of [1, 2, 3]) seekers.push(await kit.seeker({ email: `lea.martin.${n}@seekers.demo.toitpartage.fr`, first_name: `Léa${n}` }));

    expect(await seedDemoRentals(ctx.app.db, ctx.dataDir)).toBeGreaterThan(0);
    expect(await seedDemoRentals(ctx.app.db, ctx.dataDir)).toBe(0);

    const mine = (await kit.call('GET', '/api/my-colocation', tenant.cookie)).json();
    expect(mine.home.id).toBe(owner.homeId);
    expect(mine.tenancy).toMatchObject({ room_id: owner.roomIds[0], status: 'active' });
    expect(mine.flatmates).toEqual([expect.objectContaining({ user_id: seekers[0]!.user.id, room: 'Chambre B' })]);
    expect(mine.documents.map((d: { title: string }) => d.title)).toEqual(['Règlement intérieur de la colocation']);
    expect(mine.leases).toEqual([expect.objectContaining({ status: 'accepted', landlord_accepted_at: expect.any(String), tenant_accepted_at: expect.any(String) })]);
    const download = await kit.call('GET', mine.documents[0].download_url, tenant.cookie);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(Number(download.headers['content-length'])).toBe(download.rawPayload.length);
    expect((await kit.call('GET', mine.leases[0].pdf_url, tenant.cookie)).statusCode).toBe(200);

    const overview = (await kit.call('GET', `/api/homes/${owner.homeId}/management`, owner.cookie)).json();
    const mineLines = overview.payments.filter((p: { tenancy_id: number }) => p.tenancy_id === mine.tenancy.id);
    expect(mineLines).toHaveLength(5);
    expect(mineLines.map((p: { amount_received: number }) => p.amount_received > 0)).toEqual([false, false, true, true, true]);
    expect(overview.month).toMatchObject({ period: parisDay(0).slice(0, 7), due: 1010, received: 0 });
    expect(overview.month.late).toBe(550);

    const diagnostics = (await kit.call('GET', `/api/homes/${owner.homeId}/diagnostics`, owner.cookie)).json();
    const state = (kind: string) => diagnostics.find((d: { kind: string }) => d.kind === kind).state;
    expect([state('dpe'), state('electricite'), state('surface'), state('gaz')]).toEqual(['valid', 'expiring', 'valid', 'missing']);
    const electricity = diagnostics.find((d: { kind: string }) => d.kind === 'electricite');
    expect(electricity.valid_until <= parisDay(60)).toBe(true);

    const report = (await kit.call('GET', `/api/homes/${owner.homeId}/reports?days=90`, owner.cookie)).json();
    expect(report.series.filter((p: { views: number }) => p.views > 0).length).toBeGreaterThan(45);
    expect(report.series.slice(0, 30).every((p: { views: number }) => p.views === 0)).toBe(true);
    const requests = (await kit.call('GET', `/api/homes/${owner.homeId}/requests`, owner.cookie)).json();
    expect(requests.contacts.map((c: { status: string; from: { id: number } }) => [c.status, c.from.id])).toEqual([
      ['new', seekers[1]!.user.id],
      ['new', seekers[2]!.user.id],
    ]);
    const leased = await kit.db.selectFrom('users').select(['id', 'home_leased']).where('id', 'in', [tenant.user.id, seekers[0]!.user.id]).execute();
    expect(leased.every((u) => u.home_leased === 1)).toBe(true);
  });
});
