import { seedDemoTenantFile } from '../../../src/modules/tenant-file/seed';
import { seekersInDemoMatching } from '../../../src/db/seed/demo-matching';
import { createTestApp, type TestContext } from '../../helpers/app';
import { insertCities } from '../homes/fixtures';
import { api, citySearch, listing, seeker } from '../matching/fixtures';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

async function setEmail(id: number, email: string): Promise<void> {
  await ctx.app.db.updateTable('users').set({ email }).where('id', '=', id).execute();
}

describe('seedDemoTenantFile', () => {
  it('does nothing without the demo accounts', async () => {
    expect(await seedDemoTenantFile(ctx.app.db, ctx.dataDir, seekersInDemoMatching)).toBe(0);
  });

  it('gives the seekers first seen in coloc@’s and proprio@’s matching complete files with guarantees, once; coloc@ keeps an empty file', async () => {
    const cities = await insertCities(ctx.app.db);
    const lyon = { city_searches: citySearch(cities.lyon), per_room_budget_min: 300, per_room_budget_max: 700 };
    const coloc = await seeker(ctx, { first_name: 'Camille', search: lyon });
    await setEmail(coloc.id, 'coloc@demo.toitpartage.fr');
    const others = [];
    for (let n = 0; n < 8; n += 1) {
      const person = await seeker(ctx, { first_name: `Demo${n}`, search: lyon });
      await setEmail(person.id, `demo${n}.martin.${n}@seekers.demo.toitpartage.fr`);
      others.push(person);
    }
    // Not a demo seeker: never given a file by the seed.
    const stranger = await seeker(ctx, { first_name: 'Inconnu', search: lyon });
    const owner = await seeker(ctx, { type: 'proprietaire', search: null });
    await setEmail(owner.id, 'proprio@demo.toitpartage.fr');
    await listing(ctx, owner.cookie, cities.lyon, { rent: 500, photo: true });

    const created = await seedDemoTenantFile(ctx.app.db, ctx.dataDir, seekersInDemoMatching);
    expect(created).toBeGreaterThan(0);
    expect(await seedDemoTenantFile(ctx.app.db, ctx.dataDir, seekersInDemoMatching)).toBe(0);

    const files = await ctx.app.db.selectFrom('tenant_files').selectAll().execute();
    expect(files.map((f) => f.user_id)).not.toContain(coloc.id);
    expect(files.map((f) => f.user_id)).not.toContain(stranger.id);
    expect(new Set(files.map((f) => f.guarantee_status))).toEqual(new Set(['accepted', 'requested']));
    expect(files.every((f) => f.status === 'confirmed')).toBe(true);

    // What coloc@ sees: validated and pending guarantees, complete files; their own file is empty.
    const hits = (await api(ctx).users(coloc.cookie, { search_id: coloc.searchId })).json().Hits as Array<{ SecondUser: { UserID: number; FullRecord: boolean; warranty_status: string | null } }>;
    const badges = hits.map((hit) => hit.SecondUser.warranty_status);
    expect(badges.filter((b) => b === 'validated').length).toBeGreaterThanOrEqual(3);
    expect(badges).toContain('pending');
    expect(hits.filter((hit) => hit.SecondUser.FullRecord).length).toBe(files.length);
    const mine = (await api(ctx).call('GET', '/api/tenant-file', coloc.cookie)).json();
    expect(mine).toMatchObject({ status: 'draft', documents: [], guarantee: { status: 'none' } });

    // A seeded document is a real PDF that the link can watermark.
    const first = files.find((f) => f.guarantee_status === 'accepted')!;
    const documents = await ctx.app.db.selectFrom('tenant_documents').selectAll().where('user_id', '=', first.user_id).execute();
    expect(documents.map((d) => d.category).sort()).toEqual(['employment', 'identity', 'income']);
    const person = others.find((p) => p.id === first.user_id)!;
    const share = (await api(ctx).call('POST', '/api/tenant-file/share', person.cookie)).json();
    const token = share.share.url.split('/').pop();
    const download = await api(ctx).call('GET', `/api/shared-files/${token}/documents/${documents[0]!.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
