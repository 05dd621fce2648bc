// Rental management of the demo owner's seeded home (api/src/modules/rentals/seed.ts): rents,
// documents, requests, leases, reports, and the tenants' side in 'ma-co-location' and 'bail'.
import { expect, test, type Browser, type Page } from '../fixtures/test';
import { readFileSync } from 'node:fs';
import { acceptCookies, DEMO_PASSWORD, queryDb } from './support';

const OWNER = 'proprio@demo.toitpartage.fr';
const TENANT = 'locataire@demo.toitpartage.fr';
const SEEKER = 'coloc@demo.toitpartage.fr';

/** A separate browser session signed in as `email`, with the notices dismissed. */
async function sessionOf(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await acceptCookies(page);
  const response = await page.request.post('/api/auth/signin', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok(), `sign-in of ${email}`).toBe(true);
  return page;
}

/** The home the rentals seed lets to locataire@ (one of proprio@'s published homes). */
function rentalHomeId(): number {
  const rows = queryDb<{ home_id: number }>(
    'SELECT t.home_id FROM tenancies t JOIN users u ON u.id = t.tenant_user_id WHERE u.email = ? ORDER BY t.id LIMIT 1',
    TENANT,
  );
  expect(rows, 'the rentals seed gave locataire@ a tenancy').toHaveLength(1);
  return rows[0]!.home_id;
}

/** roomDisplayName of @coloc/shared: the name capitalised, else 'Chambre' and a letter (A for 0). */
function roomLabel(room: { name: string | null; number: number }): string {
  const name = room.name?.trim();
  return name ? name.charAt(0).toLocaleUpperCase('fr-FR') + name.slice(1) : `Chambre ${String.fromCharCode(65 + room.number)}`;
}

/** A room of the home with no active tenancy and no lease in progress. */
function freeRoom(homeId: number): { id: number; label: string } {
  const rooms = queryDb<{ id: number; name: string | null; number: number }>(
    `SELECT id, name, number FROM rooms WHERE home_id = ?
       AND id NOT IN (SELECT room_id FROM tenancies WHERE home_id = ? AND status = 'active' AND room_id IS NOT NULL)
       AND id NOT IN (SELECT room_id FROM leases WHERE home_id = ? AND status IN ('draft', 'sent') AND room_id IS NOT NULL)
     ORDER BY number`,
    homeId,
    homeId,
    homeId,
  );
  expect(rooms.length, `a free room in home ${homeId}`).toBeGreaterThan(0);
  return { id: rooms[0]!.id, label: roomLabel(rooms[0]!) };
}

/** The first day of next month, YYYY-MM-DD. */
function firstOfNextMonth(): string {
  const now = new Date();
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return next.toISOString().slice(0, 10);
}

/** A small but valid one-page PDF carrying `marker`. */
function pdfWith(marker: string): Buffer {
  const text = `BT /F1 18 Tf 72 720 Td (${marker}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const unique = (text: string) => `${text} ${Date.now().toString(36)}`;

test.describe('rentals', () => {
  test('the owner marks a rent as received in gestion', async ({ browser }) => {
    const homeId = rentalHomeId();
    const page = await sessionOf(browser, OWNER);
    await page.goto(`/proprietaire/gestion?home_id=${homeId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Gestion locative' })).toBeVisible();
    const rooms = page.getByRole('table', { name: 'Occupation des chambres' });
    await expect(rooms.getByRole('row').filter({ hasText: 'Julie Roux' })).toBeVisible();
    await expect(rooms.getByText('Libre').first()).toBeVisible();

    const open = page.getByRole('button', { name: /^Marquer comme reçu : Julie Roux/ });
    const before = await open.count();
    expect(before, 'the seed leaves rents of locataire@ to receive').toBeGreaterThan(0);
    await open.first().click();
    const dialog = page.getByRole('dialog', { name: 'Loyer reçu' });
    await expect(dialog.getByLabel('Montant reçu (€)')).not.toHaveValue('');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Loyer enregistré.')).toBeVisible();
    await expect(open).toHaveCount(before - 1);
    const received = queryDb<{ n: number }>(
      `SELECT COUNT(*) AS n FROM rent_payments p JOIN tenancies t ON t.id = p.tenancy_id JOIN users u ON u.id = t.tenant_user_id
       WHERE u.email = ? AND p.amount_received >= p.amount_due AND p.received_on IS NOT NULL`,
      TENANT,
    );
    expect(received[0]!.n).toBeGreaterThanOrEqual(4);
    await page.context().close();
  });

  test('the owner uploads a PDF to the documents, shares it and downloads it back', async ({ browser }) => {
    const homeId = rentalHomeId();
    const page = await sessionOf(browser, OWNER);
    await page.goto(`/proprietaire/documents?home_id=${homeId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
    const list = page.getByRole('table', { name: 'Documents du logement' });
    await expect(list.getByRole('rowheader', { name: /Règlement intérieur de la colocation/ })).toBeVisible();

    const title = unique('Quittance e2e');
    const pdf = pdfWith(title);
    const form = page.getByRole('form', { name: 'Ajouter un document' });
    await form.getByLabel('Fichier').setInputFiles({ name: 'quittance.pdf', mimeType: 'application/pdf', buffer: pdf });
    await form.getByLabel('Titre').fill(title);
    await form.getByLabel('Catégorie').selectOption({ label: 'Facture' });
    await form.getByRole('checkbox', { name: 'Partager avec les locataires' }).check();
    await form.getByRole('button', { name: 'Ajouter le document' }).click();
    await expect(page.getByText(`« ${title} » a été ajouté.`)).toBeVisible();
    const row = list.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Facture');
    await expect(row.getByRole('checkbox', { name: `Partagé avec les locataires : ${title}` })).toBeChecked();

    const link = row.getByRole('link', { name: `Télécharger ${title}` });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(readFileSync((await download.path())!)).toEqual(pdf);
    const response = await page.request.get((await link.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['content-disposition']).toMatch(/^attachment;/);
    expect(Buffer.from(await response.body())).toEqual(pdf);

    // Someone who is neither a landlord nor a tenant of the home cannot download it.
    const seeker = await sessionOf(browser, SEEKER);
    const refused = await seeker.request.get((await link.getAttribute('href'))!);
    expect(refused.status()).toBe(403);
    await seeker.context().close();
    await page.context().close();
  });

  test('the owner answers a contact request and finds the conversation', async ({ browser }) => {
    const homeId = rentalHomeId();
    const page = await sessionOf(browser, OWNER);
    await page.goto(`/proprietaire/demandes?home_id=${homeId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Mes demandes' })).toBeVisible();
    const contacts = page.getByRole('region', { name: 'Demandes de contact' });
    const answer = contacts.getByRole('button', { name: /^Répondre à / }).first();
    await expect(answer).toBeVisible();
    const name = ((await answer.getAttribute('aria-label')) ?? '').replace('Répondre à ', '');
    await answer.click();
    const dialog = page.getByRole('dialog', { name: `Répondre à ${name}` });
    const text = unique('Bonjour, la chambre est libre : passez la visiter samedi à 11 h.');
    await dialog.getByLabel('Votre réponse').fill(text);
    await dialog.getByRole('button', { name: 'Envoyer la réponse' }).click();
    await expect(dialog.getByText(`Réponse envoyée : ${name} la retrouve dans sa messagerie.`)).toBeVisible();
    await dialog.getByRole('link', { name: 'Voir la conversation' }).click();
    await expect(page).toHaveURL(new RegExp(`/proprietaire/messages\\?.*conversation=\\d+`));
    await expect(page.getByRole('log').getByText(text)).toBeVisible();
    await page.context().close();
  });

  test('a lease is drafted for a free room, sent, accepted by the seeker from bail, and its PDF downloads', async ({ browser }) => {
    const homeId = rentalHomeId();
    const room = freeRoom(homeId);
    const owner = await sessionOf(browser, OWNER);
    const seeker = await sessionOf(browser, SEEKER);
    try {
      await owner.goto(`/proprietaire/bail?home_id=${homeId}`);
      await expect(owner.getByRole('heading', { level: 1, name: 'Bail' })).toBeVisible();
      const form = owner.getByRole('form', { name: 'Rédiger un bail' });
      await expect(form.getByText('Au plus 1 mois de loyer hors charges pour un logement vide, 2 mois pour un meublé.')).toBeVisible();
      await form.getByLabel('Chambre', { exact: true }).selectOption({ label: room.label });
      await form.getByLabel('E-mail du locataire').fill(SEEKER);
      await form.getByLabel('Date de début').fill(firstOfNextMonth());
      const rent = await form.getByLabel('Loyer mensuel hors charges (€)').inputValue();
      expect(rent, 'the room rent is offered').not.toBe('');
      await form.getByLabel('Dépôt de garantie (€)').fill(rent);
      await form.getByRole('button', { name: 'Créer le brouillon' }).click();
      await expect(form.getByText(`Le brouillon du bail pour ${SEEKER} est prêt : relisez le PDF puis envoyez-le.`)).toBeVisible();

      const draft = owner.getByRole('article', { name: room.label }).filter({ hasText: 'Brouillon' });
      await expect(draft).toContainText('Locataire : Camille Martin');
      await draft.getByRole('button', { name: 'Envoyer au locataire' }).click();
      const sent = owner.getByRole('article', { name: room.label }).filter({ hasText: 'Le bail a été envoyé à Camille Martin.' });
      await expect(sent).toContainText('Envoyé au locataire');

      await seeker.goto('/users/bail');
      await expect(seeker.getByRole('heading', { level: 1, name: 'Mes baux' })).toBeVisible();
      const lease = seeker.getByRole('article').filter({ hasText: 'Envoyé au locataire' }).first();
      await lease.getByRole('button', { name: 'Accepter le bail' }).click();
      const confirm = seeker.getByRole('alertdialog', { name: 'Accepter ce bail ?' });
      await confirm.getByRole('button', { name: 'Accepter le bail' }).click();
      await expect(seeker.getByText('Vous avez accepté le bail.')).toBeVisible();
      const accepted = seeker.getByRole('article').filter({ hasText: 'Accepté par les deux parties' }).first();
      await expect(accepted).toBeVisible();

      const pdfLink = accepted.getByRole('link', { name: 'Télécharger le PDF' });
      const [download] = await Promise.all([seeker.waitForEvent('download'), pdfLink.click()]);
      expect(readFileSync((await download.path())!).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const response = await seeker.request.get((await pdfLink.getAttribute('href'))!);
      expect(response.headers()['content-type']).toBe('application/pdf');
      expect(Buffer.from(await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

      // The owner's gestion now shows the tenancy the accepted lease created.
      await owner.goto(`/proprietaire/gestion?home_id=${homeId}`);
      await expect(owner.getByRole('table', { name: 'Occupation des chambres' }).getByRole('row').filter({ hasText: room.label })).toContainText('Camille');
    } finally {
      // Other suites use coloc@ as a seeker still looking for a home: take back the tenancy the
      // acceptance created (DELETE is for a tenancy entered by mistake), so home_leased is 0 again.
      const created = queryDb<{ id: number }>(
        `SELECT t.id FROM tenancies t JOIN users u ON u.id = t.tenant_user_id WHERE u.email = ? AND t.home_id = ?`,
        SEEKER,
        homeId,
      );
      for (const { id } of created) expect((await owner.request.delete(`/api/tenancies/${id}`)).status()).toBe(204);
      expect(queryDb<{ home_leased: number }>('SELECT home_leased FROM users WHERE email = ?', SEEKER)[0]?.home_leased).toBe(0);
      await owner.context().close();
      await seeker.context().close();
    }
  });

  test('the tenant sees the flatmates and the shared documents in ma-co-location', async ({ browser }) => {
    const homeId = rentalHomeId();
    const flatmates = queryDb<{ first_name: string }>(
      `SELECT u.first_name FROM tenancies t JOIN users u ON u.id = t.tenant_user_id
       WHERE t.home_id = ? AND t.status = 'active' AND u.email NOT IN (?, ?) AND t.start_date <= date('now')`,
      homeId,
      TENANT,
      SEEKER,
    );
    expect(flatmates.length, 'the seed gives locataire@ a flatmate').toBeGreaterThan(0);
    const page = await sessionOf(browser, TENANT);
    await page.goto('/users/ma-co-location');
    await expect(page.getByRole('heading', { level: 1, name: 'Ma co-location' })).toBeVisible();
    const mates = page.getByRole('region', { name: 'Mes colocataires' });
    await expect(mates.getByText(new RegExp(`^${flatmates[0]!.first_name} `))).toBeVisible();
    const documents = page.getByRole('region', { name: 'Documents partagés' });
    await expect(documents.getByText('Règlement intérieur de la colocation', { exact: true })).toBeVisible();
    await expect(documents.getByText("Attestation d'assurance")).toHaveCount(0);
    const link = documents.getByRole('link', { name: 'Télécharger Règlement intérieur de la colocation' });
    const response = await page.request.get((await link.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect(Buffer.from(await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expect(page.getByRole('region', { name: 'Mes baux' }).getByText('Accepté par les deux parties')).toBeVisible();
    await page.context().close();
  });

  test('rapports shows the totals and a chart per series', async ({ browser }) => {
    const homeId = rentalHomeId();
    const page = await sessionOf(browser, OWNER);
    await page.goto(`/proprietaire/rapports?home_id=${homeId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Statistiques de mes annonces' })).toBeVisible();
    const totals = page.getByRole('region', { name: 'Sur les 30 derniers jours' });
    await expect(totals).toBeVisible();
    const views = Number((await totals.locator('dt', { hasText: 'Vues' }).locator('xpath=following-sibling::dd').innerText()).replace(/\D/g, ''));
    expect(views, 'the seed records advert views').toBeGreaterThan(0);
    const chart = page.getByRole('img', { name: new RegExp(`^Vues par jour sur 30 jours : ${views} au total`) });
    await expect(chart.locator('svg').first()).toBeVisible();
    await expect(chart.locator('.recharts-line-curve')).toHaveCount(1);
    await expect(page.getByRole('main').locator('figure svg.recharts-surface')).toHaveCount(3);

    await page.getByText('90 jours', { exact: true }).click();
    await expect(page.getByRole('region', { name: 'Sur les 90 derniers jours' })).toBeVisible();
    await expect(page).toHaveURL(/days=90/);
    await page.context().close();
  });
});
