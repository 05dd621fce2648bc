import { expect, test } from '../fixtures/test';
import { acceptCookies, DEMO_PASSWORD } from './support';

test.describe('resilience', () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test('a failing call shows the error modal titled Erreur', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.fulfill({ status: 503, json: { error: 'Le service de messages est momentanément indisponible.' } }));
    await page.goto('/contact');
    await page.getByLabel('Nom', { exact: true }).fill('Alice Martin');
    await page.getByRole('main').getByLabel('Adresse e-mail').fill('alice@exemple.fr');
    await page.getByLabel('Sujet').fill('Question sur une annonce');
    await page.getByLabel('Message').fill('Bonjour, je voudrais savoir comment fonctionne la garantie.');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Erreur' });
    await expect(dialog).toContainText('Le service de messages est momentanément indisponible.');
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await expect(dialog).toHaveCount(0);
    // Nothing typed is lost.
    await expect(page.getByLabel('Sujet')).toHaveValue('Question sur une annonce');
  });

  test('a dead remote shows the French fallback while the shell keeps working', async ({ page }) => {
    await page.route('**/remotes.json', (route) => route.fulfill({ json: { mf_public: 'http://127.0.0.1:9/mf-manifest.json' } }));
    await page.goto('/');
    await expect(page.getByText('Ce module est momentanément indisponible.')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' }).click();
    await expect(page).toHaveTitle('Mentions légales | Toit Partagé');
    await expect(page.getByText('Ce module est momentanément indisponible.')).toBeVisible();
    // The newsletter (a shell feature) still works.
    await page.getByRole('contentinfo').getByLabel('Adresse e-mail').fill('lecteur@exemple.fr');
    await page.getByRole('contentinfo').getByRole('button', { name: "S'inscrire" }).click();
    await expect(page.getByRole('dialog', { name: 'Inscription réussie' })).toBeVisible();
    await page.getByRole('button', { name: 'Fermer' }).click();

    // remotes.json is fixed: the retry reads it again and the page appears.
    await page.unroute('**/remotes.json');
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mentions légales');
  });
  test("a remote that throws while rendering shows the French fallback in its area only, and « Réessayer » brings it back", async ({ page }) => {
    const errors: string[] = [];
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const signin = await page.request.post('/api/auth/signin', { data: { email: 'coloc@demo.toitpartage.fr', password: DEMO_PASSWORD } });
    expect(signin.ok()).toBe(true);
    // An answer the matching page cannot read (a hit without its home): its render throws.
    await page.route('**/api/match/user-match-homes-v4**', (route) => route.fulfill({ json: { Hits: [{ broken: true }], Count: 1, Search: null } }));
    await page.goto('/users/home-matching');
    const main = page.getByRole('main');
    await expect(main.getByText('Ce module est momentanément indisponible.')).toBeVisible();
    // The shell around it keeps working: its menu leads to another area.
    await expect(page.getByRole('banner')).toBeVisible();
    await page.unroute('**/api/match/user-match-homes-v4**');
    await main.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Les logements pour vous' })).toBeVisible();
    // Every parcel has its error boundary: single-spa-react never warns about a missing componentDidCatch.
    expect(warnings.filter((text) => text.includes('componentDidCatch'))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
