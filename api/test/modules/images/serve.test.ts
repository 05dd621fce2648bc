import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_SIZES } from '../../../src/modules/images/sizes';
import { createTestApp, signup, type TestContext } from '../../helpers/app';
import { imageFile, makeJpeg, upload } from '../homes/fixtures';

let ctx: TestContext;
let imageId: number;
/** images.id -> the public id its URL names (the disk cache is still kept by images.id). */
const publicIds = new Map<number, string>();
const keyOf = (id: number) => publicIds.get(id)!;

/** Uploads an avatar; answers its images.id, remembering its public id. */
async function uploaded(res: { json(): { id: number; url: string } }): Promise<number> {
  const { id, url } = res.json();
  publicIds.set(id, url.split('/')[2]!);
  return id;
}

beforeAll(async () => {
  ctx = await createTestApp();
  const { cookie } = await signup(ctx.app);
  imageId = await uploaded(await upload(ctx, '/api/users/upload', [imageFile(await makeJpeg(800, 500))], cookie));
});
afterAll(async () => {
  await ctx.close();
});

/** A new image with no variant cached yet. */
async function freshImage(): Promise<number> {
  const { cookie } = await signup(ctx.app);
  return uploaded(await upload(ctx, '/api/users/upload', [imageFile(await makeJpeg(700, 400))], cookie));
}

function get(url: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url, headers });
}

function cachedVariants(id: number): string[] {
  const dir = path.join(ctx.dataDir, 'image-cache', String(id));
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

describe('GET /image/:id/:width/:height', () => {
  it('answers a JPEG of exactly the size asked, with long-lived cache headers', async () => {
    const res = await get(`/image/${keyOf(imageId)}/640/480`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.vary).toMatch(/accept/i);
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{16}-640x480-jpeg"$/);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
  });

  it('serves every allowed size at its exact dimensions', async () => {
    for (const [width, height] of IMAGE_SIZES) {
      const res = await get(`/image/${keyOf(imageId)}/${width}/${height}`);
      expect(res.statusCode).toBe(200);
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width, height });
    }
  });

  it('serves the Open Graph size 1200×630 cropped (not letterboxed) as JPEG and WebP', async () => {
    // An 800×500 original (1.6:1) is wider than 4:3 but narrower than 1.91:1: cover must crop it.
    const jpeg = await get(`/image/${keyOf(imageId)}/1200/630`);
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(jpeg.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    // Cropped: the top-left pixel is the gradient's light corner (#f4d9b0), not a black or white bar.
    const { data } = await sharp(jpeg.rawPayload).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect(Math.abs(data[0]! - 0xf4) + Math.abs(data[1]! - 0xd9) + Math.abs(data[2]! - 0xb0)).toBeLessThan(45);
    const webp = await get(`/image/${keyOf(imageId)}/1200/630`, { accept: 'image/webp,*/*' });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 630 });
    // Not in the list: still a 404.
    expect((await get(`/image/${keyOf(imageId)}/1200/631`)).statusCode).toBe(404);
  });

  it('answers WebP when the browser accepts it, with its own ETag', async () => {
    const accept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    const res = await get(`/image/${keyOf(imageId)}/320/240`, { accept });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers.vary).toMatch(/accept/i);
    expect(res.headers.etag).toMatch(/-320x240-webp"$/);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
    expect((await get(`/image/${keyOf(imageId)}/320/240`, { accept: 'image/webp;q=0, image/*' })).headers['content-type']).toBe('image/jpeg');
  });

  it('reads the second request from the disk cache', async () => {
    const id = await freshImage();
    expect(cachedVariants(id)).toEqual([]);
    const first = await get(`/image/${keyOf(id)}/960/720`);
    const [cached] = cachedVariants(id);
    expect(cached).toMatch(/^[0-9a-f]{16}-960x720\.jpg$/);
    const file = path.join(ctx.dataDir, 'image-cache', String(id), cached!);
    expect(fs.readFileSync(file).equals(first.rawPayload)).toBe(true);

    // A marker in the cached file proves the next answer comes from disk, not from a new resize.
    const marker = await sharp({ create: { width: 960, height: 720, channels: 3, background: '#ff0000' } }).jpeg().toBuffer();
    fs.writeFileSync(file, marker);
    const second = await get(`/image/${keyOf(id)}/960/720`);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(marker)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get(`/image/${keyOf(imageId)}/128/128`);
    const res = await get(`/image/${keyOf(imageId)}/128/128`, { 'if-none-match': first.headers.etag as string });
    expect(res.statusCode).toBe(304);
    expect(res.rawPayload.length).toBe(0);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['a size outside the list', () => `/image/${keyOf(imageId)}/100/100`],
    ['a swapped size', () => `/image/${keyOf(imageId)}/480/640`],
    ['a huge size', () => `/image/${keyOf(imageId)}/20000/15000`],
    ['a non-numeric size', () => `/image/${keyOf(imageId)}/abc/480`],
    ['an unknown image', () => '/image/987654/640/480'],
    ['a malformed id', () => '/image/..%2F..%2Fetc/640/480'],
    ['a zero id', () => '/image/0/640/480'],
  ])('answers 404 for %s, not cacheable', async (_label, url) => {
    const res = await get(url());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Ressource introuvable.' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('makes no cache file for a refused size', async () => {
    await get(`/image/${keyOf(imageId)}/100/100`);
    expect(cachedVariants(imageId).some((f) => f.includes('100x100'))).toBe(false);
  });

  it('answers 404 when the original has disappeared from disk', async () => {
    const { cookie } = await signup(ctx.app);
    const id = await uploaded(await upload(ctx, '/api/users/upload', [imageFile(await makeJpeg())], cookie));
    const row = await ctx.app.db.selectFrom('images').select('file').where('id', '=', id).executeTakeFirstOrThrow();
    fs.rmSync(path.join(ctx.dataDir, row.file));
    expect((await get(`/image/${keyOf(id)}/640/480`)).statusCode).toBe(404);
  });

  it('serves concurrent first requests of one variant identically, leaving one cache file', async () => {
    const id = await freshImage();
    const responses = await Promise.all(Array.from({ length: 5 }, () => get(`/image/${keyOf(id)}/1600/1200`)));
    for (const res of responses) {
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(responses[0]!.rawPayload)).toBe(true);
    }
    // No temporary file left behind by a second writer.
    expect(cachedVariants(id)).toEqual([expect.stringMatching(/-1600x1200\.jpg$/)]);
  });
});
