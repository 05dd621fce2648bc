// axe-core on every page the journeys reach, at desktop and phone widths, with the main dialogs open.
// One test per page and width, so a report names the page; sessions and tabs are made once per worker.
import { expect, type Page } from '../fixtures/test';
import { test as base } from '../fixtures/sessions';
import { expectNoAxeViolations, settled } from './a11y-support';
import { acceptCookies, queryDb, uniqueEmail, signUpThroughMail } from './support';

type Viewport = { width: number; height: number };

interface WorkerFixtures {
  /**
   * One tab per account and width, kept for the worker: each audit still loads its page afresh,
   * but from a warm HTTP cache, which makes the ~100 page audits about twice as fast.
   */
  auditTabOf: (account: string | null, viewport: Viewport) => Promise<Page>;
}

const test = base.extend<{ account: string | null }, WorkerFixtures>({
  account: [null, { option: true }],
  auditTabOf: [
    async ({ browser, sessionOf }, use) => {
      const tabs = new Map<string, Promise<Page>>();
      const open = async (account: string | null, viewport: Viewport) => {
        const context = await browser.newContext({
          baseURL: process.env.E2E_BASE_URL,
          locale: 'fr-FR',
          viewport,
          storageState: account ? await sessionOf(account) : undefined,
        });
        const page = await context.newPage();
        await acceptCookies(page);
        return page;
      };
      await use((account, viewport) => {
        const key = `${account ?? 'visitor'}@${viewport.width}`;
        if (!tabs.has(key)) tabs.set(key, open(account, viewport));
        return tabs.get(key)!;
      });
      await Promise.all([...tabs.values()].map(async (tab) => (await tab).context().close()));
    },
    { scope: 'worker' },
  ],
  storageState: async ({ account, sessionOf }, use) => use(account ? await sessionOf(account) : undefined),
  page: async ({ page }, use) => {
    await acceptCookies(page);
    await use(page);
  },
});

const VIEWPORTS = [
  { width: 'desktop', viewport: { width: 1280, height: 800 } },
  { width: 'mobile', viewport: { width: 390, height: 844 } },
] as const;

const SEEKER = 'coloc@demo.toitpartage.fr';
const OWNER = 'proprio@demo.toitpartage.fr';

/** The first home of an account, for the screens that are about one home. */
function firstHomeOf(email: string): number {
  const [row] = queryDb<{ id: number }>('SELECT h.id FROM homes h JOIN users u ON u.id = h.user_id WHERE u.email = ? ORDER BY h.id LIMIT 1', email);
  expect(row, `a home of ${email}`).toBeTruthy();
  return row!.id;
}

function userIdOf(email: string): number {
  return queryDb<{ id: number }>('SELECT id FROM users WHERE email = ?', email)[0]!.id;
}

/** A published advert's public address, as the site builds it (colocation-<city>/<id>). */
function publishedAdvertPath(): string {
  const [row] = queryDb<{ id: number; city: string }>('SELECT id, city FROM homes WHERE published = 1 AND city IS NOT NULL ORDER BY id LIMIT 1');
  const slug = row!.city.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `/colocation-${slug}/${row!.id}`;
}

/** A page whose address needs the seeded data, read when its test runs. */
type Dynamic = { label: string; path: () => string };
const dynamic = (label: string, path: () => string): Dynamic => ({ label, path });
const ADVERT = dynamic('/colocation-<ville>/<id>', publishedAdvertPath);

/** Pages per account. */
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
      '/signup/agent',
      '/signin',
      '/access',
      '/reset_password',
      '/reset_password/email',
      '/reset_password/new_password',
      '/quicksearch',
      '/quicksearch?ville=lyon&rayon=10',
      // A referral link whose code is unknown (a sponsor's own page is audited by referral-page.spec).
      '/parrainage/INCONNU9',
      '/colocation-lyon',
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
      '/users/home-matching',
      '/users/user-matching',
      '/users/search',
      '/users/favorites',
      '/users/agenda',
      '/users/messages',
      '/users/support',
      '/users/garantie',
      '/users/garantie/confirmer',
      '/users/ma-prochaine-colocation',
      '/users/ma-co-location',
      '/users/account',
      '/users/account/edit',
      '/users/profile',
      '/users/profile/edit',
      '/users/parameters',
      dynamic('/users/<id>/profile', () => `/users/${userIdOf(OWNER)}/profile`),
      ADVERT,
    ],
  },
  {
    account: 'locataire@demo.toitpartage.fr',
    paths: ['/users/ma-co-location', '/users/bail', '/users/receipts', '/users/documents'],
  },
  {
    account: OWNER,
    paths: [
      '/proprietaire/biens',
      ...[
        'gestion',
        'annonce/{id}',
        'annonce-modification/{id}',
        'preview-annonce',
        'diagnostics',
        'documents',
        'invitation',
        'demandes',
        'agenda',
        'bail',
        'rapports',
        'user-matching',
      ].map((screen) =>
        dynamic(`/proprietaire/${screen}?home_id={id}`, () => {
          const id = firstHomeOf(OWNER);
          return `/proprietaire/${screen.replace('{id}', String(id))}?home_id=${id}`;
        }),
      ),
      '/proprietaire/annonce',
      '/proprietaire/abonnement',
      '/proprietaire/invoices',
      '/proprietaire/messages',
      '/proprietaire/account',
      '/proprietaire/profile',
      '/proprietaire/parameters',
      // The listing steps of an existing home.
      ...['annonce-description', 'annonce-chambres', 'annonce-charges', 'annonce-photo-video', 'annonce-recapitulatif', 'offres'].map(
        (step) => dynamic(`/proprietaire/${step}/{id}`, () => `/proprietaire/${step}/${firstHomeOf(OWNER)}`),
      ),
    ],
  },
  { account: 'agent@demo.toitpartage.fr', paths: ['/agent/biens', '/agent/demandes'] },
  { account: 'manager@demo.toitpartage.fr', paths: ['/manager/biens', '/manager/agenda'] },
  { account: 'moderation@demo.toitpartage.fr', paths: ['/users/moderation'] },
  { account: 'support@demo.toitpartage.fr', paths: ['/users/customer-service'] },
];

async function audit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settled(page);
  await expectNoAxeViolations(page, path);
}

/** Audits the page with a dialog open (what is behind is inert but still painted). */
async function auditDialog(page: Page, context: string): Promise<void> {
  await expect(page.getByRole('dialog').or(page.getByRole('alertdialog'))).toBeVisible();
  await page.waitForTimeout(300); // the dialog's entrance animation
  await expectNoAxeViolations(page, context);
}

for (const { width, viewport } of VIEWPORTS) {
  test.describe(`accessibility (${width})`, () => {
    test.describe.configure({ mode: 'parallel' });
    test.use({ viewport });

    for (const { account, paths } of PAGES) {
      test.describe(account ?? 'visitor', () => {
        test.use({ account });
        for (const path of paths) {
          const label = typeof path === 'string' ? path : path.label;
          test(label, async ({ auditTabOf }) => audit(await auditTabOf(account, viewport), typeof path === 'string' ? path : path.path()));
        }
      });
    }

    test('the home page with the cookie notice', async ({ browser }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Information sur les cookies' })).toBeVisible();
      await settled(page);
      await expectNoAxeViolations(page, '/ with the cookie notice');
      await context.close();
    });

    test.describe(SEEKER, () => {
      test.use({ account: SEEKER });

      test('a conversation open', async ({ page }) => {
        await page.goto('/users/messages');
        await settled(page);
        await page.getByRole('link', { name: /Bernard/ }).first().click();
        await expect(page).toHaveURL(/conversation=\d+/);
        await expect(page.getByRole('log')).toBeVisible();
        await settled(page);
        await expectNoAxeViolations(page, '/users/messages?conversation=…');
      });

      test('dialogs: contact, confirm and error on a profile card', async ({ page }) => {
        await page.goto('/users/user-matching');
        await settled(page);
        const card = page.getByRole('main').getByRole('article').first();

        await card.getByRole('button', { name: /^Contacter / }).click();
        await auditDialog(page, 'contact dialog');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);

        await card.getByRole('button', { name: /^Ne plus voir/ }).click();
        await auditDialog(page, 'confirm dialog');
        await page.getByRole('alertdialog').getByRole('button', { name: 'Annuler' }).click();
        await expect(page.getByRole('alertdialog')).toHaveCount(0);

        // A favourite the server refuses: the error modal (nothing is stored).
        await page.route('**/api/homes/accordances/**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Erreur interne.' }) }));
        await card.getByRole('button', { name: /dans mes favoris/ }).click();
        await auditDialog(page, 'error dialog');
      });

      test('dialog: visit request', async ({ page }) => {
        await page.goto('/users/home-matching');
        await settled(page);
        await page.getByRole('main').getByRole('button', { name: /Demander une visite/ }).first().click();
        await auditDialog(page, 'visit request dialog');
      });
    });

    test('the registration questionnaire, step by step', async ({ page }) => {
      test.setTimeout(180_000);
      const created = await signUpThroughMail(page.request, { email: uniqueEmail(`a11y-${width}`), password: 'motdepasse-solide', first_name: 'Inès', name: 'Roux', type: 'users' });
      expect(created.status(), await created.text()).toBe(201);
      await page.goto('/registration/lifestyle-1');
      await settled(page);
      await expectNoAxeViolations(page, '/registration/lifestyle-1');
      // The same step with its errors shown.
      await page.getByRole('button', { name: 'Suivant' }).click();
      await expect(page.getByText('Champ obligatoire.').first()).toBeVisible();
      await expectNoAxeViolations(page, '/registration/lifestyle-1 with errors');
      await page.getByRole('radio', { name: 'Seul(e)' }).check();
      await page.getByRole('radio', { name: 'Femme' }).check();
      await page.getByLabel('Date de naissance').fill('1994-05-17');
      let step = 'lifestyle-1';
      while (step !== 'search') {
        if (step === 'home-1') {
          await page.getByRole('radio', { name: 'Je cherche une chambre en colocation' }).check();
          await page.getByRole('radio', { name: 'Je cherche un logement ou une chambre' }).check();
        }
        await page.locator(`form[data-step="${step}"]`).getByRole('button', { name: 'Suivant' }).click();
        await expect(page).not.toHaveURL(new RegExp(`/${step}$`));
        step = new URL(page.url()).pathname.split('/').pop()!;
        await settled(page);
        await expectNoAxeViolations(page, `/registration/${step}`);
      }
    });

    test("a new owner's first listing step", async ({ page }) => {
      const created = await signUpThroughMail(page.request, { email: uniqueEmail(`a11y-owner-${width}`), password: 'motdepasse-solide', first_name: 'Hugo', name: 'Petit', type: 'proprietaire' });
      expect(created.status(), await created.text()).toBe(201);
      await audit(page, '/proprietaire/annonce-adresse/new');
    });
  });
}
