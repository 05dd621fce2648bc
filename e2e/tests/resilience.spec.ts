import { expect, test } from '../fixtures/test';
import { acceptCookies } from './support';

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
});
