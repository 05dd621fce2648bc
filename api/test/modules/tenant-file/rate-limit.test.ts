import { SHARED_FILE_RATE_LIMITS } from '../../../src/modules/tenant-file/routes';
import { createTestApp, type TestContext } from '../../helpers/app';

// Its own app: the limit is per address, and every injected request comes from the same one.
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('rate limits of the public shared-file routes', () => {
  it('stops an address that tries too many tokens, in French', async () => {
    const token = (n: number) => `essai-${String(n).padStart(20, '0')}`;
    for (let n = 0; n < SHARED_FILE_RATE_LIMITS.viewsPerMinute; n += 1) {
      expect((await ctx.app.inject({ method: 'GET', url: `/api/shared-files/${token(n)}` })).statusCode).toBe(404);
    }
    const stopped = await ctx.app.inject({ method: 'GET', url: `/api/shared-files/${token(999)}` });
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json()).toEqual({ error: 'Trop de tentatives. Réessayez dans quelques minutes.' });
    // The signed-in routes are not limited by it.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/tenant-file' })).statusCode).toBe(401);
  });

  it('limits the downloads separately', async () => {
    for (let n = 0; n < SHARED_FILE_RATE_LIMITS.downloadsPerMinute; n += 1) {
      expect((await ctx.app.inject({ method: 'GET', url: `/api/shared-files/${'x'.repeat(43)}/documents/${n + 1}` })).statusCode).toBe(404);
    }
    expect((await ctx.app.inject({ method: 'GET', url: `/api/shared-files/${'x'.repeat(43)}/documents/1` })).statusCode).toBe(429);
  });
});
