// Issue 17, finding 4: images are served under random public ids. The old sequential URLs
// (/image/<digits>/…) only redirect, and only for whoever may see the image; no signed-in page
// may still build them from an image's sequential id (a walkable id in the page, a redirect per
// image, and a broken picture wherever the redirect is refused).
import { expect, test, type Page } from '../fixtures/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { acceptCookies, DEMO_PASSWORD, queryDb, signUpThroughMail, uniqueEmail } from './support';

const SEEKER = 'coloc@demo.toitpartage.fr';
const OWNER = 'proprio@demo.toitpartage.fr';
const FIXTURES = join(__dirname, '..', 'fixtures');
const SEQUENTIAL = /^\/image\/\d+\//;
const PUBLIC = /^\/image\/[A-Za-z0-9_-]{22}\/\d+\/\d+$/;

async function signInAs(page: Page, email: string, password = DEMO_PASSWORD) {
  const response = await page.request.post('/api/auth/signin', { data: { email, password } });
  expect(response.ok(), `sign-in of ${email}`).toBe(true);
}

/** Every /image/ path the page asked for, from the first page load on. */
function recordImageRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/image/')) paths.push(pathname);
  });
  return paths;
}

/** The /image/ paths the page's pictures name, src and srcset (lazy ones too, asked for or not). */
function imagePathsShown(page: Page): Promise<string[]> {
  return page.locator('img').evaluateAll((images) =>
    images
      .flatMap((image) => [image.getAttribute('src') ?? '', ...(image.getAttribute('srcset') ?? '').split(',').map((entry) => entry.trim().split(/\s+/)[0] ?? '')])
      .filter(Boolean)
      .map((url) => new URL(url, window.location.href).pathname)
      .filter((path) => path.startsWith('/image/')),
  );
}

/**
 * Opens `path` and waits for its content; `pictures`: the page must show at least one image (so
 * that the check below is not vacuous). Answers the image paths the page shows.
 */
async function visit(page: Page, path: string, ready: () => Promise<void>, pictures: boolean): Promise<string[]> {
  await page.goto(path);
  await ready();
  if (pictures) await expect(page.locator('img[src*="/image/"]').first(), `an image on ${path}`).toBeAttached();
  await page.waitForLoadState('networkidle');
  const shown = await imagePathsShown(page);
  expect(shown.filter((shownPath) => SEQUENTIAL.test(shownPath)), `sequential image URLs on ${path}`).toEqual([]);
  expect(shown.every((shownPath) => PUBLIC.test(shownPath)), `${path} shows ${shown.join(', ')}`).toBe(true);
  return shown;
}

test.describe('image URLs of the signed-in pages', () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test("the demo seeker's dashboard names every photo by its public id", async ({ page }) => {
    const requested = recordImageRequests(page);
    await signInAs(page, SEEKER);
    const main = page.getByRole('main');
    // The home cards show each advert's first photo, as the match answer names it.
    await visit(page, '/users/home-matching', () => expect(main.getByRole('article').first()).toBeVisible(), true);
    await visit(page, '/users/profile', () => expect(main.getByRole('heading', { level: 1 })).toBeVisible(), false);
    await visit(page, '/users/account', () => expect(main.getByRole('heading', { level: 1 })).toBeVisible(), false);
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.filter((path) => SEQUENTIAL.test(path))).toEqual([]);
  });

  test("the demo owner's property pages and photo step name every photo by its public id", async ({ page }) => {
    test.setTimeout(60_000);
    const [home] = queryDb<{ id: number }>(
      "SELECT h.id FROM homes h JOIN users u ON u.id = h.user_id WHERE u.email = ? AND h.image_orders <> '[]' ORDER BY h.id LIMIT 1",
      OWNER,
    );
    expect(home, 'a demo home of the owner with photos').toBeDefined();
    const requested = recordImageRequests(page);
    await signInAs(page, OWNER);
    const main = page.getByRole('main');
    await visit(page, '/proprietaire/biens', () => expect(main.getByRole('heading', { level: 1 })).toBeVisible(), true);
    // The property bar above the home's screens shows its first photo.
    await visit(page, `/proprietaire/demandes?home_id=${home!.id}`, () => expect(main.getByRole('heading', { level: 1 })).toBeVisible(), true);
    await visit(page, `/proprietaire/annonce/${home!.id}?home_id=${home!.id}`, () => expect(main.getByRole('heading', { level: 1 })).toBeVisible(), true);
    // The advert's edition, on its photos tab.
    await visit(
      page,
      `/proprietaire/annonce-modification/${home!.id}?home_id=${home!.id}`,
      async () => {
        await main.getByRole('tab', { name: 'Photos' }).or(main.getByRole('link', { name: 'Photos', exact: true })).first().click();
        await expect(page.getByText('Photo principale', { exact: true })).toBeVisible();
      },
      true,
    );
    // The listing steps: the photo manager, then the summary's thumbnails.
    await visit(page, `/proprietaire/annonce-photo-video/${home!.id}`, () => expect(page.getByText('Photo principale', { exact: true })).toBeVisible(), true);
    await visit(page, `/proprietaire/annonce-recapitulatif/${home!.id}`, () => expect(page.getByRole('button', { name: 'Suivant' })).toBeVisible(), true);
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.filter((path) => SEQUENTIAL.test(path))).toEqual([]);
  });

  test("a member's own photo is named by its public id on the profile, account and photo step", async ({ page }) => {
    test.setTimeout(60_000);
    const email = uniqueEmail('photo-publique');
    const password = 'motdepasse-solide';
    const requested = recordImageRequests(page);
    // The mailed confirmation link creates the account and signs this page's context in.
    await signUpThroughMail(page.request, { email, password, first_name: 'Maëlle', name: 'Perrin', type: 'users' });
    const upload = await page.request.post('/api/users/upload', {
      multipart: { file: { name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: readFileSync(join(FIXTURES, 'portrait.jpg')) } },
    });
    expect(upload.ok(), await upload.text()).toBe(true);
    const { id, public_id: publicId } = await upload.json();
    const me = await (await page.request.get('/api/users/myself')).json();
    expect(me.avatar).toMatchObject({ id, public_id: publicId });
    // The questionnaire is done, so that the dashboard pages open instead of the next step.
    expect((await page.request.put(`/api/users/${me.id}`, { data: { registration_step: 100 } })).ok()).toBe(true);

    const main = page.getByRole('main');
    const ownPhoto = [`/image/${publicId}/`];
    const named = (shown: string[]) => shown.some((path) => ownPhoto.some((start) => path.startsWith(start)));
    expect(named(await visit(page, '/users/profile', () => expect(main.getByRole('heading', { level: 1 })).toBeVisible(), true))).toBe(true);
    expect(named(await visit(page, '/users/account', () => expect(main.getByRole('heading', { level: 1 })).toBeVisible(), true))).toBe(true);
    expect(named(await visit(page, `/users/${me.id}/profile`, () => expect(main.getByRole('heading', { level: 1 })).toBeVisible(), true))).toBe(true);
    expect(named(await visit(page, '/registration/personality-4', () => expect(page.getByText('Présentez-vous')).toBeVisible(), true))).toBe(true);
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.filter((path) => SEQUENTIAL.test(path))).toEqual([]);
  });
});
