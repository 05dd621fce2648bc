import { expect, test, type Browser, type Page } from '../fixtures/test';
import { acceptCookies, DEMO_PASSWORD, latestMailTo, queryDb } from './support';

const SEEKER = 'coloc@demo.toitpartage.fr';
const MANAGER = 'manager@demo.toitpartage.fr';

async function signInAs(page: Page, email: string) {
  const response = await page.request.post('/api/auth/signin', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
}

const homeCards = (page: Page) => page.getByRole('main').getByRole('article');

/** "de 460 € à 605 € / mois" → 460: the cheapest matching room of each card. */
async function lowestPrices(page: Page): Promise<number[]> {
  const texts = await page.getByRole('main').getByText(/€ \/ mois/).allTextContents();
  return texts.map((text) => Number(text.replace(/\u202f|\u00a0|\s/g, '').match(/(\d+)€/)?.[1]));
}

/** A datetime-local value and its French reading, `days` from now at 18:30 (Paris = the browser's zone here). */
function slotIn(days: number) {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const value = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T18:30`;
  const day = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long' }).format(date);
  return { value, day };
}

test.describe('matching', () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test('the demo seeker pages through homes and filters them by city and budget through the URL', async ({ page, browser }) => {
    await signInAs(page, SEEKER);
    await page.goto('/users/home-matching');
    await expect(homeCards(page)).toHaveCount(12);
    const paging = page.getByRole('navigation', { name: 'Pages de résultats' });
    await expect(paging.getByRole('link', { name: 'Page 2' })).toBeVisible();
    await paging.getByRole('link', { name: /Page suivante/ }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(paging.getByRole('link', { name: 'Page 1' })).toBeVisible();
    await expect(homeCards(page).first()).toBeVisible();
    const secondPage = await homeCards(page).count();
    expect(secondPage).toBeGreaterThan(0);
    expect(secondPage).toBeLessThanOrEqual(12);

    await page.goto('/users/search');
    await page.getByRole('button', { name: 'Retirer Villeurbanne' }).click();
    await page.getByLabel('Maximum (€)').fill('550');
    await page.getByRole('button', { name: 'Voir les résultats' }).click();
    await expect(page).toHaveURL(/\/users\/home-matching\?.*search=/);
    await expect(homeCards(page).first()).toBeVisible();
    const prices = await lowestPrices(page);
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toBeLessThanOrEqual(550);
    for (const card of await homeCards(page).all()) await expect(card).toContainText('Lyon');

    // The link alone reproduces the search, in another session of the same person.
    const shared = page.url();
    const count = await page.getByText(/logements? correspond/).first().textContent();
    const other = await (browser as Browser).newPage();
    await acceptCookies(other);
    await signInAs(other, SEEKER);
    await other.goto(shared);
    await expect(other.getByText(/logements? correspond/).first()).toHaveText(count!);
    await other.close();
  });

  test('the demo seeker favourites and dislikes a profile, then opens one', async ({ page }) => {
    await signInAs(page, SEEKER);
    await page.goto('/users/user-matching');
    const cards = homeCards(page);
    await expect(cards.first()).toBeVisible();

    // A card not yet in the favourites (the heart toggles).
    const candidate = cards.filter({ has: page.locator('button[aria-pressed="false"]') }).first();
    const firstName = (await candidate.getByRole('heading').textContent())!.trim();
    const first = cards.filter({ has: page.getByRole('heading', { name: firstName, exact: true }) });
    const heart = first.getByRole('button', { name: `${firstName} dans mes favoris` });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    const second = cards.filter({ hasNot: page.getByRole('heading', { name: firstName, exact: true }) }).first();
    const secondName = (await second.getByRole('heading').textContent())!.trim();
    await second.getByRole('button', { name: /Ne plus voir/ }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(dialog).toContainText('Confirmez-vous que vous ne voulez plus voir ce profil ? Celui-ci ne vous sera plus proposé.');
    await dialog.getByRole('button', { name: /^Oui/ }).click();
    await expect(page.getByRole('main').getByRole('heading', { name: secondName, exact: true })).toHaveCount(0);

    await page.goto('/users/favorites');
    await expect(page.getByRole('main').getByRole('heading', { name: firstName, exact: true })).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: firstName, exact: true }).click();
    await expect(page).toHaveURL(/\/users\/\d+\/profile/);
    // The page's title (the decision card below has its own « Votre affinité avec … » heading).
    await expect(page.getByRole('heading', { level: 1, name: firstName })).toBeVisible();
  });

  test('the demo seeker books a visit that the demo manager accepts, then confirms it from the e-mail', async ({ page, browser }) => {
    // The demo manager answers for listings in Lyon, within the seeker's search; one open request per home.
    const listed = queryDb<{ id: number }>(
      `SELECT h.id FROM homes h JOIN users u ON u.id = h.user_id
       WHERE u.email = ? AND h.city = 'Lyon' AND h.published = 1
         AND NOT EXISTS (SELECT 1 FROM visits v JOIN users s ON s.id = v.seeker_id
                         WHERE v.home_id = h.id AND s.email = ? AND v.status IN ('requested', 'proposed', 'accepted'))
       ORDER BY h.id`,
      MANAGER,
      SEEKER,
    ).map((row) => row.id);
    expect(listed.length).toBeGreaterThan(0);

    await signInAs(page, SEEKER);
    let card = null;
    for (const pageNumber of [1, 2]) {
      await page.goto(`/users/home-matching${pageNumber > 1 ? `?page=${pageNumber}` : ''}`);
      await expect(homeCards(page).first()).toBeVisible();
      for (const id of listed) {
        const candidate = homeCards(page).filter({ has: page.locator(`a[href$="/${id}"]`) });
        if ((await candidate.count()) > 0) {
          card = candidate.first();
          break;
        }
      }
      if (card) break;
    }
    expect(card, "a Lyon listing of the demo manager in the seeker's results").not.toBeNull();

    const slot = slotIn(5);
    await card!.getByRole('button', { name: /Demander une visite/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Créneau 1').fill(slot.value);
    await dialog.getByLabel(/Un mot pour le propriétaire/).fill('Bonjour, je serais ravie de visiter en fin de journée.');
    await dialog.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await expect(page.getByText('Votre demande de visite a été envoyée.')).toBeVisible();

    const manager = await (browser as Browser).newPage();
    await acceptCookies(manager);
    await signInAs(manager, MANAGER);
    await manager.goto('/manager/agenda');
    const accept = manager.getByRole('button', { name: new RegExp(`Accepter le .*${slot.day}.*18:30`) });
    await accept.first().click();
    await expect(manager.getByText('Visite acceptée : le visiteur reçoit un e-mail pour confirmer sa venue.')).toBeVisible();
    await manager.close();

    const mail = await latestMailTo(SEEKER);
    const link = mail.replace(/=\r?\n/g, '').match(/\/confirmation-visite\?token=[A-Za-z0-9_-]+/)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await page.getByRole('button', { name: 'Confirmer ma visite' }).click();
    await expect(page.getByRole('heading', { name: 'Votre visite est confirmée' })).toBeVisible();
  });
});

test.describe('groups of seekers', () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test('the demo seeker joins the group that invited her and sees what its members liked', async ({ page }) => {
    await signInAs(page, SEEKER);
    await page.goto('/users/favorites');
    const invitation = page.getByRole('listitem').filter({ hasText: '« Les Lyonnais de la Croix-Rousse »' });
    await invitation.getByRole('button', { name: 'Rejoindre' }).click();
    await expect(page.getByRole('heading', { name: 'Mon groupe : Les Lyonnais de la Croix-Rousse' })).toBeVisible();
    await page.getByRole('link', { name: 'Voir les favoris du groupe' }).click();
    await expect(page).toHaveURL(/\/users\/favorites\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Favoris du groupe « Les Lyonnais de la Croix-Rousse »' })).toBeVisible();
    const homes = page.getByRole('region', { name: /Logements \(\d+\)/ });
    await expect(homes.getByRole('article').first()).toBeVisible();
    await expect(homes.getByText(/^Aimé par /).first()).toBeVisible();
  });
});
