/*
 * /robots.txt and /sitemap.xml (with /sitemap-{n}.xml past the per-file limit), outside /api:
 * app.ts registers this plugin before the web plugin, whose /* catch-all would otherwise serve the
 * SPA for them. Every absolute URL is built from PUBLIC_URL (config.publicUrl), never from the
 * Host header, which anyone can forge.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import { notFound } from '../../lib/errors';
import { homePublicUrl } from '../homes';
import { BROWSE_CACHE } from './schemas';

/** The sitemap protocol's ceiling on URLs per file; above it /sitemap.xml becomes an index. */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * The indexable public pages (SPEC 2.1 and the housing-for-services landing page): not the
 * sign-out, password reset, access or visit confirmation pages, which have nothing to rank.
 */
export const STATIC_PAGES: readonly string[] = [
  '/',
  '/colocation-proprietaire-avantages',
  '/quicksearch',
  '/charte-de-bonne-conduite',
  '/politique-de-confidentialite',
  '/faq',
  '/mentions-legales',
  '/cgu',
  '/qui-sommes-nous',
  '/contact',
  '/logement-contre-services',
  '/signupselect',
  '/signin',
];
/** When the static pages last changed: move it with their content. */
export const STATIC_PAGES_LASTMOD = '2026-11-26';

/** Private areas (dashboards, registration steps) and the API: nothing a search engine should list. */
export const ROBOTS_DISALLOW: readonly string[] = ['/users/', '/proprietaire/', '/agent/', '/manager/', '/registration/', '/api/'];

export interface SeoOptions {
  /** URLs per sitemap file before /sitemap.xml turns into an index (tests use a small number). */
  maxUrlsPerSitemap?: number;
}

export interface SitemapEntry {
  /** Path from the site's root, starting with '/'. */
  path: string;
  /** W3C date or date-time. */
  lastmod: string;
}

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function xmlEscape(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** "2026-11-26T18:13:48.123Z" → "2026-11-26T18:13:48Z" (W3C datetime); an unreadable value → the static date. */
export function w3cDate(timestamp: string | null | undefined): string {
  const time = timestamp ? Date.parse(timestamp) : NaN;
  return Number.isNaN(time) ? STATIC_PAGES_LASTMOD : new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** PUBLIC_URL without its trailing slashes, so that base + '/path' is one absolute URL. */
export function siteBase(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, '');
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteBase(publicUrl)}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * Every URL of the sitemap in a stable order: the static pages, the city pages that have
 * published adverts (lastmod: their latest advert), then each published advert (lastmod: the
 * home's updated_at, which every write, publication and moderation decision sets).
 */
export async function sitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const [cities, adverts] = await Promise.all([
    db
      .selectFrom('homes')
      .innerJoin('cities', 'cities.id', 'homes.city_id')
      .where('homes.published', '=', 1)
      .where('cities.slug', 'is not', null)
      .select((eb) => ['cities.slug', eb.fn.max('homes.updated_at').as('lastmod')])
      .groupBy(['cities.id', 'cities.slug'])
      .orderBy('cities.slug')
      .execute(),
    db.selectFrom('homes').select(['id', 'city', 'updated_at']).where('published', '=', 1).orderBy('id').execute(),
  ]);
  return [
    ...STATIC_PAGES.map((path) => ({ path, lastmod: STATIC_PAGES_LASTMOD })),
    ...cities.map((row) => ({ path: `/colocation-${row.slug!}`, lastmod: w3cDate(row.lastmod) })),
    ...adverts.map((home) => ({ path: homePublicUrl(home), lastmod: w3cDate(home.updated_at) })),
  ];
}

function xmlDocument(body: string[]): string {
  return ['<?xml version="1.0" encoding="UTF-8"?>', ...body, ''].join('\n');
}

export function urlset(base: string, entries: readonly SitemapEntry[]): string {
  return xmlDocument([
    `<urlset xmlns="${NS}">`,
    ...entries.map((entry) => `<url><loc>${xmlEscape(base + entry.path)}</loc><lastmod>${xmlEscape(entry.lastmod)}</lastmod></url>`),
    '</urlset>',
  ]);
}

export function sitemapIndex(base: string, chunks: ReadonlyArray<readonly SitemapEntry[]>): string {
  return xmlDocument([
    `<sitemapindex xmlns="${NS}">`,
    ...chunks.map((chunk, i) => {
      // W3C dates of one format compare as text; dates alone sort before date-times of the same day.
      const lastmod = chunk.reduce((latest, entry) => (entry.lastmod > latest ? entry.lastmod : latest), '');
      return `<sitemap><loc>${xmlEscape(`${base}/sitemap-${i + 1}.xml`)}</loc><lastmod>${xmlEscape(lastmod)}</lastmod></sitemap>`;
    }),
    '</sitemapindex>',
  ]);
}

function chunked<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

const XML = 'application/xml; charset=utf-8';

export async function seoPlugin(app: FastifyInstance, options: SeoOptions = {}): Promise<void> {
  const max = Math.max(1, Math.floor(options.maxUrlsPerSitemap ?? SITEMAP_MAX_URLS));
  const base = siteBase(app.config.publicUrl);
  const robots = robotsTxt(app.config.publicUrl);

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    return reply.header('cache-control', BROWSE_CACHE).type('text/plain; charset=utf-8').send(robots);
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const entries = await sitemapEntries(app.db);
    const body = entries.length > max ? sitemapIndex(base, chunked(entries, max)) : urlset(base, entries);
    return reply.header('cache-control', BROWSE_CACHE).type(XML).send(body);
  });

  // "/sitemap-2.xml": the parameter is everything after the dash; only "<n>.xml" of an existing part answers.
  app.get('/sitemap-:part', { schema: { hide: true } }, async (request, reply) => {
    const match = /^([1-9][0-9]{0,8})\.xml$/.exec((request.params as { part: string }).part);
    if (!match) throw notFound();
    const entries = await sitemapEntries(app.db);
    if (entries.length <= max) throw notFound();
    const chunk = chunked(entries, max)[Number(match[1]) - 1];
    if (!chunk) throw notFound();
    return reply.header('cache-control', BROWSE_CACHE).type(XML).send(urlset(base, chunk));
  });
}
