import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { cacheControlFor, FRONT_END_NOT_BUILT } from '../../src/plugins/web';
import { createTestApp, type TestContext } from '../helpers/app';

const INDEX =
  '<!doctype html><html lang="fr"><head><title>Toit Partagé</title><style>body{margin:0}</style><script defer src="/main.3f2a9c1b.js"></script></head><body><div id="root"></div></body></html>';
/** The page as built, once the per-response nonce attributes are taken out again. */
const withoutNonce = (html: string) => html.replace(/ nonce="[A-Za-z0-9+/=]+"/g, '');
const MAIN = `console.log(${JSON.stringify('x'.repeat(4000))});`;

let webRoot: string;
let ctx: TestContext;

async function write(relative: string, content: string): Promise<void> {
  const file = path.join(webRoot, relative);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, content);
}

beforeAll(async () => {
  webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'tp-web-'));
  await write('shell/dist/index.html', INDEX);
  await write('shell/dist/main.3f2a9c1b.js', MAIN);
  await write('shell/dist/assets/123.abcd1234.css', 'body{margin:0}');
  await write('shell/dist/favicon.ico', 'ico');
  await write('shell/dist/sw.js', 'self.addEventListener("fetch", () => {});');
  await write('shell/dist/remotes.json', JSON.stringify({ mf_public: '/remotes/mf-public/mf-manifest.json' }));
  await write('mf-public/dist/mf-manifest.json', JSON.stringify({ name: 'mf_public' }));
  await write('mf-public/dist/remoteEntry.js', 'var mf_public;');
  await write('mf-public/dist/static/js/456.0123abcd.js', 'export {};');
  await write('mf-public/src/secret.ts', 'not served');
  ctx = await createTestApp({ webRoot });
});
afterAll(async () => {
  await ctx.close();
  await fs.rm(webRoot, { recursive: true, force: true });
});

function get(url: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url, headers });
}

describe('shell', () => {
  it('serves index.html at /, not cached, with the security headers', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(withoutNonce(res.body)).toBe(INDEX);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // The shell is never framed (frame-ancestors 'none' in its CSP, for older browsers too).
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('falls back to index.html (200) for client-side routes', async () => {
    for (const url of ['/signin', '/users/home-matching?home_id=3', '/colocation-lyon/12', '/une/page/inconnue']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(withoutNonce(res.body)).toBe(INDEX);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed files as immutable and other files as no-cache', async () => {
    const main = await get('/main.3f2a9c1b.js');
    expect(main.statusCode).toBe(200);
    expect(main.headers['content-type']).toMatch(/javascript/);
    expect(main.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/123.abcd1234.css')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.ico')).headers['cache-control']).toBe('no-cache');
    expect((await get('/sw.js')).headers['cache-control']).toBe('no-cache');
  });

  it('answers HEAD like GET', async () => {
    const res = await ctx.app.inject({ method: 'HEAD', url: '/main.3f2a9c1b.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });

  it('does not serve files outside shell/dist', async () => {
    for (const url of ['/../mf-public/src/secret.ts', '/%2e%2e/mf-public/src/secret.ts', '/..%2fmf-public%2fsrc%2fsecret.ts']) {
      const res = await get(url);
      expect(res.body).not.toContain('not served');
    }
  });

  it('compresses text with brotli or gzip', async () => {
    const br = await get('/main.3f2a9c1b.js', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(MAIN);
    const gzip = await get('/main.3f2a9c1b.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(MAIN);
    const options = await get('/api/options', { 'accept-encoding': 'br' });
    expect(options.headers['content-encoding']).toBe('br');
  });
});

describe('remotes', () => {
  it('serves each mf-* dist under /remotes/<folder>/', async () => {
    const manifest = await get('/remotes/mf-public/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ name: 'mf_public' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await get('/remotes/mf-public/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
    const chunk = await get('/remotes/mf-public/static/js/456.0123abcd.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a JSON 404 for a missing file, an unknown remote, or a path outside dist', async () => {
    for (const url of ['/remotes/mf-public/absent.js', '/remotes/mf-absent/mf-manifest.json', '/remotes/shell/index.html', '/remotes/mf-public/../src/secret.ts', '/remotes/mf-public/%2e%2e/src/secret.ts']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Ressource introuvable.' });
    }
  });

  it('serves /remotes.json from shell/dist, re-read on each request, not cached', async () => {
    const first = await get('/remotes.json');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.json()).toEqual({ mf_public: '/remotes/mf-public/mf-manifest.json' });
    await write('shell/dist/remotes.json', JSON.stringify({ mf_public: 'https://cdn.example/mf-public/mf-manifest.json' }));
    expect((await get('/remotes.json')).json()).toEqual({ mf_public: 'https://cdn.example/mf-public/mf-manifest.json' });
  });

  it('reads REMOTES_FILE instead when it is set', async () => {
    const file = path.join(webRoot, 'custom-remotes.json');
    await fs.writeFile(file, '{"mf_public":"http://localhost:3001/mf-manifest.json"}');
    const custom = await createTestApp({ webRoot, remotesFile: file });
    try {
      const res = await custom.app.inject({ method: 'GET', url: '/remotes.json' });
      expect(res.json()).toEqual({ mf_public: 'http://localhost:3001/mf-manifest.json' });
    } finally {
      await custom.close();
    }
  });
});

describe('API paths', () => {
  it('answers a JSON 404 for unknown /api routes, whatever the method', async () => {
    for (const [method, url] of [
      ['GET', '/api/inconnu'],
      ['GET', '/api'],
      ['POST', '/api/inconnu'],
      ['DELETE', '/api/users/myself'],
    ] as const) {
      const res = await ctx.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ error: 'Ressource introuvable.' });
    }
  });

  it('does not fall back to index.html for other methods', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/signin' });
    expect(res.statusCode).toBe(404);
  });
});

describe('before the front-end is built', () => {
  it('answers a short French explanation instead of crashing', async () => {
    const empty = await createTestApp();
    try {
      const res = await empty.app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toBe(FRONT_END_NOT_BUILT);
      expect(res.body).toContain('npm start');
      expect((await empty.app.inject({ method: 'GET', url: '/remotes.json' })).statusCode).toBe(404);
      expect((await empty.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await empty.close();
    }
  });
});

describe('cacheControlFor', () => {
  it.each([
    ['main.3f2a9c1b.js', 'public, max-age=31536000, immutable'],
    ['123.abcd1234.css', 'public, max-age=31536000, immutable'],
    ['vendors.0123456789abcdef.js', 'public, max-age=31536000, immutable'],
    ['main.3f2a9c1b.js.map', 'public, max-age=31536000, immutable'],
    ['index.html', 'no-cache'],
    ['remotes.json', 'no-cache'],
    ['mf-manifest.json', 'no-cache'],
    ['remoteEntry.js', 'no-cache'],
    ['main.js', 'no-cache'],
    ['main.3f2a9c1.js', 'no-cache'],
    ['logo.svg', 'no-cache'],
  ])('%s -> %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});
