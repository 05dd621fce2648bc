import Fastify, { type FastifyInstance } from 'fastify';
import fs from 'node:fs/promises';
import path from 'node:path';
import errors from '../../../src/plugins/errors';
import { seoPlugin, type SeoOptions } from '../../../src/modules/browse';
import { STATIC_PAGES, urlset, xmlEscape } from '../../../src/modules/browse/seo';
import { createTestApp, type TestContext } from '../../helpers/app';
import { BROWSE_CITIES, insertBrowseCities, insertHome, insertOwner } from './fixtures';

const SITE = 'https://www.toitpartage.fr';
let ctx: TestContext;
const homes: Record<string, number> = {};

beforeAll(async () => {
  // PUBLIC_URL with a trailing slash: the URLs must not get a double one.
  ctx = await createTestApp({ publicUrl: `${SITE}/` });
  // A built shell: its /* catch-all must still leave robots.txt and the sitemap to the SEO plugin.
  await fs.mkdir(path.join(ctx.config.webRoot, 'shell', 'dist'), { recursive: true });
  await fs.writeFile(path.join(ctx.config.webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><html lang="fr"><body>SPA</body></html>');

  const db = ctx.app.db;
  const cities = await insertBrowseCities(db);
  const ownerId = await insertOwner(db, 'seo.owner@exemple.fr');
  const at = (key: keyof typeof BROWSE_CITIES) => ({ ownerId, cityId: cities[key], city: BROWSE_CITIES[key].name, lat: BROWSE_CITIES[key].lat, lng: BROWSE_CITIES[key].lng });
  homes.lyonOld = (await insertHome(db, { ...at('lyon'), created_at: '2026-01-02T08:00:00.000Z', updated_at: '2026-03-04T09:10:11.123Z', rooms: [{ rent: 400 }] })).id;
  homes.lyonNew = (await insertHome(db, { ...at('lyon'), created_at: '2026-01-03T08:00:00.000Z', updated_at: '2026-05-06T07:08:09.000Z', rooms: [{ rent: 450 }] })).id;
  homes.stEtienne = (await insertHome(db, { ...at('saintEtienne'), created_at: '2026-02-01T08:00:00.000Z', updated_at: '2026-02-02T10:00:00.000Z', rooms: [{ rent: 380 }] })).id;
  homes.draft = (await insertHome(db, { ...at('vienne'), published: false, created_at: '2026-02-01T08:00:00.000Z', rooms: [{ rent: 380 }] })).id;
});
afterAll(async () => {
  await ctx.close();
});

function get(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers });
}

/** The forged Host (and forwarded host) a client may send: never a part of an answer. */
const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
}

describe('GET /robots.txt', () => {
  it('allows the public site, keeps robots out of the private areas and the API, and names the sitemap on PUBLIC_URL', async () => {
    const res = await get(ctx.app, '/robots.txt', FORGED);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /users/',
        'Disallow: /proprietaire/',
        'Disallow: /agent/',
        'Disallow: /manager/',
        'Disallow: /registration/',
        'Disallow: /api/',
        '',
        'Sitemap: https://www.toitpartage.fr/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the static pages, the cities with published adverts and every published advert, absolute on PUBLIC_URL even under a forged Host', async () => {
    const res = await get(ctx.app, '/sitemap.xml', FORGED);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(res.body).not.toContain('evil.example');
    expect(res.body).not.toContain('SPA');
    const urls = locs(res.body);
    expect(urls.every((url) => url.startsWith(`${SITE}/`) && !url.startsWith(`${SITE}//`))).toBe(true);
    expect(urls).toEqual([
      ...STATIC_PAGES.map((page) => `${SITE}${page}`),
      // Cities by slug; not Vienne, whose only advert is unpublished.
      `${SITE}/colocation-lyon`,
      `${SITE}/colocation-saint-etienne`,
      `${SITE}/colocation-lyon/${homes.lyonOld}`,
      `${SITE}/colocation-lyon/${homes.lyonNew}`,
      `${SITE}/colocation-saint-etienne/${homes.stEtienne}`,
    ]);
    expect(res.body).not.toContain(`/${homes.draft}<`);
  });

  it('dates each URL: an advert by its last update, a city by its latest advert, the static pages by a fixed date', async () => {
    const xml = (await get(ctx.app, '/sitemap.xml')).body;
    const lastmod = (loc: string) => new RegExp(`<url><loc>${loc.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}</loc><lastmod>([^<]+)</lastmod></url>`).exec(xml)?.[1];
    expect(lastmod(`${SITE}/colocation-lyon/${homes.lyonOld}`)).toBe('2026-03-04T09:10:11Z');
    expect(lastmod(`${SITE}/colocation-lyon/${homes.lyonNew}`)).toBe('2026-05-06T07:08:09Z');
    expect(lastmod(`${SITE}/colocation-lyon`)).toBe('2026-05-06T07:08:09Z');
    expect(lastmod(`${SITE}/colocation-saint-etienne`)).toBe('2026-02-02T10:00:00Z');
    expect(lastmod(`${SITE}/faq`)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((xml.match(/<url>/g) ?? []).length).toBe((xml.match(/<lastmod>/g) ?? []).length);
  });

  it('has no part files while one file holds every URL', async () => {
    const res = await get(ctx.app, '/sitemap-1.xml');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: expect.any(String) });
  });

  it('escapes what XML would read as markup', () => {
    expect(xmlEscape(`a&b<c>"d"'e'`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;');
    expect(urlset('https://x.fr/?a=1&b=2', [{ path: '/<p>', lastmod: '2026-01-01' }])).toContain('<loc>https://x.fr/?a=1&amp;b=2/&lt;p&gt;</loc>');
  });
});

describe('a sitemap above the per-file limit', () => {
  let small: FastifyInstance;

  /** The SEO plugin alone on the test app's database, with a limit of `max` URLs per file. */
  async function seoApp(options: SeoOptions): Promise<FastifyInstance> {
    const app = Fastify({ logger: false });
    app.decorate('config', ctx.config);
    app.decorate('db', ctx.app.db);
    await app.register(errors);
    await app.register(seoPlugin, options);
    await app.ready();
    return app;
  }

  beforeAll(async () => {
    small = await seoApp({ maxUrlsPerSitemap: 7 });
  });
  afterAll(async () => {
    await small.close();
  });

  it('becomes an index of part files that together list the same URLs, in order, each part within the limit', async () => {
    const full = locs((await get(ctx.app, '/sitemap.xml')).body);
    expect(full.length).toBe(18);

    const index = await get(small, '/sitemap.xml', FORGED);
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index.body).not.toContain('<urlset');
    expect(index.body).not.toContain('evil.example');
    expect(locs(index.body)).toEqual([`${SITE}/sitemap-1.xml`, `${SITE}/sitemap-2.xml`, `${SITE}/sitemap-3.xml`]);
    // Each part dated by its latest URL: the last one holds the Lyon adverts of May.
    expect(index.body).toContain(`<loc>${SITE}/sitemap-3.xml</loc><lastmod>2026-05-06T07:08:09Z</lastmod>`);

    const parts: string[][] = [];
    for (const n of [1, 2, 3]) {
      const part = await get(small, `/sitemap-${n}.xml`, FORGED);
      expect(part.statusCode).toBe(200);
      expect(part.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(part.body).toContain('<urlset');
      parts.push(locs(part.body));
    }
    expect(parts.map((p) => p.length)).toEqual([7, 7, 4]);
    expect(parts.flat()).toEqual(full);
  });

  it('answers 404 for a part that does not exist', async () => {
    for (const url of ['/sitemap-4.xml', '/sitemap-0.xml', '/sitemap-x.xml', '/sitemap-1.txt', '/sitemap-01.xml']) {
      const res = await get(small, url);
      expect(res.statusCode).toBe(404);
    }
  });

  it('stays a single file at exactly the limit', async () => {
    const exact = await seoApp({ maxUrlsPerSitemap: 18 });
    try {
      const res = await get(exact, '/sitemap.xml');
      expect(res.body).toContain('<urlset');
      expect(locs(res.body)).toHaveLength(18);
    } finally {
      await exact.close();
    }
  });
});
