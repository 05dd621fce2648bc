// Server rendering of the public face (issue 15): what a link preview or a crawler reads from the
// first HTML alone, the page hydrating in Chromium without a console error, the page readable with
// JavaScript off, and honest statuses.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { queryDb } from './support';

interface Advert {
  id: number;
  title: string;
  city: string | null;
  public_url: string;
  rent_min: number | null;
  photo_ids: string[];
}

async function publishedAdvert(request: APIRequestContext): Promise<Advert> {
  const rows = queryDb<{ id: number }>('SELECT id FROM homes WHERE published = 1 ORDER BY id LIMIT 20');
  for (const { id } of rows) {
    const response = await request.get(`/api/adverts/${id}`);
    if (!response.ok()) continue;
    const advert = (await response.json()) as Advert;
    if (advert.photo_ids.length > 0 && advert.rent_min) return advert;
  }
  throw new Error('no published advert with a photo and a rent');
}

const euros = (value: number) => new Intl.NumberFormat('fr-FR').format(value).replace(/\u202f|\u00a0/g, ' ');
const unspaced = (text: string) => text.replace(/\u202f|\u00a0/g, ' ');

test.describe('server-rendered public pages', () => {
  test('a preview bot reads the advert from the first HTML: title, meta, canonical, Open Graph, JSON-LD, heading, rent and city', async ({ request, baseURL }) => {
    const advert = await publishedAdvert(request);
    const response = await request.get(advert.public_url, { headers: { 'user-agent': 'facebookexternalhit/1.1' } });
    expect(response.status()).toBe(200);
    const html = unspaced(await response.text());
    const canonical = new URL(advert.public_url, baseURL).href;

    expect(html).toMatch(new RegExp(`<title>[^<]*${advert.city}[^<]*${euros(advert.rent_min!)}[^<]*</title>`));
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}">/);
    expect(html).toContain(`<link rel="canonical" href="${canonical}">`);
    for (const property of ['og:title', 'og:description', 'og:type', 'og:image']) expect(html).toMatch(new RegExp(`<meta property="${property}" content="[^"]+">`));
    expect(html).toContain(`<meta property="og:url" content="${canonical}">`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');

    const image = /<meta property="og:image" content="([^"]+)">/.exec(html)![1]!;
    expect(image.startsWith(`${baseURL}/`)).toBe(true);
    const served = await request.get(image);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toMatch(/^image\//);

    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
    const lodging = jsonLd.find((object) => ['Room', 'Apartment', 'Accommodation'].includes(String(object['@type'])));
    expect(lodging).toBeDefined();
    expect((lodging!.offers as { price: number; priceCurrency: string }).price).toBe(advert.rent_min);
    expect((lodging!.offers as { priceCurrency: string }).priceCurrency).toBe('EUR');
    expect((lodging!.address as { addressLocality: string }).addressLocality).toBe(advert.city);

    expect(html).toMatch(new RegExp(`<h1[^>]*>${advert.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/'/g, '&#x27;')}</h1>`));
    expect(html).toContain(euros(advert.rent_min!));
    expect(html).toContain(advert.city!);
    expect(html).toMatch(/<link rel="preload" as="image" [^>]*fetchpriority="high">/);
  });

  test('the advert hydrates without a console error and its buttons work', async ({ page, request }) => {
    const advert = await publishedAdvert(request);
    const problems: string[] = [];
    page.on('console', (message) => {
      // A visitor's session check answers 401: the browser logs the resource, not the page.
      if (message.type() === 'error' && !/status of 401/.test(message.text())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(advert.public_url);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: advert.title })).toBeVisible();
    // The advert's own links are React's again: 'Contacter' navigates without reloading the page.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await main.getByRole('link', { name: 'Contacter' }).click();
    await expect(page).toHaveURL(/\/signin\?redirect=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await page.goBack();
    await expect(main.getByRole('heading', { level: 1, name: advert.title })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('with JavaScript off, the advert and the home page are readable', async ({ browser, request }) => {
    const advert = await publishedAdvert(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(advert.public_url);
    await expect(page.getByRole('heading', { level: 1, name: advert.title })).toBeVisible();
    await expect(page.getByText(euros(advert.rent_min!), { exact: false }).first()).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await context.close();
  });

  test('unknown paths and adverts answer 404 with the French page, /unauthorized 401, an old slug 301', async ({ request }) => {
    const advert = await publishedAdvert(request);
    for (const path of ['/pas-une-page', '/colocation-lyon/999999999', '/colocation-%00/1e9', `/${'a'.repeat(3000)}`, '/../etc/passwd']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([400, 404], path).toContain(response.status());
      const text = await response.text();
      expect(text, path).toMatch(/introuvable|invalide|Page/);
    }
    const missing = await request.get('/colocation-lyon/999999999');
    expect(await missing.text()).toContain('noindex');
    expect((await request.get('/unauthorized')).status()).toBe(401);
    const wrongSlug = advert.public_url.replace(/^\/colocation-[a-z0-9-]+\//, '/colocation-ailleurs/');
    const moved = await request.get(wrongSlug, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(new URL(moved.headers().location!, 'http://x').pathname).toBe(advert.public_url);
  });

  test('a forged Host header never reaches the HTML', async ({ request, baseURL }) => {
    const response = await request.get('/faq', { headers: { host: 'evil.example' } });
    const html = await response.text();
    expect(html).not.toContain('evil.example');
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/faq">`);
  });

  test('dashboard pages stay rendered in the browser and carry noindex', async ({ request }) => {
    const response = await request.get('/users/home-matching');
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).not.toContain('data-ssr="1"');
  });
});
