import { expect, test } from '../fixtures/test';
import { acceptCookies, pageViewsSince } from './support';

// Every SPEC 2.1 route renders real French content in the public layout.
const PUBLIC_PAGES: Array<[string, RegExp]> = [
  ['/', /colocation/i],
  ['/colocation-proprietaire-avantages', /Louez en colocation/],
  ['/signupselect', /Créer un compte/],
  ['/signup', /Inscription|compte/i],
  ['/signup/users', /Inscription|compte/i],
  ['/signup/proprietaire', /propriétaire/i],
  ['/signup/prop-occupant', /Inscription|compte|logement/i],
  ['/signup/agent', /agence/i],
  ['/signup/manager', /gestion/i],
  ['/signin', /Connexion/],
  ['/access', /Connectez-vous pour continuer/],
  ['/reset_password', /Mot de passe oublié/],
  ['/reset_password/email', /Vérifiez votre boîte mail/],
  ['/reset_password/new_password', /Nouveau mot de passe|lien/i],
  ['/quicksearch', /colocation|recherche/i],
  ['/charte-de-bonne-conduite', /Charte de bonne conduite/],
  ['/politique-de-confidentialite', /confidentialité/i],
  ['/faq', /Questions fréquentes|FAQ/],
  ['/mentions-legales', /Mentions légales/],
  ['/cgu', /Conditions générales/],
  ['/qui-sommes-nous', /toit partagé/i],
  ['/contact', /contact/i],
  ['/logement-contre-services', /Un toit en échange d'un coup de main/],
];

test.describe('public site', () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  for (const [path, heading] of PUBLIC_PAGES) {
    test(`${path} renders its page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page.getByRole('contentinfo')).toContainText('ORIAS');
      await expect(page.getByText('Ce module est momentanément indisponible.')).toHaveCount(0);
    });
  }

  test('/signout sends the visitor home', async ({ page }) => {
    await page.goto('/signout');
    await expect(page).toHaveURL(/\/$/);
  });

  test('sets page titles from the route table', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Toit Partagé – Colocation par affinités et logement contre services');
    await page.goto('/faq');
    await expect(page).toHaveTitle('Questions fréquentes | Toit Partagé');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/faq$/);
  });

  test('shows the 404 page for an unknown path and the 401 page', async ({ page }) => {
    await page.goto('/cette-page-n-existe-pas');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
    await expect(page).toHaveTitle(/Page introuvable/);
    await page.goto('/unauthorized');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accès non autorisé');
  });

  test('a link inside the remote moves the shell without reloading the page', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Questions fréquentes' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Questions fréquentes|FAQ/);
    // The shell's header knows where we are, and the page was not reloaded.
    await expect(page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/colocation/i);
  });

  test('records a page view for each navigation', async ({ page }) => {
    const marker = `e2e-${Date.now()}`;
    await page.goto(`/?visite=${marker}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'FAQ' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Questions fréquentes|FAQ/);
    await expect
      // Other tests run alongside and record their own views: keep this visit's pages.
      .poll(() => pageViewsSince(marker).filter((view) => view.path.includes(marker) || view.path === '/faq').slice(0, 2))
      .toEqual([
        { path: `/?visite=${marker}`, title: 'Toit Partagé – Colocation par affinités et logement contre services' },
        { path: '/faq', title: 'Questions fréquentes | Toit Partagé' },
      ]);
  });
});

test.describe('cookie notice', () => {
  test("is shown until 'Ok', then remembered", async ({ page }) => {
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'Information sur les cookies' });
    await expect(notice).toContainText('cookies');
    await notice.getByRole('button', { name: 'Ok' }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });
});
