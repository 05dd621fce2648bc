import sharp from 'sharp';
import { dHash, hammingDistance } from '../../../src/modules/images';
import { createTestApp, signup, type TestContext } from '../../helpers/app';
import { completeListing, homesApi, imageFile, insertCities, makeJpeg, upload } from '../homes/fixtures';

/** A striped picture: enough structure for a meaningful hash. */
function stripes(width: number, height: number, colours: readonly string[]): Promise<Buffer> {
  const band = width / colours.length;
  const rects = colours.map((colour, i) => `<rect x="${i * band}" y="0" width="${band}" height="${height}" fill="${colour}"/>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${rects}<circle cx="${width * 0.7}" cy="${height * 0.4}" r="${height / 5}" fill="#222"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

describe('dHash', () => {
  it('answers 16 hex digits, the same for the same picture', async () => {
    const image = await stripes(400, 300, ['#eee', '#888', '#ccc', '#444']);
    const hash = await dHash(image);
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(await dHash(image)).toBe(hash);
  });

  it('stays within a few bits when the photo is resized and recompressed, and not for another picture', async () => {
    const original = await stripes(800, 600, ['#eee', '#888', '#ccc', '#444']);
    const copy = await sharp(original).resize(320, 240).jpeg({ quality: 40 }).toBuffer();
    const other = await stripes(800, 600, ['#333', '#ddd', '#555', '#fafafa']);
    const [a, b, c] = await Promise.all([dHash(original), dHash(copy), dHash(other)]);
    expect(hammingDistance(a, b)).toBeLessThanOrEqual(6);
    expect(hammingDistance(a, c)).toBeGreaterThan(6);
  });
});

describe('hammingDistance', () => {
  it('counts differing bits', () => {
    expect(hammingDistance('0000000000000000', '0000000000000000')).toBe(0);
    expect(hammingDistance('0000000000000000', '000000000000000f')).toBe(4);
    expect(hammingDistance('ffffffffffffffff', '0000000000000000')).toBe(64);
    expect(hammingDistance('ff', 'ffff')).toBe(Infinity);
  });
});

describe('POST /api/homes/:id/images', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('stores the photo with its fingerprint; a profile picture gets none', async () => {
    const cities = await insertCities(ctx.app.db);
    const { cookie } = await signup(ctx.app, { type: 'proprietaire' });
    const home = (await homesApi(ctx).post(completeListing(cities.lyon), cookie)).json();
    const data = await makeJpeg(64, 48);
    const res = await upload(ctx, `/api/homes/${home.id}/images`, [imageFile(data)], cookie);
    expect(res.statusCode).toBe(200);
    const row = await ctx.app.db.selectFrom('images').select(['phash', 'file']).where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(row.phash).toMatch(/^[0-9a-f]{16}$/);
    // The hash of the stored (re-encoded) original, so that a later backfill computes the same.
    expect(hammingDistance(row.phash!, await dHash(data))).toBeLessThanOrEqual(2);

    const avatar = await upload(ctx, '/api/users/upload', [imageFile(await makeJpeg(64, 64))], cookie);
    expect(avatar.statusCode).toBe(200);
    expect((await ctx.app.db.selectFrom('images').select('phash').where('id', '=', avatar.json().id).executeTakeFirstOrThrow()).phash).toBeNull();
  });
});
