import { expect, test, type Page } from '../fixtures/test';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startSiteInstance, startStaticServer, type RunningProcess } from '../fixtures/servers';
import { countSingletons, singletonCounts } from '../fixtures/singletons';
import { acceptCookies, DEMO_PASSWORD, uniqueEmail, signUpThroughMail } from './support';

const repoRoot = join(__dirname, '..', '..');
/** The second port of the run: the suite's port + 100 (8281 beside 8181). */
const REMOTE_PORT = Number(process.env.E2E_PORT ?? 8181) + 100;
const HOME_TITLE = 'Trouvez une colocation avec des personnes qui partagent votre mode de vie';
const NEW_HOME_TITLE = 'Trouvez une colocation : version servie par un second serveur';
const FALLBACK = 'Ce module est momentanément indisponible.';

/**
 * Remotes.json is shared by everything the suite's server shows, so this part runs on a second
 * instance of the site (same database, its own REMOTES_FILE): pointing mf_public elsewhere, then
 * stopping it, cannot break the specs running beside it.
 */
test.describe('a remote deployed on its own', () => {
  test.describe.configure({ mode: 'serial' });

  let workDir: string;
  let remotesFile: string;
  let patchedChunks: string[];
  let site: RunningProcess;
  let remote: RunningProcess;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    workDir = mkdtempSync(join(tmpdir(), 'toitpartage-remote-'));
    // The new version of mf-public: its built files, one French text changed, nothing rebuilt. The
    // manifest's publicPath is 'auto', so the runtime loads the chunks beside the manifest's URL:
    // the copy needs no rewriting to be served from another origin.
    const copy = join(workDir, 'mf-public');
    cpSync(join(repoRoot, 'mf-public', 'dist'), copy, { recursive: true });
    // The browser build and, in server/, the Node build the shell's renderer loads: both changed.
    const patchIn = (folder: string) =>
      readdirSync(join(copy, folder)).filter((name) => {
        if (!name.endsWith('.js')) return false;
        const code = readFileSync(join(copy, folder, name), 'utf8');
        if (!code.includes(HOME_TITLE)) return false;
        writeFileSync(join(copy, folder, name), code.split(HOME_TITLE).join(NEW_HOME_TITLE));
        return true;
      });
    const patched = patchIn('.');
    expect(patched.length, 'a built chunk renders the home title').toBeGreaterThan(0);
    expect(patchIn('server').length, 'a chunk of the server build renders the home title').toBeGreaterThan(0);
    patchedChunks = patched.map((name) => `/${name}`);

    // The site starts with the remotes.json the shell was built with.
    remotesFile = join(workDir, 'remotes.json');
    cpSync(join(repoRoot, 'shell', 'dist', 'remotes.json'), remotesFile);
    const sitePort = await freePort();
    remote = await startStaticServer(copy, REMOTE_PORT, `http://localhost:${sitePort}`);
    site = await startSiteInstance(sitePort, remotesFile);
  });

  test.afterAll(async () => {
    await remote?.stop();
    await site?.stop();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  test.beforeEach(async ({ page }) => acceptCookies(page));

  function pointMfPublicAt(manifestUrl: string): void {
    const remotes = JSON.parse(readFileSync(remotesFile, 'utf8')) as Record<string, string>;
    writeFileSync(remotesFile, JSON.stringify({ ...remotes, mf_public: manifestUrl }, null, 2));
  }

  /** The scripts of the shell's page as the site serves it. */
  async function shellScripts(page: Page): Promise<string[]> {
    const html = await (await page.request.get(`${site.url}/`)).text();
    return [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]!);
  }

  /** The home page's HTML as the site's server renders it (no script run). */
  async function serverHtml(page: Page): Promise<string> {
    return (await page.request.get(`${site.url}/`)).text();
  }

  test('serves one remote from a second port', async ({ page }) => {
    expect(await serverHtml(page)).toContain(HOME_TITLE);
    await page.goto(`${site.url}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_TITLE);
    const shellBefore = await shellScripts(page);
    expect(shellBefore.length).toBeGreaterThan(0);

    const fromSecondPort: string[] = [];
    const fromSite: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === remote.url && response.ok()) fromSecondPort.push(url.pathname);
      if (url.origin === site.url && url.pathname.startsWith('/remotes/mf-public/')) fromSite.push(url.pathname);
    });
    pointMfPublicAt(`${remote.url}/mf-manifest.json`);
    // The server renders the new version too: neither the shell nor the API was rebuilt or restarted.
    const html = await serverHtml(page);
    expect(html).toContain(NEW_HOME_TITLE);
    expect(html).not.toContain(HOME_TITLE);
    expect(html).toContain(`${remote.url}/__federation_expose_app.`);
    await page.reload();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEW_HOME_TITLE);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(fromSecondPort).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));
    expect(fromSecondPort.filter((path) => patchedChunks.includes(path)), 'the changed chunk came from the second port').not.toEqual([]);
    expect(fromSite, 'no file of mf-public from the site itself').toEqual([]);
    // Same shell, same build: only remotes.json changed.
    expect(await shellScripts(page)).toEqual(shellBefore);
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('stops a remote', async ({ page }) => {
    pointMfPublicAt(`${remote.url}/mf-manifest.json`);
    const owner = uniqueEmail('remote-stopped');
    const created = await signUpThroughMail(page.request, { email: owner, password: 'motdepasse-solide', first_name: 'Hugo', name: 'Petit', type: 'proprietaire' }, { base: site.url });
    expect(created.status(), await created.text()).toBe(201);
    await page.goto(`${site.url}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEW_HOME_TITLE);

    await remote.stop();
    await expect(fetch(`${remote.url}/mf-manifest.json`), 'nothing listens on the second port any more').rejects.toThrow();

    // The server keeps the version it loaded; a deploy it cannot reach gets the fallback rendered
    // in the remote's area, and the page still answers.
    pointMfPublicAt(`${remote.url}/v2/mf-manifest.json`);
    const response = await page.request.get(`${site.url}/`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(FALLBACK);
    expect(html).toMatch(/<header[^>]*>/);
    await page.reload();
    await expect(page.getByText(FALLBACK)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: NEW_HOME_TITLE })).toHaveCount(0);
    // The shell around it still works: header, footer and its newsletter form.
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByRole('contentinfo').getByLabel('Adresse e-mail').fill(uniqueEmail('lecteur'));
    await page.getByRole('contentinfo').getByRole('button', { name: "S'inscrire" }).click();
    await expect(page.getByRole('dialog', { name: 'Inscription réussie' })).toBeVisible();
    await page.getByRole('button', { name: 'Fermer' }).click();

    // Another remote's page is unaffected.
    await page.goto(`${site.url}/proprietaire/biens`);
    await expect(page.getByRole('heading', { level: 1, name: 'Mes biens' })).toBeVisible();
    await expect(page.getByText(FALLBACK)).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Mon espace' })).toBeVisible();
  });
});

/** Client-side navigation: the same document, so every remote mounted so far stays loaded. */
async function navigateInPage(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await expect(page).toHaveURL(path);
}

test('React and @coloc/shared run once while every remote is on the page', async ({ page }) => {
  test.setTimeout(60_000);
  await acceptCookies(page);
  await countSingletons(page);
  const remoteEntries = new Set<string>();
  page.on('response', (response) => {
    const match = /\/remotes\/(mf-[a-z-]+)\/remoteEntry\.js$/.exec(new URL(response.url()).pathname);
    if (match && response.ok()) remoteEntries.add(match[1]!);
  });
  const signedIn = await page.request.post('/api/auth/signin', { data: { email: 'proprio@demo.toitpartage.fr', password: DEMO_PASSWORD } });
  expect(signedIn.ok()).toBe(true);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_TITLE);
  // The session is read once the server's page has hydrated: the dashboard pages wait for it.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Se déconnecter' })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const pages: Array<[path: string, title: string]> = [
    ['/proprietaire/account', 'Mon compte'],
    ['/proprietaire/biens', 'Mes biens'],
    ['/proprietaire/user-matching', 'Mon matching'],
    ['/proprietaire/messages', 'Ma messagerie'],
    ['/proprietaire/abonnement', 'Mon abonnement'],
  ];
  for (const [path, title] of pages) {
    await navigateInPage(page, path);
    await expect(page).toHaveTitle(new RegExp(`^${title} `));
    await expect(page.getByRole('main')).not.toContainText(FALLBACK);
  }
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), 'no full reload').toBe(true);
  // The shell sets the title before the last remote's entry has arrived: wait for it, not for the title.
  await expect.poll(() => [...remoteEntries].sort()).toEqual(['mf-matching', 'mf-messaging', 'mf-payments', 'mf-properties', 'mf-public', 'mf-registration']);
  expect(await singletonCounts(page)).toEqual({ reactDomRenderers: 1, reactPackages: 1, sharedCopies: 1 });
});
