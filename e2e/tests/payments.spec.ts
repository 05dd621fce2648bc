// Buying an offer through the built-in sandbox provider (api/src/modules/payments): the demo owner
// chooses an offer for a home of his, pays with the 3-D Secure test card, comes back to
// succes-paiement, sees the subscription on « Mon abonnement » and downloads the invoice; a refused
// card activates nothing; cancelling keeps the subscription running to its end.
import { expect, test, type Browser, type Page } from '../fixtures/test';
import { readFileSync } from 'node:fs';
import { acceptCookies, DEMO_PASSWORD } from './support';

const OWNER = 'proprio@demo.toitpartage.fr';
const CARD_3DS = '4000 0000 0000 3220';
const CARD_REFUSED = '4000 0000 0000 0002';

interface Subscription {
  id: number;
  home_id: number | null;
  status: string;
  offer: string;
  valid_until: string;
  auto_renew: boolean;
}

/** A separate browser session signed in as `email`, with the notices dismissed. */
async function sessionOf(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await acceptCookies(page);
  const response = await page.request.post('/api/auth/signin', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok(), `sign-in of ${email}`).toBe(true);
  return page;
}

/** A home of the signed-in owner made for this test, so that no other spec sees its offer change. */
async function newHome(page: Page, name: string): Promise<number> {
  const response = await page.request.post('/api/homes', { data: { is_coloc: true, name, address: '8 rue Paul Bert' } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function subscriptionsOf(page: Page, homeId: number): Promise<Subscription[]> {
  const overview = (await (await page.request.get('/api/subscriptions')).json()) as { subscriptions: Subscription[] };
  return overview.subscriptions.filter((s) => s.home_id === homeId);
}

/** A card expiry a year ahead, MM/AA. */
function expiry(): string {
  const now = new Date();
  return `${String(now.getMonth() + 1).padStart(2, '0')}/${String((now.getFullYear() + 1) % 100).padStart(2, '0')}`;
}

/** On annonce-paiement: « Payer … » leads to the sandbox's hosted card page. */
async function payOnSandbox(page: Page, homeId: number, card: string) {
  await page.goto(`/proprietaire/annonce-paiement/${homeId}`);
  await expect(page.getByRole('heading', { name: 'Confort' })).toBeVisible();
  await expect(page.getByText('Environnement de test — aucun paiement réel')).toBeVisible();
  await expect(page.getByText(/59,00\s€ TTC/)).toBeVisible();
  await page.getByRole('button', { name: /^Payer 59,00/ }).click();

  await expect(page).toHaveURL(/\/api\/sandbox-provider\/sessions\//);
  await expect(page.getByRole('heading', { name: 'Paiement par carte bancaire' })).toBeVisible();
  await expect(page.getByText('Environnement de test — aucun paiement réel')).toBeVisible();
  await page.getByLabel('Numéro de carte').fill(card);
  await page.getByLabel("Date d'expiration (MM/AA)").fill(expiry());
  await page.getByLabel('Cryptogramme visuel (CVC)').fill('123');
  await page.getByLabel('Titulaire de la carte').fill('Paul Durand');
  await page.getByRole('button', { name: /^Payer 59,00/ }).click();
}

test.describe('payments through the sandbox provider', () => {
  test('the demo owner buys an offer with a 3-D Secure card, sees it active and downloads the invoice; cancelling keeps it to its end', async ({ browser }) => {
    const page = await sessionOf(browser, OWNER);
    const homeId = await newHome(page, `Colocation Paul Bert ${Date.now().toString(36)}`);

    // offres: the choice is saved on the home at once.
    await page.goto(`/proprietaire/offres/${homeId}`);
    await page.getByRole('radio', { name: /Confort/ }).check();
    await expect(page.getByText('Offre « Confort » enregistrée pour cette annonce.')).toBeVisible();
    expect(((await (await page.request.get(`/api/homes/${homeId}`)).json()) as { offer: string }).offer).toBe('confort');

    await payOnSandbox(page, homeId, CARD_3DS);

    // The bank's challenge: the code is shown as a test hint.
    await expect(page.getByRole('heading', { name: 'Authentification 3-D Secure' })).toBeVisible();
    const hint = await page.getByRole('note').filter({ hasText: 'saisissez le code' }).textContent();
    const code = /le code (\d{6})/.exec(hint ?? '')?.[1];
    expect(code, 'the challenge shows its test code').toBeTruthy();
    await page.getByLabel('Code de confirmation reçu par SMS').fill(code!);
    await page.getByRole('button', { name: 'Valider' }).click();
    await expect(page.getByRole('heading', { name: 'Paiement accepté' })).toBeVisible();
    // The provider's page sends the buyer back by itself (no click).

    // succes-paiement reads the server's answer (the provider's notification activated it).
    await expect(page).toHaveURL(new RegExp(`/proprietaire/succes-paiement/${homeId}\\?reference=TP-`));
    await expect(page.getByText('Paiement confirmé')).toBeVisible();
    await expect(page.getByText(/Votre offre Confort est active jusqu’au .+ inclus\./)).toBeVisible();
    const invoiceLink = page.getByRole('link', { name: /^Télécharger la facture TEST-\d{4}-\d{6} \(PDF\)$/ });
    const number = /TEST-\d{4}-\d{6}/.exec((await invoiceLink.textContent()) ?? '')![0];

    const [download] = await Promise.all([page.waitForEvent('download'), invoiceLink.click()]);
    expect(download.suggestedFilename()).toBe(`facture-${number}.pdf`);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain(number);

    const [bought] = (await subscriptionsOf(page, homeId)).filter((s) => s.status === 'active');
    expect(bought).toMatchObject({ offer: 'confort', auto_renew: true });

    // abonnement: the subscription, its renewal and the invoice.
    await page.getByRole('link', { name: 'Voir mon abonnement' }).click();
    await expect(page).toHaveURL(/\/proprietaire\/abonnement/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mon abonnement' })).toBeVisible();
    await expect(page.getByRole('table', { name: /Tous vos abonnements/ }).getByRole('row').filter({ hasText: 'Confort' }).first()).toContainText('Actif');
    await expect(page.getByText(/Prochain renouvellement : le /)).toBeVisible();
    await expect(page.getByRole('link', { name: `Télécharger la facture ${number} (PDF)` })).toBeVisible();
    await expect(page.getByText('Un mois offert pour vous et votre filleul')).toBeVisible();
    await page.goto('/proprietaire/invoices');
    await expect(page.getByRole('row', { name: new RegExp(number) })).toContainText(/59,00\s€/);

    // abonnement/annulation: what stops and until when, a confirmation, then it runs to its end.
    await page.goto(`/proprietaire/abonnement/annulation?subscription=${bought!.id}`);
    await expect(page.getByRole('heading', { name: 'Ce qui s’arrête' })).toBeVisible();
    await expect(page.getByText(/Votre offre reste active jusqu’au .+ inclus/)).toBeVisible();
    await page.getByRole('button', { name: 'Résilier mon abonnement' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(dialog).toContainText('Résilier votre abonnement ?');
    await dialog.getByRole('button', { name: 'Résilier', exact: true }).click();
    await expect(page).toHaveURL(/\/proprietaire\/abonnement\?resiliation=\d+/);
    await expect(page.getByText(/Votre abonnement est résilié : il reste actif jusqu’au .+ inclus et ne sera pas renouvelé\./)).toBeVisible();

    const after = (await subscriptionsOf(page, homeId)).find((s) => s.id === bought!.id);
    expect(after).toMatchObject({ status: 'cancelled', auto_renew: false, valid_until: bought!.valid_until });
    const me = (await (await page.request.get('/api/users/myself')).json()) as { subscriptions: Array<{ id: number }> };
    expect(me.subscriptions.map((s) => s.id)).toContain(bought!.id);
    await page.context().close();
  });

  test('a refused card shows the failure screen and activates nothing', async ({ browser }) => {
    const page = await sessionOf(browser, OWNER);
    const homeId = await newHome(page, `Maison des Pentes ${Date.now().toString(36)}`);
    expect((await page.request.put(`/api/homes/${homeId}`, { data: { offer: 'confort' } })).ok()).toBe(true);

    await payOnSandbox(page, homeId, CARD_REFUSED);
    await expect(page.getByRole('heading', { name: 'Paiement refusé' })).toBeVisible();
    await page.getByRole('link', { name: 'Retourner sur Toit Partagé' }).click();

    await expect(page).toHaveURL(new RegExp(`/proprietaire/succes-paiement/${homeId}\\?reference=TP-`));
    await expect(page.getByText('Paiement refusé', { exact: true })).toBeVisible();
    await expect(page.getByText("Aucun montant n'a été débité.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    await expect(page.getByText('Paiement confirmé')).toHaveCount(0);

    const subscriptions = await subscriptionsOf(page, homeId);
    expect(subscriptions.filter((s) => s.status === 'active' || s.status === 'cancelled')).toEqual([]);
    expect(subscriptions.map((s) => s.status)).toEqual(['failed']);

    // A replayed return changes nothing.
    await page.reload();
    await expect(page.getByText('Paiement refusé', { exact: true })).toBeVisible();
    expect((await subscriptionsOf(page, homeId)).map((s) => s.status)).toEqual(['failed']);
    await page.context().close();
  });
});
