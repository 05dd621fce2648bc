import { expect, test, type Page } from '../fixtures/test';
import { acceptCookies, DEMO_PASSWORD, queryDb, uniqueEmail, signUpThroughMail } from './support';

/*
 * The strict Content-Security-Policy (per-response nonce + 'strict-dynamic') in a real browser: the
 * shell, the Module Federation remotes, the chat socket and the service worker all run under it
 * without a single violation, and an injected inline script is refused.
 */

const SEEKER = 'coloc@demo.toitpartage.fr';
const OWNER = 'proprio@demo.toitpartage.fr';

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/** Records every CSP violation of the page (DOM event) and every CSP message on the console. */
async function watchCsp(page: Page): Promise<{ violations: () => Promise<Violation[]>; consoleErrors: string[] }> {
  await page.addInitScript(() => {
    const seen: Array<{ directive: string; blocked: string; source: string }> = [];
    (window as unknown as { __cspViolations: typeof seen }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}` });
    });
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame|create)/i.test(message.text())) consoleErrors.push(message.text());
  });
  return {
    consoleErrors,
    violations: () => page.evaluate(() => (window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? []),
  };
}

/** The nonce of a Content-Security-Policy header. */
function nonceOf(csp: string | undefined): string {
  const match = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp ?? '');
  expect(match, `a nonce in ${csp}`).not.toBeNull();
  return match![1]!;
}

/** Visits `path`, waits for the remote's heading, and checks the page's policy came with it. */
async function visit(page: Page, path: string, heading?: RegExp | string): Promise<string> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  const csp = await response!.headerValue('content-security-policy');
  expect(csp).toContain("'strict-dynamic'");
  await expect(page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) }).first()).toBeVisible();
  return nonceOf(csp ?? undefined);
}

async function signInThroughTheForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('main').getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

async function publishedAdvertUrl(page: Page): Promise<string> {
  const [home] = queryDb<{ id: number }>('SELECT id FROM homes WHERE published = 1 ORDER BY id LIMIT 1');
  const advert = await page.request.get(`/api/adverts/${home!.id}`);
  expect(advert.ok()).toBe(true);
  return ((await advert.json()) as { public_url: string }).public_url;
}

test.describe('Content-Security-Policy', () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test('the public pages, the sign-in and a seeker dashboard with the chat run without a single violation', async ({ page }) => {
    const csp = await watchCsp(page);
    const nonces = [await visit(page, '/')];
    nonces.push(await visit(page, await publishedAdvertUrl(page)));
    nonces.push(await visit(page, '/signin'));
    // Every response has its own nonce.
    expect(new Set(nonces).size).toBe(nonces.length);
    // The page's scripts carry the nonce of their response.
    const scriptNonces = await page.evaluate(() => [...document.querySelectorAll('script[src]')].map((s) => (s as HTMLScriptElement).nonce));
    expect(scriptNonces.length).toBeGreaterThan(0);

    // A real form post: the browser sends Origin, which the CSRF check accepts.
    await signInThroughTheForm(page, SEEKER, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/users\//);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

    const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/api/chat'));
    await visit(page, '/users/messages');
    expect((await socket).url()).toMatch(/^ws:\/\/localhost:\d+\/api\/chat/);
    await visit(page, '/users/parameters', 'Paramètres');
    // The service worker registered under worker-src 'self'.
    expect(await page.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.active !== null))).toBe(true);

    expect(await csp.violations()).toEqual([]);
    expect(csp.consoleErrors).toEqual([]);
  });

  test("an owner's dashboard pages run without a single violation", async ({ page }) => {
    const csp = await watchCsp(page);
    await page.goto('/signin');
    await signInThroughTheForm(page, OWNER, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/proprietaire\//);
    await visit(page, '/proprietaire/agenda');
    await visit(page, '/proprietaire/biens');
    await visit(page, '/proprietaire/parameters', 'Paramètres');
    expect(await csp.violations()).toEqual([]);
    expect(csp.consoleErrors).toEqual([]);
  });

  test('markup injected into the page runs nothing and is reported: handler, base, plugin, framed script', async ({ page }) => {
    const csp = await watchCsp(page);
    await visit(page, '/');
    await page.evaluate(() => {
      // What an HTML injection would write into the page; none of it carries the nonce.
      document.body.insertAdjacentHTML(
        'beforeend',
        [
          '<img src="data:," onerror="window.__pwned = 1" alt="">',
          '<base href="https://evil.example/">',
          '<object data="data:text/html,<p>x</p>"></object>',
          '<iframe srcdoc="<script>parent.__pwned = 2</script>"></iframe>',
        ].join(''),
      );
    });
    await expect.poll(async () => [...new Set((await csp.violations()).map((v) => v.directive))].sort()).toEqual(['base-uri', 'object-src', 'script-src-attr']);
    // The framed page inherits the policy: its inline script is refused too (reported in the frame, logged on the console).
    await expect.poll(() => csp.consoleErrors.some((text) => text.includes('inline script'))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.evaluate(() => document.baseURI)).not.toContain('evil.example');
  });

  test("the third-party chat widget's script, added by the shell, is allowed by 'strict-dynamic'", async ({ page }) => {
    const csp = await watchCsp(page);
    await page.route('**/api/site-config', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), chat_widget_url: 'https://widget.example/loader.js' } });
    });
    await page.route('https://widget.example/loader.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'window.__widgetLoaded = true;' }),
    );
    await visit(page, '/');
    await expect.poll(() => page.evaluate(() => (window as unknown as { __widgetLoaded?: boolean }).__widgetLoaded === true)).toBe(true);
    expect(await csp.violations()).toEqual([]);
  });
});

test.describe('sign out everywhere', () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test('the parameters page closes every session after a confirmation, then shows the home page signed out', async ({ page, browser }) => {
    const email = uniqueEmail('partout');
    const password = 'motdepasse-solide';
    // An owner: a seeker would first be sent to finish the questionnaire.
    const created = await signUpThroughMail(page.request, { email, password, first_name: 'Inès', name: 'Moreau', type: 'proprietaire' });
    expect(created.status()).toBe(201);
    // Another device, signed in with its own session.
    const other = await browser.newContext();
    expect((await other.request.post('/api/auth/signin', { data: { email, password } })).ok()).toBe(true);
    expect((await other.request.get('/api/users/myself')).status()).toBe(200);

    await page.goto('/proprietaire/parameters');
    const section = page.getByRole('region', { name: 'Appareils connectés' });
    await section.getByRole('button', { name: 'Se déconnecter de tous les appareils' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(dialog).toContainText('Se déconnecter de tous les appareils ?');
    await dialog.getByRole('button', { name: 'Tout déconnecter' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog')).toContainText('Toutes vos sessions ont été fermées');
    expect((await page.request.get('/api/users/myself')).status()).toBe(401);
    expect((await other.request.get('/api/users/myself')).status()).toBe(401);
    await other.close();
  });
});
