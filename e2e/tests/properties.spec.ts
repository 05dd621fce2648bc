import { expect, test, type APIRequestContext, type Browser, type Page } from '../fixtures/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { acceptCookies, DEMO_PASSWORD, uniqueEmail, signUpThroughMail } from './support';

const OWNER = 'proprio@demo.toitpartage.fr';
const MODERATOR = 'moderation@demo.toitpartage.fr';
const SEEKER = 'coloc@demo.toitpartage.fr';
const FIXTURES = join(__dirname, '..', 'fixtures');

async function signInAs(page: Page, email: string, password = DEMO_PASSWORD) {
  const response = await page.request.post('/api/auth/signin', { data: { email, password } });
  expect(response.ok(), `sign-in of ${email}`).toBe(true);
}

async function newSession(browser: Browser, email: string): Promise<Page> {
  const page = await browser.newPage();
  await acceptCookies(page);
  await signInAs(page, email);
  return page;
}

/**
 * The link of the newest owner invitation mailed to `to`, quoted-printable undone. The invitee may
 * get other mails meanwhile (the welcome mail of a new account), hence the search by content.
 */
async function invitationLinkMailedTo(to: string): Promise<string> {
  const outbox = join(process.env.E2E_DATA_DIR!, 'outbox');
  let link: string | undefined;
  await expect
    .poll(() => {
      const mails = readdirSync(outbox).filter((name) => name.endsWith('.eml')).sort().reverse();
      for (const name of mails) {
        const mail = readFileSync(join(outbox, name), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        if (!mail.includes(to)) continue;
        link = mail.match(/\/[a-z]+\/invitation\?token=[A-Za-z0-9_-]+/)?.[0];
        if (link) return true;
      }
      return false;
    }, { message: `invitation mailed to ${to}` })
    .toBe(true);
  return link!;
}

/** The id of Lyon in the cities table (the demo seeker searches there). */
async function lyonId(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/cities', { params: { q: 'Lyon' } });
  expect(response.ok()).toBe(true);
  const cities = (await response.json()) as Array<{ id: number; name: string; admin2_code: string | null }>;
  const lyon = cities.find((city) => city.name === 'Lyon' && city.admin2_code === '69');
  expect(lyon, 'Lyon among the cities').toBeTruthy();
  return lyon!.id;
}

/** A complete advert of the signed-in owner (address, description, a rented room, a photo), not yet submitted. */
async function createCompleteHome(request: APIRequestContext, name: string, description: string): Promise<{ id: number; public_url: string }> {
  const created = await request.post('/api/homes', {
    data: {
      is_coloc: true,
      name,
      address: '14 rue Mercière',
      postal_code: '69002',
      city_id: await lyonId(request),
      home_type: 1,
      surface: 72,
      bedroom_count: 3,
      floor: 2,
      furnished: true,
      ecoloc: [1, 3],
      description,
      rooms: [
        { number: 0, rent: 430, charges: 40, surface: 12, furnished: true },
        { number: 1, rent: 460, charges: 40, surface: 14, furnished: true },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const home = (await created.json()) as { id: number; public_url: string };
  const photo = await request.post(`/api/homes/${home.id}/images`, {
    multipart: { file: { name: 'salon.jpg', mimeType: 'image/jpeg', buffer: readFileSync(join(FIXTURES, 'salon.jpg')) } },
  });
  expect(photo.ok(), await photo.text()).toBe(true);
  const stored = await (await request.get(`/api/homes/${home.id}`)).json();
  expect(stored.step).toBe(3);
  expect(stored.published).toBe(false);
  return home;
}

/** Whether the demo seeker's own search (Lyon) lists the home, looking through the newest first. */
async function seekerMatches(request: APIRequestContext, homeId: number): Promise<boolean> {
  const me = await (await request.get('/api/users/myself')).json();
  const criteria = { search_id: me.search_id };
  for (let from = 0; from < 240; from += 12) {
    const response = await request.post('/api/match/user-match-homes-v4', { params: { from, to: from + 12, sort: 'recent' }, data: criteria });
    expect(response.ok(), await response.text()).toBe(true);
    const answer = (await response.json()) as { Hits: Array<{ HomeID: number }>; Count: number };
    if (answer.Hits.some((hit) => hit.HomeID === homeId)) return true;
    if (from + 12 >= answer.Count) return false;
  }
  return false;
}

test.describe('properties', () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test('the demo owner edits, previews and submits an advert; the moderator approves it; it is public and in matching', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const marker = Date.now().toString(36);
    const name = `Colocation Mercière ${marker}`;
    const newText = `Appartement rénové ${marker} : grand salon traversant, cuisine équipée, à deux pas des quais de Saône.`;
    await signInAs(page, OWNER);
    const home = await createCompleteHome(page.request, name, 'Un appartement lumineux au cœur de la Presqu’île, proche de tout.');

    // The description, changed through the registration form in the modification screen.
    await page.goto(`/proprietaire/annonce-modification/${home.id}?home_id=${home.id}`);
    await expect(page.getByRole('heading', { level: 1, name: "Modifier l'annonce" })).toBeVisible();
    await page.getByRole('tab', { name: 'Description' }).click();
    const description = page.getByRole('textbox', { name: "Description de l'annonce" });
    await description.fill(newText);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Modifications enregistrées')).toBeVisible();

    // The preview shows the new text exactly as visitors will see it.
    await page.getByRole('link', { name: 'Aperçu' }).click();
    await expect(page).toHaveURL(new RegExp(`/proprietaire/preview-annonce\\?home_id=${home.id}$`));
    await expect(page.getByText('Aperçu – voici exactement ce que verront les visiteurs')).toBeVisible();
    await expect(page.getByText(newText)).toBeVisible();

    // Submitted from the advert's dashboard, then waiting in the properties list.
    await page.getByRole('link', { name: 'Retour à mon annonce' }).click();
    await expect(page).toHaveURL(new RegExp(`/proprietaire/annonce/${home.id}`));
    await page.getByRole('button', { name: 'Soumettre à la modération' }).click();
    await expect(page.getByText(/Votre annonce a été soumise à la modération/)).toBeVisible();
    await page.goto('/proprietaire/biens');
    const card = page.getByRole('article', { name });
    await expect(card.getByText('En cours de modération')).toBeVisible();

    // The moderator finds it in the console and approves it.
    const moderator = await newSession(browser, MODERATOR);
    await moderator.goto('/users/moderation');
    const pending = moderator.getByRole('article', { name });
    await expect(pending.getByText(newText)).toBeVisible();
    await pending.getByRole('button', { name: `Approuver l'annonce ${name}` }).click();
    await expect(moderator.getByText(`L'annonce « ${name} » est en ligne ; son propriétaire est prévenu par e-mail.`)).toBeVisible();
    await expect(moderator.getByRole('article', { name })).toHaveCount(0);
    await moderator.close();

    await page.reload();
    await expect(page.getByRole('article', { name }).getByText('Publiée')).toBeVisible();

    // Public: a visitor without an account reads the new text on the advert's own page.
    const visitor = await browser.newPage();
    await acceptCookies(visitor);
    await visitor.goto(home.public_url);
    await expect(visitor.getByText(newText)).toBeVisible();
    await visitor.close();

    // And the demo seeker's matching lists it.
    const seeker = await newSession(browser, SEEKER);
    expect(await seekerMatches(seeker.request, home.id)).toBe(true);
    await seeker.close();
  });

  test('the owner invites a co-owner who accepts from the e-mail and then sees the home', async ({ page, browser }) => {
    await signInAs(page, OWNER);
    const { items } = await (await page.request.get('/api/properties')).json();
    const target = items.find((item: { home: { step: number; name: string | null } }) => item.home.step >= 3 && item.home.name);
    expect(target, 'a complete home of the demo owner').toBeTruthy();
    const homeName: string = target.home.name;
    const email = uniqueEmail('coproprietaire');

    await page.goto(`/proprietaire/invitation?home_id=${target.home.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Inviter un propriétaire' })).toBeVisible();
    // SPEC 5, after a submit attempt.
    await page.getByRole('button', { name: "Envoyer l'invitation", exact: true }).click();
    await expect(page.getByText('Champ obligatoire.')).toBeVisible();
    await page.getByLabel('Adresse e-mail').fill('pas-une-adresse');
    await expect(page.getByText('Cet email ne semble pas valide.')).toBeVisible();
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByLabel('Rôle').selectOption({ label: 'Propriétaire' });
    await page.getByRole('button', { name: "Envoyer l'invitation", exact: true }).click();
    await expect(page.getByText(`Invitation envoyée à ${email}.`)).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: email })).toContainText('Invitation envoyée');

    // The invitee opens an account, then follows the link of the mail.
    const invitee = await browser.newPage();
    await acceptCookies(invitee);
    const signup = await signUpThroughMail(invitee.request, { email, password: 'motdepasse-solide', first_name: 'Hélène', name: 'Marchand', type: 'proprietaire' });
    expect(signup.ok(), await signup.text()).toBe(true);
    await invitee.goto(await invitationLinkMailedTo(email));
    await expect(invitee.getByRole('heading', { name: 'Invitation à gérer un logement' })).toBeVisible();
    await expect(invitee.getByText(homeName)).toBeVisible();
    await invitee.getByRole('button', { name: "Accepter l'invitation" }).click();
    await expect(invitee.getByText('Vous faites maintenant partie des propriétaires de ce logement.')).toBeVisible();
    await invitee.getByRole('link', { name: 'Voir mes biens' }).click();
    await expect(invitee).toHaveURL(/\/proprietaire\/biens/);
    await expect(invitee.getByRole('article', { name: homeName })).toBeVisible();
    await invitee.close();

    await page.reload();
    const joined = page.getByRole('listitem').filter({ hasText: email });
    await expect(joined).toContainText('Hélène Marchand');
    await expect(joined).toContainText('Copropriétaire');
  });

  test('deleting an incomplete home asks for confirmation first', async ({ page }) => {
    await signInAs(page, OWNER);
    const street = `${Date.now().toString(36)} rue des Essais`;
    const created = await page.request.post('/api/homes', { data: { is_coloc: true, address: street } });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = await created.json();

    await page.goto('/proprietaire/biens');
    const card = page.getByRole('article', { name: 'ANNONCE INCOMPLETE' }).filter({ hasText: street });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: /^Compléter/ })).toHaveAttribute('href', `/proprietaire/annonce-adresse/${id}`);

    // « Supprimer » is in the card's « Plus d'actions » menu (issue 16).
    await card.getByRole('button', { name: /^Plus d'actions/ }).click();
    await card.getByRole('menuitem', { name: /^Supprimer/ }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Voulez-vous vraiment supprimer cette annonce ?');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card).toBeVisible();
    expect((await page.request.get(`/api/homes/${id}`)).status()).toBe(200);

    await card.getByRole('button', { name: /^Plus d'actions/ }).click();
    await card.getByRole('menuitem', { name: /^Supprimer/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText("L'annonce a été supprimée.")).toBeVisible();
    await expect(card).toHaveCount(0);
    expect((await page.request.get(`/api/homes/${id}`)).status()).toBe(404);
  });
});
