import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures/test';
import { expectNoAxeViolations } from './a11y-support';
import { acceptCookies, DEMO_PASSWORD } from './support';

// « Paramètres » → « Vos données » and « Dernières connexions » (privacy page, « Vos droits »).
test.describe('my data', () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test('a coloc sees their latest connections and downloads a copy of their data', async ({ page }) => {
    await page.request.post('/api/auth/signin', { data: { email: 'coloc@demo.toitpartage.fr', password: DEMO_PASSWORD } });
    await page.goto('/users/parameters');

    const connections = page.getByRole('region', { name: 'Dernières connexions' });
    await expect(connections.getByRole('listitem').first()).toContainText('Mot de passe');
    await expect(connections.getByRole('listitem').first()).toContainText(/Adresse IP\s:/);
    await expect(connections).toContainText('Vous ne reconnaissez pas une connexion');

    const myData = page.getByRole('region', { name: 'Vos données' });
    const [download] = await Promise.all([page.waitForEvent('download'), myData.getByRole('button', { name: 'Télécharger mes données' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^toit-partage-mes-donnees-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(data.compte.email).toBe('coloc@demo.toitpartage.fr');
    expect(data.connexions.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toMatch(/\$argon2|password_hash|token_hash/);
    await expect(myData.getByRole('status')).toHaveText('Votre fichier a été téléchargé.');

    await expectNoAxeViolations(page, 'parameters with « Vos données »');
  });
});
