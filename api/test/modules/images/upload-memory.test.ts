import sharp from 'sharp';
import { createTestApp, signup, type TestContext } from '../../helpers/app';
import { DECODE_LIMITS, DECODE_MESSAGES, decodeQueueState, inDecodeQueue } from '../../../src/modules/images/decode-queue';
import { MAX_IMAGE_PIXELS, processUpload, withinPixelLimits } from '../../../src/modules/images/process';
import { UPLOAD_RATE_LIMITS, UPLOAD_RATE_MESSAGE } from '../../../src/modules/images/rate-limit';
import { imageFile, makeJpeg, upload } from '../homes/fixtures';
import { zeroPng } from './zero-png';

/*
 * Issue 17, finding 2: an 8944×8944 all-zero PNG (233 KB, 80 MP) was accepted and cost about
 * 0.9 GB to decode; three at once took the process to 3.2 GB. The peak RSS of ten at once is
 * printed by `npm run bench -- upload-memory`.
 */

const DIMENSIONS = "L'image est trop grande : 12 000 pixels de côté et 50 millions de pixels au maximum.";

describe('pixel cap read from the header', () => {
  it('is about what a phone photo needs: 50 MP', () => {
    expect(MAX_IMAGE_PIXELS).toBe(50_000_000);
    expect(withinPixelLimits(8160, 6120)).toBe(true); // a 50 MP phone sensor
    expect(withinPixelLimits(8944, 8944)).toBe(false);
    expect(withinPixelLimits(12001, 100)).toBe(false);
  });

  it('refuses the 233 KB PNG that declares 80 MP without decoding it', async () => {
    const png = zeroPng(8944);
    expect(png.length).toBeLessThan(300 * 1024);
    const since = performance.now();
    await expect(processUpload(png)).rejects.toMatchObject({ statusCode: 400, message: DIMENSIONS });
    // Decoding it took 1.6–1.9 s; reading the header takes milliseconds.
    expect(performance.now() - since).toBeLessThan(500);
  });

  it('refuses a PNG whose header declares more than the cap even if its pixel data is missing', async () => {
    const png = zeroPng(8000, 7000);
    // IHDR intact, IDAT cut short: only the header can have been read to answer « trop grande ».
    await expect(processUpload(png.subarray(0, 60))).rejects.toMatchObject({ statusCode: 400, message: DIMENSIONS });
  });
});

describe('decode queue', () => {
  it('runs at most two decodes at once, the others wait their turn', async () => {
    const images = await Promise.all(Array.from({ length: 6 }, (_, i) => makeJpeg(1200 + i, 900)));
    let mostActive = 0;
    let mostWaiting = 0;
    const watch = setInterval(() => {
      const { active, waiting } = decodeQueueState();
      mostActive = Math.max(mostActive, active);
      mostWaiting = Math.max(mostWaiting, waiting);
    }, 1);
    try {
      const results = await Promise.all(images.map((image) => processUpload(image)));
      expect(results.map((r) => r.width)).toEqual([1200, 1201, 1202, 1203, 1204, 1205]);
    } finally {
      clearInterval(watch);
    }
    expect(DECODE_LIMITS.parallel).toBe(2);
    expect(mostActive).toBeLessThanOrEqual(2);
    expect(mostWaiting).toBeGreaterThan(0);
  });

  it('sets sharp to one thread per decode and no bitmap cache', () => {
    expect(sharp.concurrency()).toBe(1);
    expect(sharp.cache()).toMatchObject({ memory: { max: 0 }, items: { max: 0 } });
  });

  it('refuses at once with a French 503 when too many decodes already wait', async () => {
    const releases: Array<() => void> = [];
    const held = Array.from({ length: DECODE_LIMITS.parallel + DECODE_LIMITS.waiting }, () =>
      inDecodeQueue(() => new Promise<void>((resolve) => releases.push(resolve))),
    );
    await new Promise((resolve) => setImmediate(resolve));
    await expect(inDecodeQueue(async () => 'too many')).rejects.toMatchObject({ statusCode: 503, message: DECODE_MESSAGES.busy });
    // Releasing the running ones lets the waiting ones through: nothing is lost.
    while (releases.length || decodeQueueState().active) {
      releases.splice(0).forEach((release) => release());
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(held);
    expect(decodeQueueState()).toEqual({ active: 0, waiting: 0 });
  });
});

describe('per-account upload rate limit', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it(`answers a French 429 past ${UPLOAD_RATE_LIMITS.avatars} avatars in ${UPLOAD_RATE_LIMITS.windowMs / 60_000} minutes, per account`, async () => {
    const jpeg = await makeJpeg(32, 32);
    const { cookie } = await signup(ctx.app);
    for (let i = 0; i < UPLOAD_RATE_LIMITS.avatars; i++) {
      expect((await upload(ctx, '/api/users/upload', [imageFile(jpeg)], cookie)).statusCode).toBe(200);
    }
    const refused = await upload(ctx, '/api/users/upload', [imageFile(jpeg)], cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: UPLOAD_RATE_MESSAGE });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not held back by the first one.
    const other = await signup(ctx.app);
    expect((await upload(ctx, '/api/users/upload', [imageFile(jpeg)], other.cookie)).statusCode).toBe(200);
  });
});
