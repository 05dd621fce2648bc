import { expect, test, type APIRequestContext } from '../fixtures/test';
import { acceptCookies, DEMO_PASSWORD, queryDb } from './support';

const SEEKER = 'coloc@demo.toitpartage.fr';

interface Advert {
  id: number;
  title: string;
  city: string | null;
  public_url: string;
  photo_ids: string[];
  rooms: Array<{ display_name: string; rent: number | null; available: boolean }>;
  landlord_first_name: string;
}

/** French amounts as the page writes them (narrow no-break spaces), compared with plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

/** A datetime-local value `days` from now at 18:30. */
function slotIn(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T18:30`;
}

/**
 * A published advert the demo seeker's own search finds, with a free room and no visit of theirs
 * under way (another suite may have asked for one), read through the seeker's API session.
 */
async function advertForTheSeeker(request: APIRequestContext): Promise<Advert> {
  const signin = await request.post('/api/auth/signin', { data: { email: SEEKER, password: DEMO_PASSWORD } });
  expect(signin.ok()).toBe(true);
  const me = await (await request.get('/api/users/myself')).json();
  const visits = (await (await request.get('/api/visits')).json()) as Array<{ home: { id: number }; status: string }>;
  const busy = new Set(visits.filter((visit) => ['requested', 'proposed', 'accepted'].includes(visit.status)).map((visit) => visit.home.id));
  const matched = await request.post('/api/match/user-match-homes-v4', { params: { from: 0, to: 24, sort: 'price-asc' }, data: { search_id: me.search_id } });
  expect(matched.ok(), await matched.text()).toBe(true);
  const { Hits } = (await matched.json()) as { Hits: Array<{ HomeID: number; RoomCount: number; PriceMin: number | null }> };
  for (const hit of Hits) {
    if (busy.has(hit.HomeID) || hit.RoomCount === 0 || !hit.PriceMin) continue;
    const response = await request.get(`/api/adverts/${hit.HomeID}`);
    if (!response.ok()) continue;
    const advert = (await response.json()) as Advert;
    if (advert.photo_ids.length > 0 && advert.rooms.some((room) => room.available && room.rent)) return advert;
  }
  throw new Error('no published advert with photos and a free room in the demo seeker’s matching');
}

test.describe('public advert (SPEC 2.2)', () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test('a visitor reads an advert, signs in from it and back, contacts the landlord, asks for a visit and signs out in place', async ({ page, request, baseURL }) => {
    test.setTimeout(60_000);
    const advert = await advertForTheSeeker(request);
    const [stored] = queryDb<{ address: string | null }>('SELECT address FROM homes WHERE id = ?', advert.id);

    // Anonymous: photos from the image server, rooms and rents, the place but never the street.
    await page.goto(advert.public_url);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: advert.title })).toBeVisible();
    const photo = main.getByRole('region', { name: 'Photos du logement' }).getByRole('img').first();
    // Served under its random public id (issue 17, finding 4), never the sequential key.
    await expect(photo).toHaveAttribute('src', /^\/image\/[A-Za-z0-9_-]{22}\/\d+\/\d+$/);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const rooms = main.getByRole('region', { name: 'Les chambres' });
    const freeRoom = advert.rooms.find((room) => room.available && room.rent)!;
    await expect(rooms.getByRole('heading', { name: freeRoom.display_name, exact: true }).first()).toBeVisible();
    expect(plain(await rooms.innerText())).toContain(`${freeRoom.rent} €`);
    if (advert.city) await expect(main.getByText(advert.city, { exact: false }).first()).toBeVisible();
    if (stored?.address) expect(await main.innerText()).not.toContain(stored.address);
    await expect(main.getByRole('progressbar')).toHaveCount(0);

    // The advert's own title and canonical address.
    await expect.poll(async () => plain(await page.title())).toMatch(/ à .+ – \d+ chambres? dès \d[\d ]* € \| Toit Partagé$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL(advert.public_url, baseURL).href);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);

    // Signing in from the advert comes back to it, now with the seeker's match.
    await main.getByRole('link', { name: 'Contacter' }).click();
    await expect(page).toHaveURL(new RegExp(`/signin\\?redirect=${encodeURIComponent(advert.public_url)}$`));
    await page.getByRole('main').getByLabel('Adresse e-mail').fill(SEEKER);
    await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(new RegExp(`${advert.public_url}$`));
    const match = main.getByRole('progressbar', { name: 'Compatibilité', exact: true });
    await expect(match).toBeVisible();
    await expect(match).toHaveAttribute('aria-valuenow', /^\d+$/);

    // 'Contacter': a first message, then straight to the conversation.
    const text = `Bonjour ${advert.landlord_first_name}, la chambre est-elle toujours libre ? (${Date.now().toString(36)})`;
    await main.getByRole('button', { name: 'Contacter' }).click();
    const contact = page.getByRole('dialog', { name: `Contacter ${advert.landlord_first_name}` });
    await contact.getByRole('textbox', { name: 'Votre message' }).fill(text);
    await contact.getByRole('button', { name: 'Envoyer' }).click();
    await contact.getByRole('link', { name: 'Ouvrir la conversation' }).click();
    await expect(page).toHaveURL(/\/users\/messages\?conversation=\d+$/);
    await expect(page.getByRole('log').getByText(text)).toBeVisible();

    // Back on the advert: a visit request with a slot in a few days.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${advert.public_url}$`));
    await main.getByRole('button', { name: 'Demander une visite' }).click();
    const visit = page.getByRole('dialog', { name: 'Demander une visite' });
    await visit.getByLabel('Créneau 1').fill(slotIn(4));
    await visit.getByRole('textbox', { name: 'Message (facultatif)' }).fill('En fin de journée si possible.');
    await visit.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(visit.getByText(/Votre demande de visite est envoyée/)).toBeVisible();
    const storedVisits = queryDb<{ status: string }>(
      "SELECT v.status FROM visits v JOIN users u ON u.id = v.seeker_id WHERE v.home_id = ? AND u.email = ? AND v.status = 'requested'",
      advert.id,
      SEEKER,
    );
    expect(storedVisits).toHaveLength(1);
    await visit.getByRole('button', { name: 'Fermer' }).first().click();

    // Signing out keeps the visitor on the advert, without scores.
    await page.getByRole('banner').getByRole('link', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(new RegExp(`${advert.public_url}$`));
    await expect(page.getByRole('banner').getByRole('link', { name: 'Connexion' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 1, name: advert.title })).toBeVisible();
    await expect(main.getByRole('progressbar')).toHaveCount(0);
  });

  test('an unpublished or unknown home answers the French not-found page', async ({ page }) => {
    const [unpublished] = queryDb<{ id: number }>('SELECT id FROM homes WHERE published = 0 ORDER BY id LIMIT 1');
    expect(unpublished, 'an unpublished home in the demo data').toBeTruthy();
    for (const id of [unpublished!.id, 99_999_999]) {
      await page.goto(`/colocation-lyon/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: "Cette annonce n'existe pas ou n'est plus en ligne." })).toBeVisible();
      await page.getByRole('link', { name: 'Chercher une colocation' }).click();
      await expect(page).toHaveURL(/\/quicksearch$/);
    }
  });
});
