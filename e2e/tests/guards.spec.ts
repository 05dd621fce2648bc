import { expect, test } from '../fixtures/test';
import { acceptCookies, DEMO_PASSWORD, uniqueEmail, signUpThroughMail } from './support';

test.describe('guards', () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test('an anonymous visitor goes to NoAccess with from, query and hash, then back after signing in', async ({ page }) => {
    await page.goto('/users/messages?home_id=3#fin');
    await expect(page).toHaveURL(/\/access\?home_id=3&from=%2Fusers%2Fmessages#fin$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connectez-vous pour continuer');
    await page.getByRole('main').getByLabel('Adresse e-mail').fill('proprio@demo.toitpartage.fr');
    await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    // Back where they were going, under their own segment (SPEC 2.5), home_id kept.
    await expect(page).toHaveURL(/\/proprietaire\/messages\?home_id=3#fin$/);
  });

  test('the URL segment follows the role (SPEC 2.5)', async ({ page }) => {
    await page.request.post('/api/auth/signin', { data: { email: 'manager@demo.toitpartage.fr', password: DEMO_PASSWORD } });
    await page.goto('/users/parameters?home_id=8');
    await expect(page).toHaveURL(/\/manager\/parameters\?home_id=8$/);
    await page.goto('/proprietaire/biens');
    await expect(page).toHaveURL(/\/manager\/biens$/);
  });

  test('an unfinished coloc is sent back into registration with forced=1', async ({ page }) => {
    const email = uniqueEmail('force');
    await signUpThroughMail(page.request, { email, password: 'motdepasse-solide', first_name: 'Inès', name: 'Roux', type: 'users' });
    await page.goto('/users/account');
    await expect(page).toHaveURL(/\/registration\/lifestyle-1\?forced=1$/);
    // Public pages stay open to them.
    await page.goto('/faq');
    await expect(page).toHaveURL(/\/faq$/);
  });

  test('dashboard links keep home_id', async ({ page }) => {
    await page.request.post('/api/auth/signin', { data: { email: 'proprio@demo.toitpartage.fr', password: DEMO_PASSWORD } });
    await page.goto('/proprietaire/biens?home_id=5');
    await page.getByRole('navigation', { name: 'Mon espace' }).getByRole('link', { name: 'Ma messagerie' }).click();
    await expect(page).toHaveURL(/\/proprietaire\/messages\?home_id=5$/);
  });
});

test.describe('advert pages (SPEC 2.2)', () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test('sign-in and sign-out keep the visitor on the advert page', async ({ page }) => {
    // The advert's own URL: another city's slug is answered by a 301 to it.
    const advert = (await (await page.request.get('/api/adverts/42')).json()) as { public_url: string };
    const here = new RegExp(`${advert.public_url}$`);
    await page.goto(advert.public_url);
    await page.getByRole('banner').getByRole('link', { name: 'Connexion' }).click();
    await expect(page).toHaveURL(new RegExp(`/signin\\?redirect=${encodeURIComponent(advert.public_url)}$`));
    await page.getByRole('main').getByLabel('Adresse e-mail').fill('coloc@demo.toitpartage.fr');
    await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(here);
    await page.getByRole('banner').getByRole('link', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(here);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Connexion' })).toBeVisible();
  });
});
