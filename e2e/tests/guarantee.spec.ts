// « Mon dossier » of the demo seeker (api/src/modules/tenant-file): the situation, one PDF per
// required category, the confirmation with its rent guarantee, a share link an owner opens
// without an account (watermarked download), its revocation; and the badges the seeded files
// give the profile cards in matching.
import { expect, test, type Page } from '../fixtures/test';
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { acceptCookies, DEMO_PASSWORD, queryDb } from './support';

const SEEKER = 'coloc@demo.toitpartage.fr';

async function signInAs(page: Page, email: string) {
  const response = await page.request.post('/api/auth/signin', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok(), `sign-in of ${email}`).toBe(true);
}

/** A small valid PDF (pdf-lib opens it: the upload checks that) carrying `marker`. */
function pdfWith(marker: string): Buffer {
  const text = `BT /F1 18 Tf 60 760 Td (${marker}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
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

/** The text shown by a PDF's content streams (inflated when compressed), hex strings decoded. */
function pdfShownText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const shown: string[] = [];
  for (const match of source.matchAll(/stream\r?\n/g)) {
    const start = match.index! + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) continue;
    const raw = pdf.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(raw).toString('latin1');
    } catch {
      content = raw.toString('latin1');
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) shown.push(Buffer.from(hex[1]!, 'hex').toString('latin1'));
    for (const literal of content.matchAll(/\(([^)]*)\)\s*Tj/g)) shown.push(literal[1]!);
  }
  return shown.join('\n');
}

/** The shell's confirm modal. */
async function answerConfirm(page: Page, yes: string) {
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await dialog.getByRole('button', { name: yes, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/** Starts from an empty file whatever an earlier run left (the demo seeker's file is theirs only). */
async function emptyFile(page: Page) {
  const file = await (await page.request.get('/api/tenant-file')).json();
  for (const document of file.documents as Array<{ id: number }>) {
    expect((await page.request.delete(`/api/tenant-file/documents/${document.id}`)).ok()).toBe(true);
  }
  await page.request.put('/api/tenant-file', { data: { employment_status: null, monthly_income_cents: null } });
  if (file.share) await page.request.delete('/api/tenant-file/share');
}

test.describe('tenant file and rent guarantee', () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test('the demo seeker completes and confirms « Mon dossier », shares it, and an owner downloads a watermarked document until the link is revoked', async ({ page, browser }) => {
    await signInAs(page, SEEKER);
    await emptyFile(page);
    await page.goto('/users/garantie');
    await expect(page.getByRole('heading', { level: 1, name: 'Mon dossier' })).toBeVisible();
    await expect(page.getByText('Dossier complet à 0 %')).toBeVisible();
    await expect(page.getByTestId('guarantee-status')).toContainText('Pas encore de demande de garantie.');

    // The situation.
    const situation = page.getByRole('form', { name: 'Ma situation' });
    await situation.getByLabel('Situation professionnelle').selectOption({ label: 'Salarié·e en CDI' });
    await situation.getByLabel(/Revenus mensuels nets/).fill('2450');
    await situation.getByRole('button', { name: 'Enregistrer ma situation' }).click();
    await expect(situation.getByText('Votre situation est enregistrée.')).toBeVisible();
    await expect(page.getByText('Dossier complet à 40 %')).toBeVisible();

    // A type the browser refuses, with the server's words, before anything is sent.
    const identity = page.getByRole('region', { name: 'Pièce d’identité' });
    await identity.getByLabel(/^Fichier/).setInputFiles({ name: 'photo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await identity.getByRole('button', { name: /^Ajouter le document/ }).click();
    await expect(identity.getByText("Ce fichier n'est pas accepté : envoyez un PDF, une image JPEG ou PNG.")).toBeVisible();

    // One PDF per required category.
    const uploads = [
      ['Pièce d’identité', 'carte_identite.pdf', 'carte identite'],
      ['Justificatif de revenus', 'bulletins_salaire.pdf', 'bulletins salaire'],
      ['Justificatif d’activité', 'contrat_travail.pdf', 'contrat travail'],
    ] as const;
    for (const [category, fileName, title] of uploads) {
      const slot = page.getByRole('region', { name: category });
      await slot.getByLabel(/^Fichier/).setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdfWith(`E2E ${category}`) });
      await expect(slot.getByLabel(/Titre du document/)).toHaveValue(title);
      await slot.getByRole('button', { name: /^Ajouter le document/ }).click();
      await expect(page.getByText(`« ${title} » a été ajouté à votre dossier.`)).toBeVisible();
      await expect(slot.getByText('Fourni')).toBeVisible();
    }
    await expect(page.getByText('Dossier complet à 100 %')).toBeVisible();

    // garantie/confirmer: summary, sworn statement, then the decision.
    await page.getByRole('link', { name: 'Confirmer mon dossier' }).click();
    await expect(page).toHaveURL(/\/users\/garantie\/confirmer$/);
    const summary = page.getByRole('region', { name: 'Récapitulatif' });
    await expect(summary).toContainText('Salarié·e en CDI');
    await expect(summary).toContainText(/2\s450,00\s€/);
    const submit = page.getByRole('button', { name: 'Confirmer et demander la garantie' });
    await submit.click();
    await expect(page.getByText("Cochez la déclaration sur l'honneur pour confirmer votre dossier.")).toBeVisible();
    await page.getByRole('checkbox', { name: /Je certifie sur l’honneur/ }).check();
    await submit.click();
    await expect(page.getByText('Votre dossier est confirmé et votre demande de garantie a été étudiée.')).toBeVisible();
    // A third of 2 450 €, rounded down to 10 €.
    await expect(page.getByTestId('guarantee-status')).toContainText(/^Garantie validée le \d{2}\/\d{2}\/\d{4} : vos loyers sont garantis jusqu’à 810\s€ par mois/);

    // Back to « Mon dossier »: the status stays, and a share link is made.
    await page.getByRole('link', { name: 'Retour à mon dossier' }).click();
    await expect(page).toHaveURL(/\/users\/garantie$/);
    await expect(page.getByTestId('guarantee-status')).toContainText('Garantie validée');
    await page.getByRole('button', { name: 'Créer un lien de partage' }).click();
    await expect(page.getByText('Votre lien de partage est prêt.')).toBeVisible();
    const link = await page.getByLabel('Lien de partage').inputValue();
    expect(link).toMatch(/\/dossier-locataire\/[A-Za-z0-9_-]{43}$/);
    await expect(page.getByTestId('share-views')).toContainText('Pas encore consulté');

    // An owner without an account opens it.
    const owner = await browser.newContext({ acceptDownloads: true });
    const ownerPage = await owner.newPage();
    await acceptCookies(ownerPage);
    await ownerPage.goto(link);
    await expect(ownerPage.getByRole('heading', { level: 1, name: 'Dossier locataire de Camille M.' })).toBeVisible();
    await expect(ownerPage.getByRole('region', { name: 'Récapitulatif' })).toContainText('Salarié·e en CDI');
    await expect(ownerPage.getByRole('region', { name: 'Récapitulatif' })).toContainText(/Entre 2\s000\s€ et 3\s000\s€ par mois/);
    await expect(ownerPage.getByTestId('shared-guarantee')).toContainText(/Garantie validée : loyers couverts jusqu’à 810\s€ par mois/);
    await expect(ownerPage.getByRole('main')).not.toContainText(SEEKER);
    await expect(ownerPage.getByRole('main')).not.toContainText('2450');

    const [download] = await Promise.all([
      ownerPage.waitForEvent('download'),
      ownerPage.getByRole('link', { name: 'Télécharger bulletins salaire' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('bulletins salaire.pdf');
    const stamped = readFileSync((await download.path())!);
    expect(stamped.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const shown = pdfShownText(stamped);
    expect(shown).toContain('E2E Justificatif de revenus');
    expect(shown).toMatch(/Transmis via Toit Partag. le \d{2}\/\d{2}\/\d{4}/);
    expect(shown).toContain('uniquement pour l');
    expect(shown).toContain('candidature locative');

    // The tenant sees the opening counted, then revokes the link.
    await page.reload();
    await expect(page.getByTestId('share-views')).toContainText('Consulté 1 fois');
    await page.getByRole('button', { name: 'Révoquer le lien' }).click();
    await answerConfirm(page, 'Révoquer');
    await expect(page.getByText('Le lien a été révoqué : il ne fonctionne plus.')).toBeVisible();
    await expect(page.getByLabel('Lien de partage')).toHaveCount(0);

    await ownerPage.reload();
    await expect(ownerPage.getByRole('heading', { name: 'Lien révoqué' })).toBeVisible();
    await expect(ownerPage.getByText(/a révoqué ce lien : son dossier n’est plus partagé/)).toBeVisible();
    await owner.close();
  });

  test('a seeker with a validated guarantee shows « Garantie validée » and « Dossier complet » on the demo seeker’s profile cards', async ({ page }) => {
    await signInAs(page, SEEKER);
    await page.goto('/users/user-matching');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    const validated = cards.filter({ hasText: 'Garantie validée' }).filter({ hasText: 'Dossier complet' });
    await expect(validated.first()).toBeVisible();
    // The card is a seeded seeker whose file is confirmed and whose guarantee was accepted.
    const name = (await validated.first().getByRole('heading').textContent())!.trim();
    const [firstName] = name.split(' ');
    const rows = queryDb<{ guarantee_status: string; status: string }>(
      `SELECT f.guarantee_status, f.status FROM tenant_files f JOIN users u ON u.id = f.user_id
        WHERE u.first_name = ? AND u.email LIKE '%@seekers.demo.toitpartage.fr' AND f.guarantee_status = 'accepted'`,
      firstName,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toEqual({ guarantee_status: 'accepted', status: 'confirmed' });
    // A request still being examined reads « Garantie en cours » somewhere in the demo seekers.
    const pending = queryDb<{ n: number }>("SELECT count(*) AS n FROM tenant_files WHERE guarantee_status = 'requested'");
    expect(pending[0]!.n).toBeGreaterThan(0);
  });
});
