import { PAGE_CSP } from '../../src/modules/payments/sandbox/pages';
import { JSON_CSP } from '../../src/plugins/security-headers';
import { createTestApp, type TestContext } from '../helpers/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('security headers', () => {
  it('sends the usual headers on API answers, without HSTS over plain HTTP', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/site-config' });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'SAMEORIGIN',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-site',
      'x-permitted-cross-domain-policies': 'none',
      'x-dns-prefetch-control': 'off',
      'content-security-policy': JSON_CSP,
    });
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps them on errors', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/inconnu' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe(JSON_CSP);
  });

  it("never replaces a route's own policy (the sandbox provider's pages)", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/sandbox-provider/sessions/inconnue-0000' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toBe(PAGE_CSP);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets browsers load remotes from another origin (a shell deployed elsewhere)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/remotes/mf-public/remoteEntry.js' });
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const api = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['cross-origin-resource-policy']).toBe('same-site');
  });

  it('sends HSTS when PUBLIC_URL is https', async () => {
    const https = await createTestApp({ publicUrl: 'https://www.toitpartage.fr' });
    try {
      const res = await https.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    } finally {
      await https.close();
    }
  });
});
