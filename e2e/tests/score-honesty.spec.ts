import { expect, test, type APIRequestContext, type Browser } from '../fixtures/test';
import { acceptCookies, uniqueEmail, signUpThroughMail } from './support';

/*
 * The score told honestly (issue 16, §3), on people this spec makes itself (no other spec's state):
 * someone who answered three questions shows « Pas assez d'informations pour calculer l'affinité »
 * (never 25 %), and the other person's profile page is a place to decide.
 */

const FULL_PROFILE = {
  position: 1, situation: 1, gender: 1, children: 1, pets: 3, smoking: 1, religious: 1, meals: 3, pace_of_life: 1,
  outings_at_week: 2, appearance: 1, time_at_home: 2, clean_and_tidy: 2, cooking: 3, bathing: 2, tinkering: 2, gardening: 2,
  watching_tv: 2, work: 4, education: 5, business_area: 15, pet_list: [], dietaries: [1], activities_we: [2, 3], sports: [1, 15],
  arts: [4, 8], hobby: [1, 3], thinking_about: [1, 6], character: [2, 5, 10], decorating: [2], service_list: [], ecoloc: [1, 3],
  birth_date: '1995-06-15',
};
const SPARSE_PROFILE = { position: 1, situation: 1, smoking: 1, pets: 3, children: 1, birth_date: '1996-02-02' };

/** A finished seeker looking around one city, made through the real routes, signed in on its own context. */
async function makeSeeker(browser: Browser, first_name: string, profile: Record<string, unknown>, cityId: number, suffix: string) {
  const context = await browser.newContext();
  const request: APIRequestContext = context.request;
  const created = await signUpThroughMail(request, { email: uniqueEmail(`score-${suffix}`), password: 'motdepasse-solide', first_name, name: `Honnête${suffix}`, type: 'users' });
  expect(created.status(), await created.text()).toBe(201);
  const user = await created.json();
  expect((await request.put(`/api/profiles/${user.profile.id}`, { data: profile })).status()).toBe(200);
  const search = await request.post('/api/searches', { data: { city_searches: [{ type: 'city', geoname: { id: cityId } }], radius: 1, per_room_budget_min: 0, per_room_budget_max: 1500 } });
  expect(search.status(), await search.text()).toBe(201);
  expect((await request.put(`/api/users/${user.id}`, { data: { registration_step: 100 } })).status()).toBe(200);
  return { id: user.id as number, context };
}

test.describe('the score, told honestly', () => {
  test('too few answers say so, and the profile page lets one decide', async ({ browser }, testInfo) => {
    test.setTimeout(120_000);
    const probe = await browser.newContext();
    // A small town of its own, picked anew on each run, so that only this run's people are listed
    // (the demo data lives in the big cities, and a rerun on the same database picks another town).
    const cities = (await (await probe.request.get('/api/cities?q=Saint-Martin')).json()) as Array<{ id: number }>;
    await probe.close();
    const cityId = cities[Date.now() % cities.length]!.id;
    const run = `${testInfo.project.name}-${Date.now()}`.replace(/[^a-z0-9-]/gi, '');
    const me = await makeSeeker(browser, 'Maëlle', FULL_PROFILE, cityId, `me-${run}`);
    await makeSeeker(browser, 'Sacha', SPARSE_PROFILE, cityId, `sparse-${run}`);
    const smoker = await makeSeeker(browser, 'Hugo', { ...FULL_PROFILE, smoking: 3, pace_of_life: 2, meals: 1 }, cityId, `smoker-${run}`);

    const page = await me.context.newPage();
    await acceptCookies(page);
    await page.goto('/users/user-matching');
    const main = page.getByRole('main');
    const sparseCard = main.getByRole('article').filter({ hasText: 'Sacha' });
    await expect(sparseCard.getByText("Pas assez d'informations pour calculer l'affinité")).toBeVisible();
    await expect(sparseCard.getByText(/25 %/)).toHaveCount(0);
    // Unscored people come last under the score order.
    await expect(main.getByRole('article').last()).toContainText('Sacha');

    const smokerCard = main.getByRole('article').filter({ hasText: 'Hugo' });
    await smokerCard.getByRole('button', { name: 'Pourquoi ce score ?' }).click();
    const vigilance = smokerCard.getByRole('list', { name: 'Points de vigilance' });
    await expect(vigilance).toContainText('Tabac : cette personne fume, vous préférez vivre avec des non-fumeurs');
    await expect(vigilance).toContainText('Repas : vous, des repas partagés plusieurs fois par semaine ; cette personne, chacun cuisine et mange de son côté');

    await smokerCard.getByRole('link', { name: /^Hugo / }).click();
    await expect(page).toHaveURL(new RegExp(`/users/${smoker.id}/profile\\?retour=`));
    await expect(page.getByRole('heading', { level: 1, name: /^Hugo / })).toBeVisible();
    const decision = page.getByRole('region', { name: /Votre affinité avec Hugo/ });
    await expect(decision.getByRole('progressbar', { name: 'Compatibilité' })).toBeVisible();
    await expect(decision.getByRole('button', { name: /^Contacter Hugo/ })).toBeVisible();
    await expect(decision.getByRole('button', { name: /Ajouter Hugo .* à mes favoris/ })).toBeVisible();
    await expect(decision.getByRole('button', { name: /Ne plus voir le profil de Hugo/ })).toBeVisible();
    await decision.getByRole('button', { name: 'Pourquoi ce score ?' }).click();
    await expect(decision.getByText('Repas : vous, des repas partagés plusieurs fois par semaine ; cette personne, chacun cuisine et mange de son côté')).toBeVisible();
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await page.screenshot({ path: testInfo.outputPath(`profile-decision-${width}.png`), fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }

    await decision.getByRole('button', { name: /Ajouter Hugo .* à mes favoris/ }).click();
    await expect(decision.getByRole('button', { name: /Retirer Hugo .* de mes favoris/ })).toHaveAttribute('aria-pressed', 'true');
    await decision.getByRole('button', { name: /Ne plus voir le profil de Hugo/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Ne plus voir ce profil' });
    await expect(dialog).toContainText('Confirmez-vous que vous ne voulez plus voir ce profil ? Celui-ci ne vous sera plus proposé.');
    await dialog.getByRole('button', { name: 'Oui, ne plus le voir' }).click();
    await expect(decision.getByText('Vous avez écarté ce profil : il ne vous sera plus proposé.')).toBeVisible();

    await page.getByRole('link', { name: '← Retour à la liste' }).click();
    await expect(page).toHaveURL(/\/users\/user-matching/);
    await expect(page.getByRole('main').getByRole('article').filter({ hasText: 'Hugo' })).toHaveCount(0);

    // An advert as this seeker reads it: one affinity for the home (or why there is none), never two bars side by side.
    const lyon = ((await (await me.context.request.get('/api/cities?q=Lyon')).json()) as Array<{ id: number }>)[0]!.id;
    const homes = await (await me.context.request.post('/api/match/user-match-homes-v4?sort=score', { data: { city_searches: [{ type: 'city', geoname: { id: lyon } }], radius: 10 } })).json();
    expect(homes.Hits.length).toBeGreaterThan(0);
    await page.goto(homes.Hits[0].link);
    const match = page.getByRole('heading', { name: 'Votre compatibilité avec ce logement' }).locator('..');
    await expect(match).toBeVisible();
    expect((await match.getByRole('progressbar').count()) + (await match.getByText("Pas assez d'informations pour calculer l'affinité").count())).toBe(1);
    await expect(page.getByRole('progressbar', { name: /Compatibilité avec/ })).toHaveCount(0);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await match.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`advert-affinity-${width}.png`) });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
  });
});
