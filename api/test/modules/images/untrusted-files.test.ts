import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_QUOTA, QUOTA_MESSAGES } from '../../../src/modules/images/quota';
import { createTestApp, myself, signup, type TestContext } from '../../helpers/app';
import { homesApi, imageFile, makeJpeg, makePng, upload } from '../homes/fixtures';
import { makePdf, tenantFileKit } from '../tenant-file/fixtures';
import { newImagePublicId } from '../../../src/lib/images/public-id';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const SCRIPT = '<html><body><script>alert(document.cookie)</script></body></html>';

function filesUnder(folder: string): string[] {
  const root = path.join(ctx.dataDir, folder);
  if (!fs.existsSync(root)) return [];
  return fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)).sort();
}

/** Rows standing for images already stored, without the files (the quota reads the table). */
async function pretendStored(userId: number, count: number, bytesEach: number): Promise<void> {
  const now = new Date().toISOString();
  await ctx.app.db
    .insertInto('images')
    .values(
      Array.from({ length: count }, (_, i) => ({
        user_id: userId,
        home_id: null,
        kind: 'home' as const,
        file: `images/00/deja-la-${userId}-${i}.jpg`,
        width: 1,
        height: 1,
        bytes: bytesEach,
        sha256: '0'.repeat(64),
        public_id: newImagePublicId(),
        created_at: now,
      })),
    )
    .execute();
}

async function imageCount(userId: number): Promise<number> {
  return (await ctx.app.db.selectFrom('images').select('id').where('user_id', '=', userId).execute()).length;
}

describe('per-account image quota', () => {
  it(`refuses a photo beyond ${IMAGE_QUOTA.count} images with a French 409, storing nothing`, async () => {
    const { cookie, user } = await signup(ctx.app, { type: 'proprietaire' });
    const home = (await homesApi(ctx).post({}, cookie)).json();
    await pretendStored(user.id, IMAGE_QUOTA.count, 1000);
    const before = filesUnder('images');
    const res = await upload(ctx, `/api/homes/${home.id}/images`, [imageFile(await makeJpeg())], cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: QUOTA_MESSAGES.count });
    expect(await imageCount(user.id)).toBe(IMAGE_QUOTA.count);
    expect(filesUnder('images')).toEqual(before);
    const avatar = await upload(ctx, '/api/users/upload', [imageFile(await makeJpeg())], cookie);
    expect(avatar.statusCode).toBe(409);
  });

  it('accepts the last photo under the limit', async () => {
    const { cookie, user } = await signup(ctx.app, { type: 'proprietaire' });
    const home = (await homesApi(ctx).post({}, cookie)).json();
    await pretendStored(user.id, IMAGE_QUOTA.count - 1, 1000);
    expect((await upload(ctx, `/api/homes/${home.id}/images`, [imageFile(await makeJpeg())], cookie)).statusCode).toBe(200);
    expect((await upload(ctx, `/api/homes/${home.id}/images`, [imageFile(await makeJpeg())], cookie)).statusCode).toBe(409);
  });

  it('lets a user at the limit replace their avatar (the old one goes)', async () => {
    const { cookie, user } = await signup(ctx.app);
    expect((await upload(ctx, '/api/users/upload', [imageFile(await makeJpeg())], cookie)).statusCode).toBe(200);
    await pretendStored(user.id, IMAGE_QUOTA.count - 1, 1000);
    const res = await upload(ctx, '/api/users/upload', [imageFile(await makeJpeg(90, 90))], cookie);
    expect(res.statusCode).toBe(200);
    expect((await myself(ctx.app, cookie)).json().avatar.id).toBe(res.json().id);
    expect(await imageCount(user.id)).toBe(IMAGE_QUOTA.count);
  });

  it(`refuses a photo that would take the account over ${IMAGE_QUOTA.bytes / (1024 * 1024)} MB`, async () => {
    const { cookie, user } = await signup(ctx.app, { type: 'proprietaire' });
    const home = (await homesApi(ctx).post({}, cookie)).json();
    await pretendStored(user.id, 1, IMAGE_QUOTA.bytes - 100);
    const before = filesUnder('images');
    const res = await upload(ctx, `/api/homes/${home.id}/images`, [imageFile(await makeJpeg(300, 200))], cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: QUOTA_MESSAGES.bytes });
    expect(await imageCount(user.id)).toBe(1);
    expect(filesUnder('images')).toEqual(before);
    // Another account is not affected.
    const other = await signup(ctx.app, { type: 'proprietaire' });
    const otherHome = (await homesApi(ctx).post({}, other.cookie)).json();
    expect((await upload(ctx, `/api/homes/${otherHome.id}/images`, [imageFile(await makeJpeg())], other.cookie)).statusCode).toBe(200);
  });
});

describe('resize sizes', () => {
  it('answers 404 to any size outside the allow-list and renders nothing on disk', async () => {
    const { cookie } = await signup(ctx.app);
    const uploaded = (await upload(ctx, '/api/users/upload', [imageFile(await makeJpeg(700, 500))], cookie)).json();
    const id = uploaded.id;
    const publicId = uploaded.url.split('/')[2];
    const before = filesUnder('image-cache');
    for (const [w, h] of [[100, 100], [641, 480], [480, 640], [4000, 3000], [1, 1], [1600, 1201]]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/image/${publicId}/${w}/${h}` });
      expect(res.statusCode).toBe(404);
    }
    expect(filesUnder('image-cache')).toEqual(before);
    expect(fs.existsSync(path.join(ctx.dataDir, 'image-cache', String(id)))).toBe(false);
    // An allowed size is rendered and cached.
    expect((await ctx.app.inject({ method: 'GET', url: `/image/${publicId}/640/480` })).statusCode).toBe(200);
    expect(filesUnder('image-cache')).toHaveLength(before.length + 1);
  });
});

describe('no upload is ever served as HTML or script', () => {
  it.each<[string, () => Buffer]>([
    ['an HTML page behind a PNG signature', () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(SCRIPT)])],
    ['a GIF/JavaScript polyglot', () => Buffer.from('GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=alert(document.cookie);//')],
    ['an SVG with a script', () => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>`)],
    ['an HTML page declared as a JPEG', () => Buffer.from(SCRIPT)],
  ])('refuses %s', async (_label, make) => {
    const { cookie, user } = await signup(ctx.app);
    const res = await upload(ctx, '/api/users/upload', [imageFile(make(), 'photo.png', 'image/png')], cookie);
    expect(res.statusCode).toBe(400);
    expect(await imageCount(user.id)).toBe(0);
  });

  it('re-encodes a real image carrying HTML, so the payload never reaches a browser', async () => {
    // A valid PNG with a script in a text chunk and another after its end: both decoders and sniffers would see it.
    const png = await sharp(await makePng(40, 30)).withMetadata({ exif: { IFD0: { ImageDescription: SCRIPT } } }).png().toBuffer();
    const polyglot = Buffer.concat([png, Buffer.from(SCRIPT)]);
    const { cookie, user } = await signup(ctx.app);
    const res = await upload(ctx, '/api/users/upload', [imageFile(polyglot, 'page.html', 'text/html')], cookie);
    expect(res.statusCode).toBe(200);
    const row = await ctx.app.db.selectFrom('images').select('file').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(fs.readFileSync(path.join(ctx.dataDir, row.file)).includes(Buffer.from('<script'))).toBe(false);

    for (const accept of ['text/html', 'image/webp,*/*']) {
      const served = await ctx.app.inject({ method: 'GET', url: res.json().url, headers: { accept } });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toMatch(/^image\/(jpeg|webp)$/);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.includes(Buffer.from('<script'))).toBe(false);
    }
  });

  it('serves a PDF carrying HTML only as an inert attachment', async () => {
    const kit = tenantFileKit(ctx);
    const seeker = await kit.seeker();
    const polyglot = Buffer.concat([await makePdf('Avis'), Buffer.from(`\n${SCRIPT}\n`)]);
    const res = await kit.upload(seeker.cookie, kit.form(polyglot, {}, 'avis.html', 'text/html'));
    expect(res.statusCode).toBe(201);
    const doc = await ctx.app.db.selectFrom('tenant_documents').select('id').where('user_id', '=', seeker.user.id).executeTakeFirstOrThrow();
    const served = await ctx.app.inject({ method: 'GET', url: `/api/tenant-file/documents/${doc.id}`, headers: { cookie: seeker.cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });
});
