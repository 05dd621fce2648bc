// The web plugin with a shell that has a server build: statuses and redirects from the renderer,
// a fresh nonce per response (also in pages served again from the cache), the cache emptied by a
// successful write, and an advert view counted for every page served.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createPageCache } from '../../src/plugins/page-cache';
import { todayInFrance } from '../../src/modules/profiles/age';
import { createTestApp, signup, type TestContext } from '../helpers/app';

const INDEX = '<!doctype html><html lang="fr"><head><title>Toit Partagé</title><script defer src="/main.3f2a9c1b.js"></script></head><body><div id="root"><div class="tp-boot">Chargement</div></div></body></html>';

/**
 * A stand-in for shell/dist/server/index.js (the real one is built from shell/src/server and covered
 * by the shell's own tests and the e2e suite): it counts its renders in a file beside it.
 */
const FAKE_RENDERER = `
const fs = require('node:fs');
const path = require('node:path');
const { PassThrough } = require('node:stream');
const counter = path.join(__dirname, 'renders.txt');
exports.createShellRenderer = () => ({
  async render({ url, template, nonce }) {
    fs.appendFileSync(counter, url + '\\n');
    if (url === '/ancien-lien') return { kind: 'redirect', status: 301, location: '/nouveau-lien' };
    const body = new PassThrough();
    const status = url.startsWith('/introuvable') ? 404 : 200;
    body.end(template.replace('<div id="root"><div class="tp-boot">Chargement</div></div>', '<div id="root" data-ssr="1"><h1>Rendu ' + url + '</h1><script nonce="' + nonce + '" type="application/json">{}</script></div>'));
    return { kind: 'page', status, body, head: { title: 'x', canonical: null, noindex: false }, serverRendered: true };
  },
});
`;

let webRoot: string;
let ctx: TestContext;

async function write(relative: string, content: string): Promise<void> {
  const file = path.join(webRoot, relative);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, content);
}

async function renders(): Promise<string[]> {
  const text = await fs.readFile(path.join(webRoot, 'shell/dist/server/renders.txt'), 'utf8').catch(() => '');
  return text.split('\n').filter(Boolean);
}

beforeAll(async () => {
  webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'tp-ssr-'));
  await write('shell/dist/index.html', INDEX);
  await write('shell/dist/remotes.json', JSON.stringify({ mf_public: '/remotes/mf-public/mf-manifest.json' }));
  await write('shell/dist/server/index.js', FAKE_RENDERER);
  ctx = await createTestApp({ webRoot });
});
afterAll(async () => {
  await ctx.close();
  await fs.rm(webRoot, { recursive: true, force: true });
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

describe('server-rendered pages', () => {
  it('answers the status the page has, with a fresh nonce in the HTML and its CSP', async () => {
    const first = await get('/faq');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<h1>Rendu /faq</h1>');
    const nonce = nonceOf(first.headers['content-security-policy'] as string);
    expect(nonce).toBeTruthy();
    expect(first.body).toContain(`<script nonce="${nonce}" type="application/json">`);
    expect(first.body).not.toContain(ctx.app.pageCache.noncePlaceholder);

    const missing = await get('/introuvable');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<h1>Rendu /introuvable</h1>');
  });

  it('redirects to the canonical URL the renderer names', async () => {
    const res = await get('/ancien-lien');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/nouveau-lien');
  });

  it('serves a page again from the cache with a new nonce, until a write succeeds', async () => {
    ctx.app.pageCache.clear();
    const before = (await renders()).filter((url) => url === '/qui-sommes-nous').length;
    const first = await get('/qui-sommes-nous');
    const second = await get('/qui-sommes-nous');
    expect((await renders()).filter((url) => url === '/qui-sommes-nous').length).toBe(before + 1);
    const [n1, n2] = [nonceOf(first.headers['content-security-policy'] as string), nonceOf(second.headers['content-security-policy'] as string)];
    expect(n1).not.toBe(n2);
    expect(second.body).toContain(`nonce="${n2}"`);
    expect(second.body).not.toContain(`nonce="${n1}"`);

    // A refused write changes nothing; a successful one (here: the newsletter) empties the cache.
    await ctx.app.inject({ method: 'POST', url: '/api/newsletters', payload: { email: 'pas-une-adresse' }, headers: { origin: ctx.app.config.publicUrl } });
    await get('/qui-sommes-nous');
    expect((await renders()).filter((url) => url === '/qui-sommes-nous').length).toBe(before + 1);
    const subscribed = await ctx.app.inject({ method: 'POST', url: '/api/newsletters', payload: { email: 'lectrice@example.fr' }, headers: { origin: ctx.app.config.publicUrl } });
    expect(subscribed.statusCode).toBeLessThan(400);
    await get('/qui-sommes-nous');
    expect((await renders()).filter((url) => url === '/qui-sommes-nous').length).toBe(before + 2);
  });
});

describe('advert page views (issue 17, finding 6)', () => {
  it('counts one view per visitor per advert per day, rendered or from the cache, as the JSON does', async () => {
    const { user, cookie } = await signup(ctx.app);
    const now = new Date().toISOString();
    const home = await ctx.app.db
      .insertInto('homes')
      .values({ user_id: user.id, is_coloc: 1, step: 0, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const page = `/colocation-lyon/${home.id}`;
    const count = async () =>
      (await ctx.app.db.selectFrom('advert_views').select('count').where('home_id', '=', home.id).where('day', '=', todayInFrance()).executeTakeFirst())?.count ?? 0;
    const visit = (ip: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: page, remoteAddress: ip, headers });

    // The first is rendered, the next ones come from the page cache: still one view.
    for (let i = 0; i < 10; i++) expect((await visit('198.51.100.30')).statusCode).toBe(200);
    expect(await count()).toBe(1);
    await visit('198.51.100.31');
    expect(await count()).toBe(2);
    // A signed-in visitor is one visitor, from any address.
    await visit('198.51.100.32', { cookie });
    await visit('198.51.100.33', { cookie });
    expect(await count()).toBe(3);
  });
});

describe('createPageCache', () => {
  it('forgets pages after their lifetime and the least recently used past its size', () => {
    let now = 1_000;
    const cache = createPageCache({ maxEntries: 2, ttlMs: 100, now: () => now });
    cache.set('a', { status: 200, html: 'A' });
    cache.set('b', { status: 200, html: 'B' });
    expect(cache.get('a')?.html).toBe('A');
    cache.set('c', { status: 200, html: 'C' });
    expect(cache.get('b')).toBeNull();
    expect(cache.get('a')?.html).toBe('A');
    now = 1_100;
    expect(cache.get('a')?.html).toBe('A');
    now = 1_101;
    expect(cache.get('a')).toBeNull();
    expect(cache.size).toBe(1);
  });

  it('keeps at most maxBytes of pages, dropping the least recently used first', () => {
    const page = (letter: string) => ({ status: 200, html: letter.repeat(1000) });
    // Each page weighs about 2 KB (UTF-16): three fit in 7 KB, not four.
    const cache = createPageCache({ maxEntries: 100, maxBytes: 7_000 });
    for (const key of ['a', 'b', 'c']) cache.set(key, page(key));
    expect(cache.size).toBe(3);
    expect(cache.get('a')?.html).toBe('a'.repeat(1000));
    cache.set('d', page('d'));
    expect(cache.size).toBe(3);
    expect(cache.bytes).toBeLessThanOrEqual(7_000);
    expect(cache.get('b')).toBeNull();
    expect(cache.get('a')).not.toBeNull();
    expect(cache.get('d')).not.toBeNull();
  });

  it('does not keep a page larger than its whole budget, nor drop the others for it', () => {
    const cache = createPageCache({ maxBytes: 10_000 });
    cache.set('small', { status: 200, html: 'x'.repeat(100) });
    cache.set('huge', { status: 200, html: 'y'.repeat(10_000) });
    expect(cache.get('huge')).toBeNull();
    expect(cache.get('small')).not.toBeNull();
  });

  it('keeps nothing when its lifetime is 0 (PAGE_CACHE_TTL_MS=0)', () => {
    const cache = createPageCache({ ttlMs: 0 });
    cache.set('a', { status: 200, html: 'A' });
    expect(cache.get('a')).toBeNull();
  });

  it('bounds the number of pages as well, whatever their size', () => {
    const cache = createPageCache({ maxEntries: 50 });
    for (let i = 0; i < 120; i++) cache.set(`/page-${i}`, { status: 200, html: 'p' });
    expect(cache.size).toBe(50);
    expect(cache.get('/page-0')).toBeNull();
    expect(cache.get('/page-119')).not.toBeNull();
  });
});
