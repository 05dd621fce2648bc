// The referral link (issue 16): people share `/parrainage/{code}`, a readable page rendered on the
// server with its own preview; it explains the offer in French and its « Créer mon compte » leads to
// sign-up with the code kept. An unknown code is a French 404 page that still leads to sign-up, and
// old `/api/referral/{code}` links are redirected to the page.
import { test as withoutHydrationWait } from '@playwright/test';
import { expect, test, type APIRequestContext } from '../fixtures/test';
import { expectNoAxeViolations } from './a11y-support';
import { openConfirmationLink, uniqueEmail, signUpThroughMail } from './support';

const PASSWORD = 'motdepasse-solide';

/** A new sponsor (signed in on `request`) and the link their referral box shows. */
async function sponsor(request: APIRequestContext, firstName: string): Promise<{ code: string; link: string }> {
  const created = await signUpThroughMail(request, { email: uniqueEmail('parrain'), password: PASSWORD, first_name: firstName, name: 'Lemaire', type: 'proprietaire' });
  expect(created.status()).toBe(201);
  const info = await request.get('/api/referral');
  expect(info.status()).toBe(200);
  return (await info.json()) as { code: string; link: string };
}

const unspaced = (text: string) => text.replace(/\u202f|\u00a0/g, ' ');

test.describe('referral page /parrainage/{code}', () => {
  test('the shared link is the page, whose first HTML carries its preview and its French offer', async ({ playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    const { code, link } = await sponsor(api, 'Bérénice');
    expect(link).toBe(`${baseURL}/parrainage/${code}`);

    // What a chat app's preview bot reads: no JavaScript, only this HTML.
    const response = await api.get(`/parrainage/${code}`, { headers: { 'user-agent': 'WhatsApp/2.23' } });
    expect(response.status()).toBe(200);
    const html = unspaced(await response.text());
    expect(html).toContain('<title>Bérénice vous invite sur Toit Partagé | Toit Partagé</title>');
    expect(html).toMatch(/<meta name="description" content="Bérénice vous invite à rejoindre Toit Partagé[^"]+">/);
    expect(html).toContain('<meta property="og:title" content="Bérénice vous invite sur Toit Partagé">');
    expect(html).toMatch(/<meta property="og:description" content="Bérénice vous invite à rejoindre[^"]+">/);
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="${baseURL}/[^"]+">`));
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta name="twitter:title" content="Bérénice vous invite sur Toit Partagé">');
    // A personal link: previewed, not indexed.
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toMatch(/<h1[^>]*>Bérénice vous invite sur Toit Partagé<\/h1>/);
    expect(html).toContain("un mois d&#x27;abonnement offert");
    expect(html).toContain(`href="/api/referral/${code}/signup"`);
    await api.dispose();
  });

  // Playwright's own test: the suite's waits for a hydration that never comes with JavaScript off.
  withoutHydrationWait('reads with JavaScript off, and an unknown code is a French 404 page that still leads to sign-up', async ({ browser, playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    const { code } = await sponsor(api, 'Yanis');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/parrainage/${code}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Yanis vous invite sur Toit Partagé' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Créer mon compte' })).toHaveAttribute('href', `/api/referral/${code}/signup`);

    const unknown = await page.goto('/parrainage/INCONNU9');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: "Ce lien de parrainage n'est pas valable" })).toBeVisible();
    await expect(page.getByText(/Le code « INCONNU9 » ne correspond à aucun parrainage/)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Créer mon compte' })).toHaveAttribute('href', '/signupselect');
    await context.close();
    await api.dispose();
  });

  test('old /api/referral/{code} links lead to the page', async ({ playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    const { code } = await sponsor(api, 'Odile');
    const old = await api.get(`/api/referral/${code.toLowerCase()}`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(`/parrainage/${code}`);
    await api.dispose();
  });

  test('« Créer mon compte » keeps the code through sign-up: the sponsor gets their filleul', async ({ page, playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    const { code } = await sponsor(api, 'Gaspard');
    await page.goto(`/parrainage/${code}`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('heading', { level: 1, name: 'Gaspard vous invite sur Toit Partagé' })).toBeVisible();
    await expectNoAxeViolations(page, `/parrainage/${code}`);
    await page.getByRole('main').getByRole('link', { name: 'Créer mon compte' }).click();
    await expect(page).toHaveURL(/\/signupselect$/);
    await page.getByRole('main').getByRole('link', { name: /Je cherche une colocation/ }).click();
    await expect(page).toHaveURL(/\/signup\/users$/);
    await page.getByLabel('Prénom').fill('Lina');
    await page.getByLabel('Nom', { exact: true }).fill('Faure');
    const filleule = uniqueEmail('filleule');
    await page.getByRole('main').getByLabel('Adresse e-mail').fill(filleule);
    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await page.getByLabel(/J'accepte les conditions générales/).check();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    // Opened in the same browser, the confirmation link still carries the referral cookie.
    await openConfirmationLink(page, filleule);
    await expect(page).not.toHaveURL(/\/signup/);

    const mine = await page.request.get('/api/referral');
    expect(((await mine.json()) as { sponsor_first_name: string | null }).sponsor_first_name).toBe('Gaspard');
    const theirs = await api.get('/api/referral');
    expect(((await theirs.json()) as { sponsored_count: number }).sponsored_count).toBe(1);
    await api.dispose();
  });
});
