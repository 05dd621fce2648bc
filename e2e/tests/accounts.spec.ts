import { expect, test, type Page } from '../fixtures/test';
import { acceptCookies, latestMailTo, linkInMailTo, openConfirmationLink, uniqueEmail, signUpThroughMail } from './support';

const TYPES = [
  { type: 'users', landing: /\/registration\/lifestyle-1$/, business: null },
  // Professionals start by listing their first home.
  { type: 'proprietaire', landing: /\/proprietaire\/annonce-adresse\/new$/, business: null },
  { type: 'prop-occupant', landing: /\/registration\/lifestyle-1$/, business: null },
  { type: 'agent', landing: /\/agent\/annonce-adresse\/new$/, business: "Nom de l'agence" },
  { type: 'manager', landing: /\/manager\/annonce-adresse\/new$/, business: 'Nom de la société de gestion' },
] as const;

async function signIn(page: Page, email: string, password: string) {
  await page.getByRole('main').getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test.describe('accounts', () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  for (const { type, landing, business } of TYPES) {
    test(`a visitor signs up as ${type}, signs out and in again`, async ({ page }) => {
      const email = uniqueEmail(type);
      await page.goto(`/signup/${type}`);
      await page.getByLabel('Prénom').fill('Lucie');
      await page.getByLabel('Nom', { exact: true }).fill('Moreau');
      await page.getByRole('main').getByLabel('Adresse e-mail').fill(email);
      await page.getByLabel('Mot de passe', { exact: true }).fill('motdepasse-solide');
      if (business) await page.getByLabel(business).fill('Maison Moreau');
      await page.getByLabel(/J'accepte les conditions générales/).check();
      await page.getByRole('button', { name: 'Créer mon compte' }).click();
      // No account yet: the mailed link creates it, signs in and lands where sign-up always did.
      await openConfirmationLink(page, email);
      await expect(page).toHaveURL(landing);

      await page.getByRole('link', { name: 'Se déconnecter' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('link', { name: 'Connexion' })).toBeVisible();

      await page.getByRole('link', { name: 'Connexion' }).click();
      await expect(page).toHaveURL(/\/signin$/);
      await signIn(page, email, 'motdepasse-solide');
      await expect(page).toHaveURL(landing);
    });
  }

  test('sign-up with a known address shows the same screen; its mail signs the owner in', async ({ page }) => {
    // Issue 17, finding 5: the page must not tell whether coloc@demo has an account.
    await page.goto('/signup/users');
    await page.getByLabel('Prénom').fill('Intrus');
    await page.getByLabel('Nom', { exact: true }).fill('Curieux');
    const known = 'coloc@demo.toitpartage.fr';
    await page.getByRole('main').getByLabel('Adresse e-mail').fill(known);
    await page.getByLabel('Mot de passe', { exact: true }).fill('un-autre-mot-de-passe');
    await page.getByLabel(/J'accepte les conditions générales/).check();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    const heading = page.getByRole('heading', { level: 1, name: 'Vérifiez votre boîte mail' });
    await expect(heading).toBeFocused();
    await expect(page.getByRole('main').getByText(known, { exact: true })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('existe déjà');

    // « Modifier l'adresse » brings the filled-in form back; sending it again shows the same screen.
    await page.getByRole('button', { name: "Modifier l'adresse" }).click();
    await expect(page.getByRole('main').getByLabel('Adresse e-mail')).toHaveValue(known);
    await expect(page.getByRole('main').getByLabel('Adresse e-mail')).toBeFocused();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(heading).toBeVisible();
    await page.getByRole('button', { name: 'Renvoyer le lien' }).click();
    await expect(page.getByText(/un nouvel e-mail part, sauf si le précédent a moins de 15 minutes/)).toBeVisible();

    const url = new URL(await linkInMailTo(known, /https?:\/\/\S+\/signin\/link\?token=[A-Za-z0-9_-]+/));
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page).not.toHaveURL(/\/signin/);
    expect(((await (await page.request.get('/api/users/myself')).json()) as { email: string }).email).toBe(known);

    // The link served once: opened again, it says so in French.
    await page.request.post('/api/auth/signout');
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page.getByText(/Ce lien de connexion n'est pas valide/)).toBeVisible();
  });

  test('a pro lands on a dashboard with their sidebar', async ({ page }) => {
    await page.goto('/signin');
    await signIn(page, 'agent@demo.toitpartage.fr', 'demo1234');
    await expect(page).toHaveURL(/\/agent\/biens$/);
    await expect(page.getByText('Bonjour')).toContainText('Sophie');
    const sidebar = page.getByRole('navigation', { name: 'Mon espace' });
    await expect(sidebar.getByRole('link', { name: 'Mes biens' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByRole('link', { name: 'Ma messagerie' })).toBeVisible();
  });

  test('a wrong password gets a French error and keeps the form', async ({ page }) => {
    await page.goto('/signin');
    await signIn(page, 'coloc@demo.toitpartage.fr', 'pas-le-bon');
    await expect(page.getByText('Adresse e-mail ou mot de passe incorrect.')).toBeVisible();
    await expect(page.getByRole('main').getByLabel('Adresse e-mail')).toHaveValue('coloc@demo.toitpartage.fr');
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('sign-in form refuses empty and malformed fields before calling the server', async ({ page }) => {
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText('Champ obligatoire.').first()).toBeVisible();
    await page.getByRole('main').getByLabel('Adresse e-mail').fill('pas-un-email');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText('Cet email ne semble pas valide.')).toBeVisible();
  });

  test('a forgotten password is reset through the e-mailed link', async ({ page }) => {
    const email = uniqueEmail('oubli');
    const created = await signUpThroughMail(page.request, { email, password: 'ancien-mot-de-passe', first_name: 'Hugo', name: 'Petit', type: 'proprietaire' });
    expect(created.status()).toBe(201);
    await page.request.post('/api/auth/signout');

    await page.goto('/signin');
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await expect(page).toHaveURL(/\/reset_password$/);
    // The sign-in form has an 'Adresse e-mail' field too: wait until the reset page replaced it.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mot de passe oublié');
    await page.getByRole('main').getByLabel('Adresse e-mail').fill(email);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(page).toHaveURL(/\/reset_password\/email/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vérifiez votre boîte mail');

    const mail = await latestMailTo(email);
    const link = mail.match(/\/reset_password\/new_password\?token=[A-Za-z0-9_-]+/)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await page.getByLabel('Nouveau mot de passe').fill('nouveau-mot-de-passe');
    await page.getByLabel('Confirmez le mot de passe').fill('nouveau-mot-de-passe');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(page).toHaveURL(/\/proprietaire\/annonce-adresse\/new$/);

    // The link works once only.
    await page.goto(link!);
    await page.getByLabel('Nouveau mot de passe').fill('encore-un-autre');
    await page.getByLabel('Confirmez le mot de passe').fill('encore-un-autre');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(page.getByText("Ce lien de réinitialisation n'est pas valide ou a expiré.")).toBeVisible();

    await page.request.post('/api/auth/signout');
    await page.goto('/signin');
    await signIn(page, email, 'nouveau-mot-de-passe');
    await expect(page).toHaveURL(/\/proprietaire\/annonce-adresse\/new$/);
  });
});
