import { createTestApp, signup, type TestContext } from '../../helpers/app';
import { homesApi, imageFile, makeJpeg, upload } from '../homes/fixtures';

/*
 * Issue 17, finding 4: walking /image/{id}/… anonymously served 438 of 452 images, photos of an
 * advert still in moderation and avatars included. Now an image that is not public (photo of an
 * advert not published, avatar not approved) is served only to the people allowed to see it.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, cookie?: string) => ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function moderator() {
  const account = await signup(ctx.app);
  await ctx.app.db.updateTable('users').set({ staff_role: 'moderator' }).where('id', '=', account.user.id).execute();
  return account;
}

describe('photos of an advert', () => {
  it('are served to its landlord and the moderators while unpublished or in moderation, to everyone once published', async () => {
    const owner = await signup(ctx.app, { type: 'proprietaire' });
    const stranger = await signup(ctx.app);
    const staff = await moderator();
    const home = (await homesApi(ctx).post({}, owner.cookie)).json();
    const photo = (await upload(ctx, `/api/homes/${home.id}/images`, [imageFile(await makeJpeg(400, 300))], owner.cookie)).json();
    await ctx.app.db.updateTable('homes').set({ moderation_status: 'pending' }).where('id', '=', home.id).execute();

    for (const cookie of [undefined, stranger.cookie]) {
      const refused = await get(photo.url, cookie);
      expect(refused.statusCode).toBe(404);
      expect(refused.headers['cache-control']).toBe('no-store');
    }
    for (const cookie of [owner.cookie, staff.cookie]) {
      const served = await get(photo.url, cookie);
      expect(served.statusCode).toBe(200);
      // Never kept by a shared cache: the next person may not be allowed.
      expect(served.headers['cache-control']).toBe('private, max-age=300');
    }

    await ctx.app.db.updateTable('homes').set({ published: 1, moderation_status: 'accepted' }).where('id', '=', home.id).execute();
    const published = await get(photo.url);
    expect(published.statusCode).toBe(200);
    expect(published.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // Unpublished again (the landlord took the advert down): private again.
    await ctx.app.db.updateTable('homes').set({ published: 0 }).where('id', '=', home.id).execute();
    expect((await get(photo.url)).statusCode).toBe(404);
  });
});

describe('avatars', () => {
  it('are public once approved; a refused one is served to its owner and the moderators only', async () => {
    const person = await signup(ctx.app);
    const stranger = await signup(ctx.app);
    const staff = await moderator();
    const avatar = (await upload(ctx, '/api/users/upload', [imageFile(await makeJpeg(300, 300))], person.cookie)).json();
    expect((await get(avatar.url)).statusCode).toBe(200);

    await ctx.app.db.updateTable('users').set({ avatar_approved: 0 }).where('id', '=', person.user.id).execute();
    expect((await get(avatar.url)).statusCode).toBe(404);
    expect((await get(avatar.url, stranger.cookie)).statusCode).toBe(404);
    expect((await get(avatar.url, person.cookie)).statusCode).toBe(200);
    expect((await get(avatar.url, staff.cookie)).statusCode).toBe(200);
  });
});

describe('walking the ids', () => {
  it('serves no image under a sequential id: published ones redirect to their random URL, the others are unknown', async () => {
    const owner = await signup(ctx.app, { type: 'proprietaire' });
    const hidden = (await homesApi(ctx).post({}, owner.cookie)).json();
    const shown = (await homesApi(ctx).post({}, owner.cookie)).json();
    await upload(ctx, `/api/homes/${hidden.id}/images`, [imageFile(await makeJpeg(200, 150))], owner.cookie);
    await upload(ctx, `/api/homes/${shown.id}/images`, [imageFile(await makeJpeg(200, 150))], owner.cookie);
    await ctx.app.db.updateTable('homes').set({ published: 1 }).where('id', '=', shown.id).execute();
    const rows = await ctx.app.db.selectFrom('images').select(['id', 'home_id', 'public_id']).where('user_id', '=', owner.user.id).execute();

    const unknown = await get('/image/999999/64/64');
    const redirected = new Map<number, string>();
    const last = Math.max(...rows.map((row) => row.id));
    for (let id = 1; id <= last; id++) {
      const res = await get(`/image/${id}/64/64`);
      expect(res.statusCode === 404 || res.statusCode === 308).toBe(true);
      if (res.statusCode === 308) redirected.set(id, String(res.headers.location));
      // Refused exactly as an unknown id: nothing tells an unpublished image from a missing one.
      else expect({ body: res.body, headers: { 'cache-control': res.headers['cache-control'] } }).toEqual({ body: unknown.body, headers: { 'cache-control': unknown.headers['cache-control'] } });
    }
    for (const row of rows.filter((r) => r.home_id === shown.id)) {
      expect(redirected.get(row.id)).toBe(`/image/${row.public_id}/64/64`);
      expect((await get(redirected.get(row.id)!)).statusCode).toBe(200);
    }
    for (const row of rows.filter((r) => r.home_id === hidden.id)) expect(redirected.has(row.id)).toBe(false);
  });
});
