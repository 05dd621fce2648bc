import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { createTestApp, myself, signup, type TestContext } from '../../helpers/app';
import { completeListing, homesApi, imageFile, insertCities, makeJpeg, makePng, upload, type CityKey } from '../homes/fixtures';
import { newImagePublicId } from '../../../src/lib/images/public-id';

let ctx: TestContext;
let cities: Record<CityKey, number>;

beforeAll(async () => {
  ctx = await createTestApp();
  cities = await insertCities(ctx.app.db);
});
afterAll(async () => {
  await ctx.close();
});

const INVALID = { error: "Erreur l'image est invalide" };
const TOO_LARGE = { error: "La taille de l'image doit être inférieure à 10 Mo ou n'a pas le bon format." };
const TEN_MB = 10 * 1024 * 1024;

async function imagesOf(userId: number) {
  return ctx.app.db.selectFrom('images').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

/** Every stored original, to check that a refused upload leaves nothing on disk. */
function storedFiles(): string[] {
  const root = path.join(ctx.dataDir, 'images');
  if (!fs.existsSync(root)) return [];
  return fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe('POST /api/users/upload', () => {
  it('stores a JPEG as the avatar and answers its id and url', async () => {
    const { cookie, user } = await signup(ctx.app);
    const res = await upload(ctx, '/api/users/upload', [imageFile(await makeJpeg(300, 200))], cookie);
    expect(res.statusCode).toBe(200);
    const { id, url } = res.json();
    const [row] = await imagesOf(user.id);
    expect(url).toBe(`/image/${row!.public_id}/256/256`);
    const [image] = await imagesOf(user.id);
    expect(image).toMatchObject({ id, kind: 'avatar', home_id: null, width: 300, height: 200 });
    expect(image!.file).toMatch(/^images\/[0-9a-f]{2}\/[0-9a-f-]{36}\.jpg$/);
    const stored = fs.readFileSync(path.join(ctx.dataDir, image!.file));
    expect(stored.length).toBe(image!.bytes);
    expect((await sharp(stored).metadata()).format).toBe('jpeg');
    expect((await myself(ctx.app, cookie)).json().avatar).toEqual({ id, public_id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), color: expect.any(String), approved: true });
  });

  it('accepts a PNG with transparency and stores it as a JPEG on white', async () => {
    const { cookie, user } = await signup(ctx.app);
    const res = await upload(ctx, '/api/users/upload', [imageFile(await makePng(), 'avatar.png', 'image/png')], cookie);
    expect(res.statusCode).toBe(200);
    const [image] = await imagesOf(user.id);
    const stored = sharp(path.join(ctx.dataDir, image!.file));
    expect(await stored.metadata()).toMatchObject({ format: 'jpeg', width: 40, height: 30, hasAlpha: false });
  });

  it('accepts WebP and GIF, judged by content whatever the declared type', async () => {
    const { cookie } = await signup(ctx.app);
    const webp = await sharp(await makeJpeg()).webp().toBuffer();
    const gif = await sharp(await makeJpeg()).gif().toBuffer();
    expect((await upload(ctx, '/api/users/upload', [imageFile(webp, 'x.bin', 'application/octet-stream')], cookie)).statusCode).toBe(200);
    expect((await upload(ctx, '/api/users/upload', [imageFile(gif, 'x.jpg', 'image/jpeg')], cookie)).statusCode).toBe(200);
  });

  it('replaces the previous avatar: row and file deleted', async () => {
    const { cookie, user } = await signup(ctx.app);
    const first = (await upload(ctx, '/api/users/upload', [imageFile(await makeJpeg())], cookie)).json();
    const [firstRow] = await imagesOf(user.id);
    await ctx.app.inject({ method: 'GET', url: first.url });
    const second = (await upload(ctx, '/api/users/upload', [imageFile(await makeJpeg(50, 50))], cookie)).json();
    expect(second.id).not.toBe(first.id);
    expect((await imagesOf(user.id)).map((i) => i.id)).toEqual([second.id]);
    expect(fs.existsSync(path.join(ctx.dataDir, firstRow!.file))).toBe(false);
    expect(fs.existsSync(path.join(ctx.dataDir, 'image-cache', String(first.id)))).toBe(false);
    expect((await myself(ctx.app, cookie)).json().avatar.id).toBe(second.id);
  });

  it('answers the public id that the URL names, and the user object carries it (issue 17, finding 4)', async () => {
    const { cookie } = await signup(ctx.app);
    const res = await upload(ctx, '/api/users/upload', [imageFile(await makeJpeg())], cookie);
    const body = res.json();
    expect(body).toEqual({ id: expect.any(Number), public_id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), url: `/image/${body.public_id}/256/256` });
    expect((await myself(ctx.app, cookie)).json().avatar).toMatchObject({ id: body.id, public_id: body.public_id, approved: true });
  });

  it('applies the EXIF orientation and strips every metadata block', async () => {
    const { cookie, user } = await signup(ctx.app);
    const rotated = await makeJpeg(60, 40, { orientation: 6, comment: true });
    const before = await sharp(rotated).metadata();
    expect(before).toMatchObject({ width: 60, height: 40, orientation: 6 });
    expect(before.exif).toBeDefined();

    expect((await upload(ctx, '/api/users/upload', [imageFile(rotated)], cookie)).statusCode).toBe(200);
    const [image] = await imagesOf(user.id);
    expect(image).toMatchObject({ width: 40, height: 60 });
    const stored = fs.readFileSync(path.join(ctx.dataDir, image!.file));
    const after = await sharp(stored).metadata();
    expect(after).toMatchObject({ width: 40, height: 60 });
    expect(after.orientation).toBeUndefined();
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from('Secret Owner'))).toBe(false);
  });

  it.each<[string, () => Promise<Buffer> | Buffer]>([
    ['a text file named .jpg', () => Buffer.from('Bonjour, je ne suis pas une image.\n'.repeat(20))],
    ['a JPEG header followed by garbage', () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)])],
    ['a truncated JPEG', async () => (await makeJpeg(200, 150)).subarray(0, 300)],
    ['an SVG drawing', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>')],
    ['a PNG signature on a JPEG body', async () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), await makeJpeg()])],
    ['an empty file', () => Buffer.alloc(0)],
  ])('refuses %s declared as image/jpeg, storing nothing', async (_label, make) => {
    const { cookie, user } = await signup(ctx.app);
    const filesBefore = storedFiles();
    const data = await make();
    const res = await upload(ctx, '/api/users/upload', [imageFile(data, 'photo.jpg', 'image/jpeg')], cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID);
    expect(await imagesOf(user.id)).toEqual([]);
    expect(storedFiles()).toEqual(filesBefore);
    expect((await myself(ctx.app, cookie)).json().avatar).toBeNull();
  });

  it('refuses an upload of 10 MB or more with the size message, and accepts the size just below', async () => {
    const { cookie, user } = await signup(ctx.app);
    const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    const exactly = Buffer.concat([jpegStart, Buffer.alloc(TEN_MB - jpegStart.length)]);
    const res = await upload(ctx, '/api/users/upload', [imageFile(exactly)], cookie);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(TOO_LARGE);
    // One byte less goes through the size limit and is then judged on content.
    const below = await upload(ctx, '/api/users/upload', [imageFile(exactly.subarray(0, TEN_MB - 1))], cookie);
    expect(below.statusCode).toBe(400);
    expect(below.json()).toEqual(INVALID);
    expect(await imagesOf(user.id)).toEqual([]);
  });

  it('refuses images wider or taller than 12 000 pixels', async () => {
    const { cookie } = await signup(ctx.app);
    const wide = await sharp({ create: { width: 12001, height: 2, channels: 3, background: '#88aacc' } }).png().toBuffer();
    const res = await upload(ctx, '/api/users/upload', [imageFile(wide, 'wide.png', 'image/png')], cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "L'image est trop grande : 12 000 pixels de côté et 50 millions de pixels au maximum." });
  });

  it('answers a French 415 to a body that is not multipart', async () => {
    const { cookie } = await signup(ctx.app);
    const json = await ctx.app.inject({ method: 'POST', url: '/api/users/upload', payload: { file: 'x' }, headers: { cookie } });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ error: "L'image doit être envoyée dans le champ « file » d'un formulaire (multipart/form-data)." });
    const raw = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/upload',
      payload: await makeJpeg(),
      headers: { cookie, 'content-type': 'image/jpeg' },
    });
    expect(raw.statusCode).toBe(415);
    expect(raw.json().error).toEqual(expect.any(String));
  });

  it.each<[string, () => Promise<Parameters<typeof upload>[2]>, string]>([
    ['two files', async () => [imageFile(await makeJpeg()), imageFile(await makeJpeg())], 'Envoyez une seule image, dans le champ « file », sans autre champ.'],
    ['a field besides the file', async () => [{ name: 'caption', data: 'Moi' }, imageFile(await makeJpeg())], 'Envoyez une seule image, dans le champ « file », sans autre champ.'],
    ['a field after the file', async () => [imageFile(await makeJpeg()), { name: 'caption', data: 'Moi' }], 'Envoyez une seule image, dans le champ « file », sans autre champ.'],
    ['the file in another field', async () => [{ ...imageFile(await makeJpeg()), name: 'image' }], 'Aucune image reçue : envoyez-la dans le champ « file ».'],
    ['no part at all', async () => [], 'Aucune image reçue : envoyez-la dans le champ « file ».'],
  ])('refuses a form with %s', async (_label, parts, message) => {
    const { cookie, user } = await signup(ctx.app);
    const res = await upload(ctx, '/api/users/upload', await parts(), cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    expect(await imagesOf(user.id)).toEqual([]);
  });

  it('answers 401 when anonymous', async () => {
    const res = await upload(ctx, '/api/users/upload', [imageFile(await makeJpeg())]);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Vous devez être connecté.' });
  });
});

describe('POST /api/homes/:id/images', () => {
  it('appends the photo to image_orders and answers the 640×480 url', async () => {
    const { cookie, user } = await signup(ctx.app, { type: 'proprietaire' });
    const home = (await homesApi(ctx).post(completeListing(cities.lyon), cookie)).json();
    const first = await upload(ctx, `/api/homes/${home.id}/images`, [imageFile(await makeJpeg())], cookie);
    expect(first.statusCode).toBe(200);
    const { id, public_id } = first.json();
    expect(first.json()).toEqual({
      id: expect.any(Number),
      public_id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      url: `/image/${public_id}/640/480`,
      image_orders: [id],
      photos: [{ id, public_id }],
    });
    const second = (await upload(ctx, `/api/homes/default/images`, [imageFile(await makeJpeg())], cookie)).json();
    expect(second.image_orders).toEqual([id, second.id]);
    expect(second.photos).toEqual([{ id, public_id }, { id: second.id, public_id: second.public_id }]);
    expect((await imagesOf(user.id)).map((i) => [i.kind, i.home_id])).toEqual([['home', home.id], ['home', home.id]]);
    expect((await homesApi(ctx).get(home.id, cookie)).json()).toMatchObject({ step: 3, image_orders: [first.json().id, second.id] });
  });

  it("answers 403 on someone else's home before reading the file, storing nothing", async () => {
    const alice = await signup(ctx.app, { type: 'proprietaire' });
    const bob = await signup(ctx.app, { type: 'proprietaire' });
    const home = (await homesApi(ctx).post({}, alice.cookie)).json();
    const filesBefore = storedFiles();
    for (const data of [await makeJpeg(), Buffer.from('pas une image')]) {
      const res = await upload(ctx, `/api/homes/${home.id}/images`, [imageFile(data)], bob.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: "Vous n'avez pas accès à cette ressource." });
    }
    expect(await imagesOf(bob.user.id)).toEqual([]);
    expect(storedFiles()).toEqual(filesBefore);
    expect((await homesApi(ctx).get(home.id, alice.cookie)).json().image_orders).toEqual([]);
  });

  it('answers 401 anonymous, 404 for an unknown home, 400 for an invalid image', async () => {
    const { cookie } = await signup(ctx.app, { type: 'proprietaire' });
    const home = (await homesApi(ctx).post({}, cookie)).json();
    expect((await upload(ctx, `/api/homes/${home.id}/images`, [imageFile(await makeJpeg())])).statusCode).toBe(401);
    expect((await upload(ctx, `/api/homes/999999/images`, [imageFile(await makeJpeg())], cookie)).statusCode).toBe(404);
    const invalid = await upload(ctx, `/api/homes/${home.id}/images`, [imageFile('texte', 'photo.jpg')], cookie);
    expect(invalid.json()).toEqual(INVALID);
  });

  it('refuses a 21st photo', async () => {
    const { cookie, user } = await signup(ctx.app, { type: 'proprietaire' });
    const home = (await homesApi(ctx).post({}, cookie)).json();
    const now = new Date().toISOString();
    await ctx.app.db
      .insertInto('images')
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          user_id: user.id,
          home_id: home.id,
          kind: 'home' as const,
          file: `images/00/placeholder-${i}.jpg`,
          width: 1,
          height: 1,
          bytes: 1,
          sha256: '0'.repeat(64),
          public_id: newImagePublicId(),
          created_at: now,
        })),
      )
      .execute();
    const res = await upload(ctx, `/api/homes/${home.id}/images`, [imageFile(await makeJpeg())], cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Une annonce compte au plus 20 photos.' });
    expect(await imagesOf(user.id)).toHaveLength(20);
  });
});

describe('DELETE /api/homes/:id/images/:imageId', () => {
  it('removes the photo from image_orders and from disk, and recomputes the step', async () => {
    const { cookie } = await signup(ctx.app, { type: 'proprietaire' });
    const home = (await homesApi(ctx).post(completeListing(cities.lyon), cookie)).json();
    const a = (await upload(ctx, `/api/homes/${home.id}/images`, [imageFile(await makeJpeg())], cookie)).json();
    const b = (await upload(ctx, `/api/homes/${home.id}/images`, [imageFile(await makeJpeg())], cookie)).json();
    const rowA = await ctx.app.db.selectFrom('images').selectAll().where('id', '=', a.id).executeTakeFirstOrThrow();

    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/homes/${home.id}/images/${a.id}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: home.id, image_orders: [b.id], photos: [{ id: b.id, public_id: b.public_id }], step: 3 });
    expect(fs.existsSync(path.join(ctx.dataDir, rowA.file))).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: a.url })).statusCode).toBe(404);

    const last = await ctx.app.inject({ method: 'DELETE', url: `/api/homes/${home.id}/images/${b.id}`, headers: { cookie } });
    expect(last.json()).toMatchObject({ image_orders: [], step: 2 });
  });

  it("answers 403 on someone else's home, 404 for a photo of another home, 401 anonymous", async () => {
    const alice = await signup(ctx.app, { type: 'proprietaire' });
    const bob = await signup(ctx.app, { type: 'proprietaire' });
    const aliceHome = (await homesApi(ctx).post({}, alice.cookie)).json();
    const bobHome = (await homesApi(ctx).post({}, bob.cookie)).json();
    const photo = (await upload(ctx, `/api/homes/${aliceHome.id}/images`, [imageFile(await makeJpeg())], alice.cookie)).json();
    const url = (homeId: number) => `/api/homes/${homeId}/images/${photo.id}`;

    expect((await ctx.app.inject({ method: 'DELETE', url: url(aliceHome.id), headers: { cookie: bob.cookie } })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'DELETE', url: url(bobHome.id), headers: { cookie: bob.cookie } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: url(aliceHome.id) })).statusCode).toBe(401);
    const malformed = await ctx.app.inject({ method: 'DELETE', url: `/api/homes/${aliceHome.id}/images/abc`, headers: { cookie: alice.cookie } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: "L'identifiant est invalide." });
    expect((await homesApi(ctx).get(aliceHome.id, alice.cookie)).json().image_orders).toEqual([photo.id]);
    // The advert is not published: its photo is still there, for its owner only (access.ts).
    expect((await ctx.app.inject({ method: 'GET', url: photo.url, headers: { cookie: alice.cookie } })).statusCode).toBe(200);
  });
});
