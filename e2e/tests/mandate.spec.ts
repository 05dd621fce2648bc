// The management mandate (issue 16, api/src/modules/mandates): the demo owner chooses the « Mandat
// de gestion » offer, signs the mandate on the sandbox e-signature page with its one-time code
// (after a wrong one), sees 'Mandat en attente – <provider>'; the demo manager (the partner agency)
// countersigns from « Mes biens » and gets « Agenda » in its sidebar; both download the signed PDF.
import { expect, test, type Browser, type Page } from '../fixtures/test';
import { expectNoAxeViolations } from './a11y-support';
import { acceptCookies, DEMO_PASSWORD } from './support';

const OWNER = 'proprio@demo.toitpartage.fr';
const MANAGER = 'manager@demo.toitpartage.fr';
const BANNER = 'Environnement de test — aucune signature réelle';

async function sessionOf(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await acceptCookies(page);
  const response = await page.request.post('/api/auth/signin', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok(), `sign-in of ${email}`).toBe(true);
  return page;
}

async function noOverflowAt390(page: Page, label: string) {
  await page.setViewportSize({ width: 390, height: 800 });
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  expect(scrollWidth, `${label}: horizontal overflow at 390 px`).toBeLessThanOrEqual(clientWidth);
  await page.setViewportSize({ width: 1280, height: 900 });
}

interface HomeState {
  offer: string | null;
  mandate_status: string | null;
  mandate_provider: string | null;
  access: { advert: boolean; agenda: boolean };
}

test.describe('the management mandate', () => {
  test('from the offer, through the owner signature and the countersignature, to « Agenda »', async ({ browser }) => {
    test.setTimeout(120_000);
    const owner = await sessionOf(browser, OWNER);
    const name = `Colocation sous mandat ${Date.now().toString(36)}`;
    const created = await owner.request.post('/api/homes', { data: { is_coloc: true, name, address: '5 rue Paul Bert' } });
    expect(created.status(), await created.text()).toBe(201);
    const homeId = ((await created.json()) as { id: number }).id;

    // The offer, then « Choisir le mandat et le signer »: off to the e-signature provider.
    await owner.goto(`/proprietaire/offres/${homeId}`);
    await owner.getByRole('radio', { name: /Mandat de gestion/ }).check();
    await expect(owner.getByText('Offre « Mandat de gestion » enregistrée pour cette annonce.')).toBeVisible();
    await owner.goto(`/proprietaire/annonce-paiement/${homeId}`);
    await owner.getByRole('button', { name: 'Choisir le mandat et le signer' }).click();

    await expect(owner).toHaveURL(/\/api\/sandbox-signature\/sessions\//);
    await expect(owner.getByText(BANNER)).toBeVisible();
    await expect(owner.getByRole('heading', { name: 'Signer le document' })).toBeVisible();
    await expect(owner.locator('iframe[title$="(PDF)"]')).toBeVisible();
    const pdfLink = owner.getByRole('link', { name: 'Télécharger le document (PDF)' });
    const pdf = await owner.request.get(new URL((await pdfLink.getAttribute('href'))!, owner.url()).href);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await expectNoAxeViolations(owner, 'sandbox signature page');
    await noOverflowAt390(owner, 'sandbox signature page');
    expect(((await (await owner.request.get(`/api/homes/${homeId}`)).json()) as HomeState).mandate_status).toBe('signing');

    const code = (await owner.locator('.hint strong').textContent())!.trim();
    const wrong = code === '000000' ? '111111' : '000000';
    await owner.getByLabel('Code à usage unique').fill(wrong);
    await owner.getByRole('button', { name: 'Signer le document' }).click();
    await expect(owner.getByText('Code incorrect : il vous reste 4 essais.')).toBeVisible();
    expect(((await (await owner.request.get(`/api/homes/${homeId}`)).json()) as HomeState).mandate_status).toBe('signing');

    await owner.getByLabel('Code à usage unique').fill(code);
    await owner.getByRole('button', { name: 'Signer le document' }).click();
    await expect(owner.getByRole('heading', { name: 'Document signé' })).toBeVisible();
    await owner.getByRole('link', { name: 'Retourner sur Toit Partagé' }).click();
    await expect(owner).toHaveURL(new RegExp(`/proprietaire/succes-paiement/${homeId}`));

    const signed = (await (await owner.request.get(`/api/homes/${homeId}`)).json()) as HomeState;
    expect(signed).toMatchObject({ offer: 'mandate', mandate_status: 'signed', mandate_provider: 'Bac à sable de signature' });

    // « Mes biens »: the label names the provider; the panel dates each step.
    await owner.goto('/proprietaire/biens');
    const ownerCard = owner.getByRole('article', { name });
    await expect(ownerCard.getByText('Mandat en attente – Bac à sable de signature')).toBeVisible();
    const ownerPanel = ownerCard.getByTestId('mandate-panel');
    await expect(ownerPanel.getByText(/^Signé par le propriétaire le /)).toBeVisible();
    await expect(ownerPanel.getByText("Vous avez signé : l'agence doit maintenant contresigner le mandat.")).toBeVisible();

    // The manager (the partner agency): no advert access and no « Agenda » before countersigning.
    const manager = await sessionOf(browser, MANAGER);
    expect(((await (await manager.request.get(`/api/homes/${homeId}`)).json()) as HomeState).access).toMatchObject({ advert: false, agenda: false });
    await manager.goto('/manager/biens');
    const sidebar = manager.getByRole('navigation', { name: 'Mon espace' });
    await expect(sidebar.getByRole('link', { name: 'Mes biens' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Agenda', exact: true })).toHaveCount(0);
    const managerCard = manager.getByRole('article', { name });
    await expect(managerCard.getByText(/^Propriétaire : /)).toBeVisible();
    await expectNoAxeViolations(manager, 'manager properties with a mandate to countersign');
    await noOverflowAt390(manager, '/manager/biens with a mandate panel');

    await managerCard.getByRole('button', { name: 'Contresigner le mandat' }).click();
    await expect(managerCard.getByText(/^Contresigné par l'agence le /)).toBeVisible();
    await expect(managerCard.getByText('Mandat en cours')).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Agenda', exact: true })).toBeVisible();
    const complete = (await (await manager.request.get(`/api/homes/${homeId}`)).json()) as HomeState;
    expect(complete).toMatchObject({ mandate_status: 'complete', access: { advert: true, agenda: true } });

    // Both parties download the signed mandate.
    for (const [page, card] of [
      [manager, managerCard],
      [owner, ownerCard],
    ] as const) {
      if (page === owner) await owner.reload();
      const download = page.waitForEvent('download');
      await card.getByRole('link', { name: 'Télécharger le mandat (PDF)' }).click();
      expect((await download).suggestedFilename()).toMatch(/^mandat-MDT-[0-9A-F]+\.pdf$/);
    }
    await expect(ownerCard.getByText('Mandat en cours')).toBeVisible();

    // The demo owner is shared by the whole suite and holds at most 20 homes: this one goes again.
    expect((await owner.request.delete(`/api/homes/${homeId}`)).status()).toBe(204);
    await owner.context().close();
    await manager.context().close();
  });
});
