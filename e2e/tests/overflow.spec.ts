// No page scrolls sideways on a phone or a tablet: every page the journeys reach, public and
// dashboard, at 360 and 390 px (a touch phone) and 768 px (a tablet), plus the open menus, the cookie
// notice and the first steps of the registration questionnaire.
// One test per page, each checking the three widths: the phone tab loads the page at 360 px and is
// then resized to 390 px; the tablet tab loads it at 768 px. Tabs are made once per account and worker.
import { expect, type Browser, type Page } from '../fixtures/test';
import { test as base, type StorageState } from '../fixtures/sessions';
import { acceptCookies, queryDb, uniqueEmail, signUpThroughMail } from './support';

type Device = 'phone' | 'tablet';

const HEIGHT = 800;
const PHONE_WIDTHS = [360, 390] as const;
const TABLET_WIDTH = 768;

interface WorkerFixtures {
  /** One tab per account and device, kept for the worker (warm HTTP cache, no sign-in per page). */
  tabOf: (account: string | null, device: Device) => Promise<Page>;
}

/** A phone is emulated as one (meta viewport honoured, touch); the tablet is a plain narrow window. */
async function openTab(browser: Browser, device: Device, storageState?: StorageState): Promise<Page> {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'fr-FR',
    viewport: { width: device === 'phone' ? PHONE_WIDTHS[0] : TABLET_WIDTH, height: HEIGHT },
    isMobile: device === 'phone',
    hasTouch: device === 'phone',
    storageState,
  });
  return context.newPage();
}

const test = base.extend<object, WorkerFixtures>({
  tabOf: [
    async ({ browser, sessionOf }, use) => {
      const tabs = new Map<string, Promise<Page>>();
      const open = async (account: string | null, device: Device) => {
        const page = await openTab(browser, device, account ? await sessionOf(account) : undefined);
        await acceptCookies(page);
        return page;
      };
      await use((account, device) => {
        const key = `${account ?? 'visitor'}@${device}`;
        if (!tabs.has(key)) tabs.set(key, open(account, device));
        return tabs.get(key)!;
      });
      await Promise.all([...tabs.values()].map(async (tab) => (await tab).context().close()));
    },
    { scope: 'worker' },
  ],
});

interface Overflow {
  clientWidth: number;
  scrollWidth: number;
  /** Elements whose right edge passes the viewport's, outside any scroll container that fits. */
  culprits: string[];
  count: number;
}

/**
 * Measures the page in the browser. `scrollWidth > clientWidth` is the overflow a person sees (not
 * innerWidth, which a mobile viewport widens to fit it); the element walk also catches fixed boxes
 * (cookie notice, open menu) that stick out without widening the page, and names what sticks out:
 * first the elements that stick out while their parent does not (where the overflow starts).
 */
function measure(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const clientWidth = root.clientWidth;
    const limit = clientWidth + 1;
    const clips = (el: Element) => getComputedStyle(el).overflowX !== 'visible';
    const sticksOut = (el: Element) => el.getBoundingClientRect().right > limit;
    const describe = (el: Element) => {
      const rect = el.getBoundingClientRect();
      const classes = [...el.classList].slice(0, 3).map((c) => `.${c}`).join('');
      const label = el.getAttribute('aria-label') ?? el.getAttribute('data-testid');
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
      const heading = el.closest('section, article, aside, nav, header, footer, form, [role="dialog"]');
      const where = heading
        ? `${heading.tagName.toLowerCase()}${heading.getAttribute('aria-label') ? `[${heading.getAttribute('aria-label')}]` : ''} « ${(heading.querySelector('h1, h2, h3, legend')?.textContent ?? '').trim().slice(0, 40)} »`
        : '';
      const style = getComputedStyle(el);
      return `<${el.tagName.toLowerCase()}${classes}${label ? ` "${label}"` : ''}> right=${Math.round(rect.right)} width=${Math.round(rect.width)} (${style.display}, ${style.position}${style.whiteSpace !== 'normal' ? `, white-space:${style.whiteSpace}` : ''}) in ${where || 'page'}: "${text}"`;
    };
    const origins: string[] = [];
    const others: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const rect = el.getBoundingClientRect();
      if ((rect.width === 0 && rect.height === 0) || rect.right <= limit) continue;
      let contained = false;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (clips(a)) {
          contained = !sticksOut(a);
          break;
        }
      }
      if (contained) continue;
      const parent = el.parentElement;
      (parent && parent !== document.body && sticksOut(parent) ? others : origins).push(describe(el));
    }
    // A long word or address spills out of a box that fits: the text node sticks out, not its element.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || sticksOut(parent)) continue;
      range.selectNodeContents(node);
      const right = range.getBoundingClientRect().right;
      if (right <= limit) continue;
      let contained = false;
      for (let a: Element | null = parent; a && a !== document.body; a = a.parentElement) {
        if (clips(a)) {
          contained = !sticksOut(a);
          break;
        }
      }
      if (!contained) origins.push(`text right=${Math.round(right)} overflowing ${describe(parent)}`);
    }
    return { clientWidth, scrollWidth: root.scrollWidth, culprits: [...origins, ...others].slice(0, 8), count: origins.length + others.length };
  });
}

/** The page's own content is there: its h1, and no skeleton or spinner ('Chargement…' statuses). */
async function rendered(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Chargement/ })).toHaveCount(0);
}

async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))));
}

/** Asserts (softly: one test reports every width) that nothing sticks out at the page's current width. */
async function expectNoOverflow(page: Page, context: string): Promise<void> {
  const width = page.viewportSize()!.width;
  await nextFrames(page);
  let result = await measure(page);
  // An entrance animation (a dialog, a menu sliding in) may stick out for a moment: look again before failing.
  for (let attempt = 0; attempt < 4 && (result.scrollWidth > result.clientWidth || result.count > 0); attempt += 1) {
    await page.waitForTimeout(250);
    result = await measure(page);
  }
  const ok = result.scrollWidth <= result.clientWidth && result.count === 0;
  expect
    .soft(
      ok,
      `${context} at ${width}px: scrollWidth ${result.scrollWidth}, clientWidth ${result.clientWidth}; ${result.count} element(s) stick out:\n    ${result.culprits.join('\n    ')}`,
    )
    .toBe(true);
}

/**
 * The phone widths in one tab (load at 360, resize to 390) while the tablet tab loads the page at
 * 768: the two mostly wait on the network and the remotes, so side by side they take the time of one.
 */
async function sweep(phone: Page, tablet: Page, path: string, prepare?: (page: Page) => Promise<void>): Promise<void> {
  const onPhone = async () => {
    await phone.setViewportSize({ width: PHONE_WIDTHS[0], height: HEIGHT });
    await phone.goto(path);
    await rendered(phone);
    if (prepare) await prepare(phone);
    for (const [index, width] of PHONE_WIDTHS.entries()) {
      if (index > 0) await phone.setViewportSize({ width, height: HEIGHT });
      await expectNoOverflow(phone, path);
    }
  };
  const onTablet = async () => {
    await tablet.goto(path);
    await rendered(tablet);
    if (prepare) await prepare(tablet);
    await expectNoOverflow(tablet, path);
  };
  await Promise.all([onPhone(), onTablet()]);
}

const SEEKER = 'coloc@demo.toitpartage.fr';
const OWNER = 'proprio@demo.toitpartage.fr';

function firstHomeOf(email: string): number {
  const [row] = queryDb<{ id: number }>('SELECT h.id FROM homes h JOIN users u ON u.id = h.user_id WHERE u.email = ? ORDER BY h.id LIMIT 1', email);
  expect(row, `a home of ${email}`).toBeTruthy();
  return row!.id;
}

function userIdOf(email: string): number {
  return queryDb<{ id: number }>('SELECT id FROM users WHERE email = ?', email)[0]!.id;
}

/** A published advert's public address (colocation-<city>/<id>); the longest title, the hardest to fit. */
function publishedAdvertPath(): string {
  const [row] = queryDb<{ id: number; city: string }>(
    'SELECT id, city FROM homes WHERE published = 1 AND city IS NOT NULL ORDER BY length(coalesce(name, \'\')) DESC, id LIMIT 1',
  );
  const slug = row!.city.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `/colocation-${slug}/${row!.id}`;
}

type Dynamic = { label: string; path: () => string };
const dynamic = (label: string, path: () => string): Dynamic => ({ label, path });
const ADVERT = dynamic('/colocation-<ville>/<id>', publishedAdvertPath);
const ownerScreen = (screen: string) =>
  dynamic(`/proprietaire/${screen}?home_id=<id>`, () => {
    const id = firstHomeOf(OWNER);
    return `/proprietaire/${screen.replace('{id}', String(id))}?home_id=${id}`;
  });

/** Pages per account: the public site, then each demo account's menu and the screens it opens. */
const PAGES: Array<{ account: string | null; paths: Array<string | Dynamic> }> = [
  {
    account: null,
    paths: [
      '/',
      '/colocation-proprietaire-avantages',
      '/signupselect',
      '/signup',
      '/signup/users',
      '/signup/proprietaire',
      '/signin',
      '/access',
      '/reset_password',
      '/reset_password/email',
      '/quicksearch',
      '/quicksearch?ville=lyon&rayon=10',
      // A referral link whose code is unknown (a sponsor's own page is audited by referral-page.spec).
      '/parrainage/INCONNU9',
      '/colocation-lyon',
      '/colocation-saint-etienne',
      '/charte-de-bonne-conduite',
      '/politique-de-confidentialite',
      '/faq',
      '/mentions-legales',
      '/cgu',
      '/qui-sommes-nous',
      '/contact',
      '/logement-contre-services',
      '/unauthorized',
      '/cette-page-n-existe-pas',
      ADVERT,
    ],
  },
  {
    account: SEEKER,
    paths: [
      '/users/garantie',
      '/users/ma-co-location',
      '/users/support',
      '/users/user-matching',
      '/users/home-matching',
      '/users/agenda',
      '/users/messages',
      '/users/account',
      '/users/account/edit',
      '/users/profile',
      '/users/profile/edit',
      '/users/parameters',
      '/users/search',
      '/users/favorites',
      '/users/ma-prochaine-colocation',
      dynamic('/users/<id>/profile', () => `/users/${userIdOf(OWNER)}/profile`),
      ADVERT,
    ],
  },
  { account: 'locataire@demo.toitpartage.fr', paths: ['/users/ma-co-location', '/users/bail', '/users/receipts', '/users/documents'] },
  {
    account: OWNER,
    paths: [
      '/proprietaire/biens',
      ...['gestion', 'annonce/{id}', 'diagnostics', 'documents', 'invitation', 'demandes', 'agenda', 'bail', 'rapports', 'user-matching'].map(ownerScreen),
      '/proprietaire/abonnement',
      '/proprietaire/invoices',
      '/proprietaire/messages',
      '/proprietaire/account',
      '/proprietaire/profile',
      '/proprietaire/parameters',
      ...['annonce-description', 'annonce-chambres', 'annonce-recapitulatif', 'offres'].map((step) =>
        dynamic(`/proprietaire/${step}/<id>`, () => `/proprietaire/${step}/${firstHomeOf(OWNER)}`),
      ),
    ],
  },
  { account: 'agent@demo.toitpartage.fr', paths: ['/agent/biens', '/agent/demandes'] },
  { account: 'manager@demo.toitpartage.fr', paths: ['/manager/biens', '/manager/agenda'] },
  { account: 'moderation@demo.toitpartage.fr', paths: ['/users/moderation'] },
  { account: 'support@demo.toitpartage.fr', paths: ['/users/customer-service'] },
];

// The failure message names the elements that stick out, and the screenshot is kept; a trace of
// every test would cost about a third of the spec's time on the two-core CI machine.
test.use({ trace: 'off' });

test.describe('no horizontal overflow (360, 390 and 768 px)', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const { account, paths } of PAGES) {
    test.describe(account ?? 'visitor', () => {
      for (const path of paths) {
        const label = typeof path === 'string' ? path : path.label;
        test(label, async ({ tabOf }) => {
          const [phone, tablet] = await Promise.all([tabOf(account, 'phone'), tabOf(account, 'tablet')]);
          await sweep(phone, tablet, typeof path === 'string' ? path : path.path());
        });
      }
    });
  }

  test('the public menu open', async ({ tabOf }) => {
    const [phone, tablet] = await Promise.all([tabOf(null, 'phone'), tabOf(null, 'tablet')]);
    await sweep(phone, tablet, '/', async (page) => {
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'FAQ' })).toBeVisible();
    });
  });

  test('the dashboard menu open', async ({ tabOf }) => {
    const [phone, tablet] = await Promise.all([tabOf(OWNER, 'phone'), tabOf(OWNER, 'tablet')]);
    await sweep(phone, tablet, '/proprietaire/biens', async (page) => {
      const menu = page.getByRole('navigation', { name: 'Mon espace' });
      await menu.getByRole('button').click();
      await expect(menu.getByRole('link', { name: 'Paramètres' })).toBeVisible();
    });
  });

  test('the home page with the cookie notice', async ({ browser }) => {
    const [phone, tablet] = await Promise.all([openTab(browser, 'phone'), openTab(browser, 'tablet')]);
    await sweep(phone, tablet, '/', (page) => expect(page.getByRole('region', { name: 'Information sur les cookies' })).toBeVisible());
    await Promise.all([phone.context().close(), tablet.context().close()]);
  });

  test('the registration questionnaire, first steps', async ({ browser }) => {
    const walk = async (device: Device) => {
      const page = await openTab(browser, device);
      await acceptCookies(page);
      const created = await signUpThroughMail(page.request, { email: uniqueEmail(`overflow-${device}`), password: 'motdepasse-solide', first_name: 'Inès', name: 'Roux', type: 'users' });
      expect(created.status(), await created.text()).toBe(201);
      await page.goto('/registration/lifestyle-1');
      await rendered(page);
      const check = async (context: string) => {
        for (const width of device === 'phone' ? PHONE_WIDTHS : [TABLET_WIDTH]) {
          await page.setViewportSize({ width, height: HEIGHT });
          await expectNoOverflow(page, context);
        }
      };
      await check('/registration/lifestyle-1');
      // The step with its errors shown, then the next two steps.
      await page.getByRole('button', { name: 'Suivant' }).click();
      await expect(page.getByText('Champ obligatoire.').first()).toBeVisible();
      await check('/registration/lifestyle-1 with errors');
      await page.getByRole('radio', { name: 'Seul(e)' }).check();
      await page.getByRole('radio', { name: 'Femme' }).check();
      await page.getByLabel('Date de naissance').fill('1994-05-17');
      for (const step of ['lifestyle-1', 'lifestyle-2']) {
        await page.locator(`form[data-step="${step}"]`).getByRole('button', { name: 'Suivant' }).click();
        await expect(page).not.toHaveURL(new RegExp(`/${step}$`));
        await rendered(page);
        await check(new URL(page.url()).pathname);
      }
      await page.context().close();
    };
    await Promise.all([walk('phone'), walk('tablet')]);
  });

  test("a new owner's first listing step", async ({ browser }) => {
    const [phone, tablet] = await Promise.all([openTab(browser, 'phone'), openTab(browser, 'tablet')]);
    for (const page of [phone, tablet]) {
      await acceptCookies(page);
      const created = await signUpThroughMail(page.request, { email: uniqueEmail('overflow-owner'), password: 'motdepasse-solide', first_name: 'Hugo', name: 'Petit', type: 'proprietaire' });
      expect(created.status(), await created.text()).toBe(201);
    }
    await sweep(phone, tablet, '/proprietaire/annonce-adresse/new');
    await Promise.all([phone.context().close(), tablet.context().close()]);
  });
});
