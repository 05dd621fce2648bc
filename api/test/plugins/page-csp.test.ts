import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { injectNonce, remoteOriginsOf } from '../../src/plugins/page-csp';
import { createTestApp, type TestContext } from '../helpers/app';

// Shaped like the shell's built index.html (HtmlRspackPlugin output): one inline style, one deferred entry.
const INDEX =
  '<!doctype html><html lang="fr"><head><link rel="icon" href="/favicon.svg"><style>body{margin:0}</style><script defer src="/main.28dc67c3.js"></script></head><body><div id="root"></div></body></html>';
const OFFLINE = '<!doctype html><html><head><style>p{}</style></head><body><p>Hors ligne</p><script>window.addEventListener("online", () => location.reload());</script></body></html>';

let webRoot: string;
let ctx: TestContext;

/** The directives of a policy, by name. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values] as const;
    }),
  );
}

function nonceOf(csp: string): string {
  const match = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp);
  if (!match) throw new Error(`no nonce in ${csp}`);
  return match[1]!;
}

beforeAll(async () => {
  webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'tp-csp-'));
  await fs.mkdir(path.join(webRoot, 'shell', 'dist'), { recursive: true });
  await fs.writeFile(path.join(webRoot, 'shell', 'dist', 'index.html'), INDEX);
  await fs.writeFile(path.join(webRoot, 'shell', 'dist', 'offline.html'), OFFLINE);
  await fs.writeFile(path.join(webRoot, 'shell', 'dist', 'main.28dc67c3.js'), 'console.log(1)');
  await fs.writeFile(
    path.join(webRoot, 'shell', 'dist', 'remotes.json'),
    JSON.stringify({
      mf_public: '/remotes/mf-public/mf-manifest.json',
      mf_matching: 'https://matching.cdn.example/v42/mf-manifest.json',
      mf_messaging: 'http://localhost:8080/remotes/mf-messaging/mf-manifest.json',
    }),
  );
  ctx = await createTestApp({ webRoot, chatWidgetUrl: 'https://widget.example/loader.js' });
});
afterAll(async () => {
  await ctx.close();
  await fs.rm(webRoot, { recursive: true, force: true });
});

describe("the shell's Content-Security-Policy", () => {
  it('puts a fresh nonce on every script and style of index.html, the same one as in the header', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/' });
    const second = await ctx.app.inject({ method: 'GET', url: '/colocation-lyon/12' });
    const nonces = [first, second].map((res) => nonceOf(String(res.headers['content-security-policy'])));
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(Buffer.from(nonces[0]!, 'base64')).toHaveLength(16);
    for (const [i, res] of [first, second].entries()) {
      expect(res.body).toContain(`<script nonce="${nonces[i]}" defer src="/main.28dc67c3.js">`);
      expect(res.body).toContain(`<style nonce="${nonces[i]}">`);
      expect(res.body.match(/<script/g)).toHaveLength(res.body.match(/<script nonce="/g)!.length);
      // A revalidated copy would keep an old nonce in its body: nothing to revalidate against.
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers['last-modified']).toBeUndefined();
    }
  });

  it('allows only nonced scripts and what they load, and no plugin, base, frame or foreign form', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp.get('script-src')!.slice(0, 2)).toEqual([`'nonce-${nonceOf(String(res.headers['content-security-policy']))}'`, "'strict-dynamic'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    // Over plain HTTP nothing is upgraded (local development would break).
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('lets the page fetch the manifests of remotes hosted elsewhere, talk to the chat socket and load the widget', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/', headers: { host: 'localhost:8080' } });
    const csp = directives(String(res.headers['content-security-policy']));
    const connect = csp.get('connect-src')!;
    expect(connect).toEqual(expect.arrayContaining(["'self'", 'ws://localhost:8080', 'https://matching.cdn.example', 'https://widget.example']));
    // Same-origin remotes need nothing more than 'self'.
    expect(connect).not.toContain('http://localhost:8080');
    for (const name of ['style-src', 'img-src', 'font-src']) expect(csp.get(name)).toEqual(expect.arrayContaining(['https://matching.cdn.example', 'https://widget.example']));
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://widget.example']);
  });

  it('builds the policy from PUBLIC_URL and remotes.json only, whatever the Host header says (issue 17, finding 7)', async () => {
    for (const host of ['evil.example', 'evil.example:8080', "evil; script-src 'unsafe-eval'"]) {
      for (const url of ['/', '/offline.html', '/colocation-lyon/1']) {
        const res = await ctx.app.inject({ method: 'GET', url, headers: { host } });
        const header = String(res.headers['content-security-policy'] ?? '');
        if (!header) continue;
        expect(header).not.toContain('evil');
        expect(header).not.toContain('unsafe-eval');
        expect(directives(header).get('connect-src')).toEqual(expect.arrayContaining(['ws://localhost:8080']));
      }
    }
  });

  it('gives the offline page its own nonce too (its retry button is an inline script)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/offline.html' });
    const nonce = nonceOf(String(res.headers['content-security-policy']));
    expect(res.body).toContain(`<script nonce="${nonce}">`);
  });

  it('leaves scripts and other files without a page policy', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/main.28dc67c3.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBeUndefined();
  });

  it('upgrades insecure requests and answers wss: when the site is HTTPS', async () => {
    const https = await createTestApp({ webRoot, publicUrl: 'https://www.toitpartage.fr' });
    try {
      const res = await https.app.inject({ method: 'GET', url: '/', headers: { host: 'www.toitpartage.fr' } });
      const csp = directives(String(res.headers['content-security-policy']));
      expect(csp.has('upgrade-insecure-requests')).toBe(true);
      expect(csp.get('connect-src')).toContain('wss://www.toitpartage.fr');
    } finally {
      await https.close();
    }
  });
});

describe('page-csp helpers', () => {
  it('reads the origins of remotes.json entries on other origins only', () => {
    const json = JSON.stringify({ a: '/remotes/a/mf-manifest.json', b: 'https://b.example/x/mf-manifest.json', c: 'https://b.example/y.json', d: 'http://me.example/z.json', e: 42 });
    expect(remoteOriginsOf(json, ['http://me.example'])).toEqual(['https://b.example']);
    expect(remoteOriginsOf('not json', [])).toEqual([]);
  });

  it('adds the nonce to script, style and link tags only', () => {
    expect(injectNonce('<script src="/a.js"></script><scripts><style>x</style><link rel="modulepreload" href="/b.js"><p>', 'N')).toBe(
      '<script nonce="N" src="/a.js"></script><scripts><style nonce="N">x</style><link nonce="N" rel="modulepreload" href="/b.js"><p>',
    );
  });
});
