// Match alerts (issue 19), « Done means »: an owner publishes a Lyon home that fits a seeker
// searching Lyon like the demo seeker (a fresh one: the demo seeker's mailbox is read by other
// specs running alongside, an alert there would be their "newest mail"), the moderator approves it, the seeker gets one alert e-mail with the unsubscribe headers,
// its link opens the advert signed in, the one-click unsubscribe turns e-mails off, and a second
// approval mails nothing more. The server runs the alerts worker every second without the
// grouping delay (playwright.config.ts), so the "within 5 minutes" window is seconds here.
import { expect, test, type APIRequestContext, type Browser, type Page } from '../fixtures/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { acceptCookies, DEMO_PASSWORD, queryDb, uniqueEmail, signUpThroughMail } from './support';

const OWNER = 'proprio@demo.toitpartage.fr';
const MODERATOR = 'moderation@demo.toitpartage.fr';
const FIXTURES = join(__dirname, '..', 'fixtures');

async function session(browser: Browser, email: string): Promise<Page> {
  const page = await browser.newPage();
  await acceptCookies(page);
  const response = await page.request.post('/api/auth/signin', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok(), `sign-in of ${email}`).toBe(true);
  return page;
}

async function lyonId(request: APIRequestContext): Promise<number> {
  const cities = (await (await request.get('/api/cities', { params: { q: 'Lyon' } })).json()) as Array<{ id: number; name: string; admin2_code: string | null }>;
  return cities.find((city) => city.name === 'Lyon' && city.admin2_code === '69')!.id;
}

/** A complete Lyon advert of the signed-in owner, fitting the demo seeker (450–500 €, eco-living), sent to moderation. */
async function submitLyonHome(request: APIRequestContext, name: string): Promise<number> {
  const created = await request.post('/api/homes', {
    data: {
      is_coloc: true,
      name,
      address: '14 rue Mercière',
      postal_code: '69002',
      city_id: await lyonId(request),
      home_type: 1,
      surface: 72,
      bedroom_count: 2,
      furnished: true,
      ecoloc: [1, 3, 4],
      description: 'Un appartement lumineux au cœur de la Presqu’île, à deux pas des quais de Saône.',
      rooms: [{ number: 0, rent: 430, charges: 40, surface: 12, furnished: true }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const home = (await created.json()) as { id: number };
  const photo = await request.post(`/api/homes/${home.id}/images`, {
    multipart: { file: { name: 'salon.jpg', mimeType: 'image/jpeg', buffer: readFileSync(join(FIXTURES, 'salon.jpg')) } },
  });
  expect(photo.ok(), await photo.text()).toBe(true);
  const submitted = await request.put(`/api/homes/${home.id}`, { data: { moderation_status: 'pending' } });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  return home.id;
}

/** A fresh account of the given sign-up type, signed in on a new page. */
async function signedUp(browser: Browser, email: string, type: 'users' | 'proprietaire', firstName = 'Léa'): Promise<{ page: Page; id: number }> {
  const page = await browser.newPage();
  await acceptCookies(page);
  const signup = await signUpThroughMail(page.request, { email, password: DEMO_PASSWORD, first_name: firstName, name: 'Martin', type });
  expect(signup.status(), await signup.text()).toBe(201);
  return { page, id: ((await signup.json()) as { id: number }).id };
}

/** A seeker who finished the questionnaire and searches Lyon, 300–700 € a room, signed in on a new page. */
async function lyonSeeker(browser: Browser, email: string, firstName = 'Léa'): Promise<Page> {
  const { page, id } = await signedUp(browser, email, 'users', firstName);
  expect((await page.request.put(`/api/users/${id}`, { data: { registration_step: 100 } })).ok()).toBe(true);
  const search = await page.request.post('/api/searches', {
    data: { city_searches: [{ type: 'city', geoname: { id: await lyonId(page.request) } }], radius: 5, per_room_budget_min: 300, per_room_budget_max: 700 },
  });
  expect(search.ok(), await search.text()).toBe(true);
  return page;
}

/** The alert mails to `to` that name this advert or profile, headers unfolded. */
function alertMailsAbout(name: string, to: string): string[] {
  const outbox = join(process.env.E2E_DATA_DIR!, 'outbox');
  return readdirSync(outbox)
    .filter((file) => file.endsWith('.eml'))
    .map((file) => readFileSync(join(outbox, file), 'utf8').replace(/\r?\n(?=[ \t])/g, ''))
    .filter((mail) => mail.includes(`To: ${to}`) && mail.includes(name) && mail.includes('List-Unsubscribe'));
}

test.describe('match alerts', () => {
  test('a seeker hears once about a new Lyon advert, opens it signed in and unsubscribes in one click', async ({ browser }) => {
    test.setTimeout(120_000);
    const marker = Date.now().toString(36);
    const first = `Colocation Alerte ${marker}`;
    const second = `Colocation Alerte bis ${marker}`;
    const seekerEmail = uniqueEmail('alertes');
    const [owner, moderator, seeker] = await Promise.all([session(browser, OWNER), session(browser, MODERATOR), lyonSeeker(browser, seekerEmail)]);

    // The seeker wants immediate e-mails from 0 % affinity (the defaults are push now, e-mail daily at 60 %).
    const saved = await seeker.request.put('/api/alerts/settings', { data: { email_frequency: 'immediate', threshold: 0 } });
    expect(saved.ok(), await saved.text()).toBe(true);

    // 1–2. The owner publishes a Lyon home, the moderator approves it.
    const homeId = await submitLyonHome(owner.request, first);
    const approved = await moderator.request.post(`/api/moderation/homes/${homeId}/approve`, { data: {} });
    expect(approved.ok(), await approved.text()).toBe(true);

    // 3. One e-mail, with the RFC 8058 headers.
    await expect.poll(() => alertMailsAbout(first, seekerEmail).length, { timeout: 30_000, message: 'alert e-mail in the outbox' }).toBe(1);
    const mail = alertMailsAbout(first, seekerEmail)[0]!;
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const unsubscribe = /^List-Unsubscribe:\s*<([^>]+)>/m.exec(mail)![1]!;
    // The demo owner does not live in the home: no affinity about nobody, the mail says why.
    expect(mail).toMatch(/Affinité : pas encore d'occupant pour la calculer/);

    // 4. Its link opens the advert, signed in (the seeker's browser session).
    const link = new RegExp(`Voir : (http\\S+/${homeId})`).exec(mail)![1]!;
    await seeker.goto(link);
    await expect(seeker.getByRole('heading', { level: 1, name: first })).toBeVisible();
    expect((await seeker.request.get('/api/users/myself')).ok()).toBe(true);

    // 5. One-click unsubscribe, without a session (a mail provider's POST).
    const anonymous = await browser.newContext();
    const done = await anonymous.request.post(unsubscribe, { form: { 'List-Unsubscribe': 'One-Click' } });
    expect(done.status()).toBe(200);
    expect(await done.text()).toContain('vous ne recevrez plus ces alertes par e-mail');
    const again = await anonymous.request.post(unsubscribe, { form: { 'List-Unsubscribe': 'One-Click' } });
    expect(again.status()).toBe(410);
    await anonymous.close();
    expect(await (await seeker.request.get('/api/alerts/settings')).json()).toMatchObject({ email_frequency: 'never' });

    // 6. A second approval: the alert is found (its row exists) but no e-mail leaves.
    const secondId = await submitLyonHome(owner.request, second);
    expect((await moderator.request.post(`/api/moderation/homes/${secondId}/approve`, { data: {} })).ok()).toBe(true);
    await expect
      .poll(() => queryDb<{ email_state: string }>("SELECT email_state FROM alert_pending WHERE subject_kind = 'home' AND subject_id = ?", secondId).map((r) => r.email_state), {
        timeout: 30_000,
        message: 'the second alert handled',
      })
      .toContain('skipped');
    expect(alertMailsAbout(second, seekerEmail)).toHaveLength(0);

    for (const id of [homeId, secondId]) await owner.request.delete(`/api/homes/${id}`);
    await Promise.all([owner.close(), moderator.close(), seeker.close()]);
  });

  test('an owner hears once about a new fitting seeker, opens the profiles signed in and unsubscribes that home in one click', async ({ browser }) => {
    test.setTimeout(120_000);
    const marker = Date.now().toString(36);
    const ownerEmail = uniqueEmail('alertes-proprio');
    // A fresh owner: its mailbox is read by this test only (the demo owner's is shared by other specs).
    const [{ page: owner }, moderator] = await Promise.all([signedUp(browser, ownerEmail, 'proprietaire', 'Hugo'), session(browser, MODERATOR)]);
    const homeId = await submitLyonHome(owner.request, `Colocation Proprio ${marker}`);
    const approved = await moderator.request.post(`/api/moderation/homes/${homeId}/approve`, { data: {} });
    expect(approved.ok(), await approved.text()).toBe(true);
    // That home's alerts: e-mail at once, from 0 % (the defaults are push now, e-mail daily at 60 %).
    const saved = await owner.request.put(`/api/alerts/homes/${homeId}/settings`, { data: { email_frequency: 'immediate', threshold: 0 } });
    expect(saved.ok(), await saved.text()).toBe(true);

    // A seeker finishes the questionnaire with a search the home fits (Lyon, 430 + 40 € within 300–700 €).
    const seeker = await lyonSeeker(browser, uniqueEmail('alertes-chercheuse'), 'Maelle');
    await expect
      .poll(() => alertMailsAbout('Nouveau profil compatible : Maelle M.', ownerEmail).length, { timeout: 30_000, message: 'owner alert e-mail in the outbox' })
      .toBe(1);
    const mail = alertMailsAbout('Nouveau profil compatible : Maelle M.', ownerEmail)[0]!;
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(mail).toContain('Lyon');
    const unsubscribe = /^List-Unsubscribe:\s*<([^>]+)>/m.exec(mail)![1]!;

    // The link opens the profiles for that home, in the owner's signed-in browser.
    const link = new RegExp(`Voir : (http\\S+user-matching\\?home_id=${homeId})`).exec(mail)![1]!;
    await owner.goto(link);
    await expect(owner.getByRole('heading', { level: 1, name: 'Les profils pour votre annonce' })).toBeVisible();

    // One click, without a session: that home's e-mails stop (its push setting stays).
    const anonymous = await browser.newContext();
    const done = await anonymous.request.post(unsubscribe, { form: { 'List-Unsubscribe': 'One-Click' } });
    expect(done.status()).toBe(200);
    await anonymous.close();
    expect(await (await owner.request.get(`/api/alerts/homes/${homeId}/settings`)).json()).toMatchObject({ email_frequency: 'never', push_frequency: 'immediate', threshold: 0 });

    // A second fitting seeker: the alert is found for the owner, no e-mail leaves.
    const second = await lyonSeeker(browser, uniqueEmail('alertes-chercheur'), 'Noe');
    const secondId = ((await (await second.request.get('/api/users/myself')).json()) as { id: number }).id;
    await expect
      .poll(
        () =>
          queryDb<{ email_state: string }>(
            "SELECT email_state FROM alert_pending WHERE subject_kind = 'seeker' AND subject_id = ? AND home_id = ?",
            secondId,
            homeId,
          ).map((r) => r.email_state),
        { timeout: 30_000, message: 'the second owner alert handled' },
      )
      .toContain('skipped');
    expect(alertMailsAbout('Nouveau profil compatible : Noe M.', ownerEmail)).toHaveLength(0);
    expect(alertMailsAbout('Nouveau profil compatible', ownerEmail)).toHaveLength(1);

    await owner.request.delete(`/api/homes/${homeId}`);
    await Promise.all([owner.close(), moderator.close(), seeker.close(), second.close()]);
  });
});
