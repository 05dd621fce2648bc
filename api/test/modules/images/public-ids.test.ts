import { sql } from 'kysely';
import { createMigrator, migrateToLatest } from '../../../src/db/migrations';
import { isImagePublicId } from '../../../src/lib/images/public-id';
import { createTestApp, signup, type TestContext } from '../../helpers/app';
import { homesApi, imageFile, makeJpeg, upload } from '../homes/fixtures';

/*
 * Issue 17, finding 4: images were served under their sequential key, which anyone could walk.
 * They are now served under a random public id (128 bits); an old numeric URL redirects to the
 * new one for whoever may see the image, and is an unknown image for everyone else.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, cookie?: string) => ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('public image ids', () => {
  it('name every uploaded image, never its sequential key', async () => {
    const person = await signup(ctx.app);
    const avatar = (await upload(ctx, '/api/users/upload', [imageFile(await makeJpeg(300, 300))], person.cookie)).json();
    const match = /^\/image\/([^/]+)\/256\/256$/.exec(avatar.url);
    expect(match).not.toBeNull();
    expect(isImagePublicId(match![1]!)).toBe(true);
    expect(match![1]).not.toBe(String(avatar.id));
    const row = await ctx.app.db.selectFrom('images').select('public_id').where('id', '=', avatar.id).executeTakeFirstOrThrow();
    expect(row.public_id).toBe(match![1]);
    expect((await get(avatar.url)).statusCode).toBe(200);
  });

  it('redirect an old URL of a public image (308), kept by caches; a wrong public id is unknown', async () => {
    const person = await signup(ctx.app);
    const avatar = (await upload(ctx, '/api/users/upload', [imageFile(await makeJpeg(300, 300))], person.cookie)).json();
    const old = await get(`/image/${avatar.id}/128/128`);
    expect(old.statusCode).toBe(308);
    expect(old.headers.location).toBe(avatar.url.replace('/256/256', '/128/128'));
    expect(old.headers['cache-control']).toBe('public, max-age=86400');
    expect((await get(`/image/${avatar.id}/100/100`)).statusCode).toBe(404);
    expect((await get('/image/AAAAAAAAAAAAAAAAAAAAAA/128/128')).statusCode).toBe(404);
  });

  it('redirect an old URL of an unpublished photo only for its landlord, privately; 404 for anyone else', async () => {
    const owner = await signup(ctx.app, { type: 'proprietaire' });
    const stranger = await signup(ctx.app);
    const home = (await homesApi(ctx).post({}, owner.cookie)).json();
    const photo = (await upload(ctx, `/api/homes/${home.id}/images`, [imageFile(await makeJpeg(400, 300))], owner.cookie)).json();
    const oldUrl = `/image/${photo.id}/640/480`;
    const unknown = await get('/image/999999/640/480');
    for (const cookie of [undefined, stranger.cookie]) {
      const refused = await get(oldUrl, cookie);
      expect(refused.statusCode).toBe(404);
      expect(refused.body).toBe(unknown.body);
      expect(refused.headers.location).toBeUndefined();
      expect((await get(photo.url, cookie)).statusCode).toBe(404);
    }
    const own = await get(oldUrl, owner.cookie);
    expect(own.statusCode).toBe(308);
    expect(own.headers.location).toBe(photo.url);
    expect(own.headers['cache-control']).toBe('private, no-store');
  });

  it('are given to the images that existed before the migration, each its own', async () => {
    const person = await signup(ctx.app, { type: 'proprietaire' });
    const home = (await homesApi(ctx).post({}, person.cookie)).json();
    for (let i = 0; i < 3; i++) await upload(ctx, `/api/homes/${home.id}/images`, [imageFile(await makeJpeg(200 + i, 150))], person.cookie);
    const db = ctx.app.db;
    // Back to the schema before migration 021, as an existing site is, then forward again.
    // (The migrations after 021 are undone first, newest first.)
    const down = await createMigrator(db).migrateTo('019_sensitive_consent');
    expect(down.error).toBeUndefined();
    expect(down.results?.map((result) => result.migrationName)).toContain('021_private_ids_and_account_moderation');
    const before = await sql<{ id: number }>`select id from images`.execute(db);
    expect(before.rows.length).toBeGreaterThanOrEqual(3);
    await migrateToLatest(db);
    const rows = await db.selectFrom('images').select(['id', 'public_id']).execute();
    expect(rows).toHaveLength(before.rows.length);
    for (const row of rows) expect(isImagePublicId(row.public_id)).toBe(true);
    expect(new Set(rows.map((row) => row.public_id)).size).toBe(rows.length);
  });
});
