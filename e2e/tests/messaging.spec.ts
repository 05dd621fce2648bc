import { expect, test, type Browser, type BrowserContext, type Page } from '../fixtures/test';
import { acceptCookies, DEMO_PASSWORD } from './support';

const SEEKER = 'coloc@demo.toitpartage.fr';
const OWNER = 'proprio@demo.toitpartage.fr';
const SUPPORT = 'support@demo.toitpartage.fr';

/** A separate browser session signed in as `email`, with the notices dismissed. */
async function sessionOf(browser: Browser, email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await acceptCookies(page);
  const response = await page.request.post('/api/auth/signin', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  return { context, page };
}

const unique = (text: string) => `${text} (${Date.now().toString(36)})`;
const thread = (page: Page) => page.getByRole('log');
const messagesBadge = (page: Page) => page.getByRole('navigation', { name: 'Mon espace' }).getByRole('link', { name: /Ma messagerie/ });
/** The number on the badge, 0 when there is none: other specs may leave the demo owner unread messages. */
async function unreadCount(page: Page): Promise<number> {
  const digits = (await messagesBadge(page).textContent())?.match(/\d+/);
  return digits ? Number(digits[0]) : 0;
}

test.describe('messaging', () => {
  test('a seeker and an owner chat live: the owner sees the message arrive with the unread badge, the seeker sees it read', async ({ browser }) => {
    const seeker = await sessionOf(browser, SEEKER);
    const owner = await sessionOf(browser, OWNER);
    // The badge starts from the inbox's count, which must be in before the message is sent.
    const counted = owner.page.waitForResponse((response) => /\/api\/messages-for-homes\/[^/]+\/count/.test(response.url()));
    await owner.page.goto('/proprietaire/agenda');
    await expect(owner.page.getByRole('heading', { level: 1 })).toBeVisible();
    const unreadBefore = Number((await (await counted).json()).unreaded);
    await expect.poll(() => unreadCount(owner.page)).toBe(unreadBefore);

    await seeker.page.goto('/users/messages');
    await seeker.page.getByRole('link', { name: /Bernard/ }).click();
    await expect(seeker.page).toHaveURL(/conversation=\d+/);
    // The owner has the site open elsewhere: the thread header says so.
    await expect(seeker.page.getByText('En ligne', { exact: true })).toBeVisible();
    const text = unique('Bonjour Bernard, je peux visiter samedi à 11 h ?');
    const composer = seeker.page.getByRole('textbox', { name: /Votre message à Bernard/ });
    await composer.fill(text);
    await composer.press('Enter');
    await expect(thread(seeker.page).getByText(text)).toBeVisible();

    // The owner is elsewhere in the dashboard: the badge counts the new message without a reload.
    await expect.poll(() => unreadCount(owner.page)).toBeGreaterThan(unreadBefore);
    const unreadWithIt = await unreadCount(owner.page);
    await messagesBadge(owner.page).click();
    await owner.page.getByRole('link', { name: /Camille/ }).click();
    await expect(thread(owner.page).getByText(text)).toBeVisible();
    await expect.poll(() => unreadCount(owner.page)).toBeLessThan(unreadWithIt);

    // Reading it shows 'Lu' on the seeker's side, live.
    await expect(thread(seeker.page).getByText('Lu').last()).toBeVisible();
    const answer = unique('Samedi 11 h, parfait, à samedi !');
    const ownerComposer = owner.page.getByRole('textbox', { name: /Votre message à Camille/ });
    await ownerComposer.fill(answer);
    await owner.page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(thread(seeker.page).getByText(answer)).toBeVisible();

    await seeker.context.close();
    await owner.context.close();
  });

  test("'Contacter' on a profile card opens the conversation with the first message", async ({ browser }) => {
    const seeker = await sessionOf(browser, SEEKER);
    const { page } = seeker;
    await page.goto('/users/user-matching');
    const card = page.getByRole('main').getByRole('article').first();
    await card.getByRole('button', { name: /^Contacter / }).click();
    const dialog = page.getByRole('dialog');
    const text = unique('Bonjour, on cherche dans le même quartier, ça te dirait d’en parler ?');
    await dialog.getByRole('textbox', { name: 'Votre message' }).fill(text);
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await dialog.getByRole('link', { name: 'Ouvrir la conversation' }).click();
    await expect(page).toHaveURL(/\/users\/messages\?.*conversation=\d+/);
    await expect(thread(page).getByText(text)).toBeVisible();
    await seeker.context.close();
  });

  test('the support team answers a seeker from the customer-service screen', async ({ browser }) => {
    const seeker = await sessionOf(browser, SEEKER);
    const staff = await sessionOf(browser, SUPPORT);
    await seeker.page.goto('/users/support');
    await expect(seeker.page.getByRole('heading', { name: 'Service client', level: 1 })).toBeVisible();
    const question = unique('Comment ajouter un garant à mon dossier ?');
    const composer = seeker.page.getByRole('textbox', { name: /Votre message/ });
    await composer.fill(question);
    await composer.press('Enter');
    await expect(thread(seeker.page).getByText(question)).toBeVisible();

    // Only the support account has the special sidebar entry.
    await staff.page.goto('/users/account');
    await staff.page.getByRole('navigation', { name: 'Mon espace' }).getByRole('link', { name: 'Service client – conversations' }).click();
    await staff.page.getByRole('link', { name: /Camille/ }).click();
    await expect(thread(staff.page).getByText(question)).toBeVisible();
    const reply = unique('Depuis « Mon dossier », rubrique Garantie : nous vous guidons pas à pas.');
    await staff.page.getByRole('textbox', { name: /Votre message/ }).fill(reply);
    await staff.page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(thread(seeker.page).getByText(reply)).toBeVisible();

    await seeker.context.close();
    await staff.context.close();
  });

  test('the site is an installable app: manifest, service worker and offline page are served', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', /manifest\.webmanifest/);
    const worker = await request.get('/sw.js');
    expect(worker.ok()).toBe(true);
    expect(worker.headers()['content-type']).toMatch(/javascript/);
    expect(await worker.text()).toContain('notificationclick');
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.ok()).toBe(true);
    expect(await manifest.json()).toMatchObject({ name: 'Toit Partagé', lang: 'fr', display: 'standalone' });
    expect(await (await request.get('/offline.html')).text()).toContain('hors ligne');
    const key = await request.get('/api/push/public-key');
    expect((await key.json()).public_key).toMatch(/^[A-Za-z0-9_-]{80,}$/);
  });
});
