// The tenant's space (issue 7): quittances, rent requests under the anti-scam rule, the tenant's
// documents and « ma prochaine colocation », on the demo tenant of proprio@'s home
// (api/src/modules/rentals/seed.ts, api/src/modules/tenant-space/seed.ts).
import { expect, test, type Browser, type Page } from '../fixtures/test';
import { readFileSync } from 'node:fs';
import { acceptCookies, DEMO_PASSWORD, queryDb, uniqueEmail, signUpThroughMail } from './support';

const TENANT = 'locataire@demo.toitpartage.fr';
/** The demo owner's SCA-validated account (api/src/modules/bank-accounts/seed.ts), as printed on a RIB. */
const DEMO_IBAN = 'FR76 3000 6000 0112 3456 7890 189';
const ANTI_SCAM_TITLE = 'Ne payez jamais avant la visite et le bail';

async function sessionOf(browser: Browser, email: string, password = DEMO_PASSWORD): Promise<Page> {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await acceptCookies(page);
  const response = await page.request.post('/api/auth/signin', { data: { email, password } });
  expect(response.ok(), `sign-in of ${email}`).toBe(true);
  return page;
}

/** '2026-03' -> 'mars 2026', as the pages write a month. */
function monthLabel(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 1)));
}

/** The first day of the month `months` before this one, YYYY-MM-DD. */
function firstOfMonth(months: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1)).toISOString().slice(0, 10);
}

test.describe('tenant space', () => {
  test('locataire@ downloads a quittance and sees the rent asked for, the verified IBAN and the anti-scam notice', async ({ browser }) => {
    const paid = queryDb<{ id: number; period: string }>(
      `SELECT p.id, p.period FROM rent_payments p JOIN tenancies t ON t.id = p.tenancy_id JOIN users u ON u.id = t.tenant_user_id
       WHERE u.email = ? AND p.amount_received >= p.amount_due AND p.received_on IS NOT NULL ORDER BY p.period LIMIT 1`,
      TENANT,
    );
    expect(paid, 'the rentals seed received some rents of locataire@').toHaveLength(1);
    // The oldest request still open: last month's late rent (gestion tests may receive this month's).
    const asked = queryDb<{ period: string }>(
      `SELECT p.period FROM rent_requests r JOIN rent_payments p ON p.id = r.rent_payment_id JOIN tenancies t ON t.id = p.tenancy_id
       JOIN users u ON u.id = t.tenant_user_id
       WHERE u.email = ? AND r.status = 'open' AND p.amount_received < p.amount_due ORDER BY p.period LIMIT 1`,
      TENANT,
    );
    expect(asked, 'the tenant-space seed asked locataire@ for a rent').toHaveLength(1);

    const page = await sessionOf(browser, TENANT);
    await page.goto('/users/receipts');
    await expect(page.getByRole('heading', { level: 1, name: 'Mes quittances' })).toBeVisible();
    await expect(page.getByText(ANTI_SCAM_TITLE)).toBeVisible();

    const requests = page.getByRole('region', { name: 'Loyers demandés par votre propriétaire' });
    const request = requests.getByRole('article', { name: `Loyer de ${monthLabel(asked[0]!.period)}` });
    await expect(request).toBeVisible();
    await expect(request.getByText(DEMO_IBAN)).toBeVisible();
    await expect(request.getByText('Bernard Lefèvre')).toBeVisible();
    await expect(request).toContainText('€');

    const link = page.getByRole('link', { name: `Télécharger la quittance de ${monthLabel(paid[0]!.period)}` });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`quittance-${paid[0]!.period}.pdf`);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [year, month] = paid[0]!.period.split('-');
    const lastDay = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
    expect(pdf.toString('latin1')).toContain(`Quittance de loyer du 01/${month}/${year} au ${lastDay}/${month}/${year}`);
    await page.context().close();
  });

  test('the tenant documents page lists the lease and the shared documents, each downloadable', async ({ browser }) => {
    const page = await sessionOf(browser, TENANT);
    await page.goto('/users/ma-co-location');
    await page.getByRole('navigation', { name: 'Mon espace locataire' }).getByRole('link', { name: 'Mes documents' }).click();
    await expect(page).toHaveURL(/\/users\/documents$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mes documents' })).toBeVisible();

    const leases = page.getByRole('region', { name: 'Mes baux' });
    await expect(leases.getByText('Accepté par les deux parties')).toBeVisible();
    const leaseLink = leases.getByRole('link', { name: /^Télécharger le bail/ }).first();
    const lease = await page.request.get((await leaseLink.getAttribute('href'))!);
    expect(lease.headers()['content-type']).toBe('application/pdf');
    expect(Buffer.from(await lease.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const shared = page.getByRole('region', { name: 'Documents partagés par mon propriétaire' });
    await expect(shared.getByText('Règlement intérieur de la colocation', { exact: true })).toBeVisible();
    await expect(shared.getByText("Attestation d'assurance")).toHaveCount(0);
    const rules = await page.request.get((await shared.getByRole('link', { name: 'Télécharger Règlement intérieur de la colocation' }).getAttribute('href'))!);
    expect(rules.status()).toBe(200);

    await expect(page.getByRole('region', { name: 'Mes quittances' }).getByRole('link', { name: /^Télécharger la quittance de / }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mon dossier et ma garantie' })).toHaveAttribute('href', '/users/garantie');
    await page.context().close();
  });

  test('a landlord asking for a rent on a tenancy without visit nor accepted lease gets the French refusal in gestion', async ({ browser }) => {
    const email = uniqueEmail('bailleur');
    const password = 'motdepasse-solide';
    const context = await browser.newContext();
    const page = await context.newPage();
    await acceptCookies(page);
    const signup = await signUpThroughMail(page.request, { email, password, first_name: 'Hélène', name: 'Garnier', type: 'proprietaire' });
    expect(signup.ok(), await signup.text()).toBe(true);
    const cities = (await (await page.request.get('/api/cities', { params: { q: 'Lyon' } })).json()) as Array<{ id: number; name: string }>;
    const lyon = cities.find((city) => city.name === 'Lyon');
    expect(lyon, 'Lyon among the cities').toBeTruthy();
    const created = await page.request.post('/api/homes', {
      data: {
        is_coloc: true,
        name: 'Colocation des Canuts',
        address: '8 rue Dumenge',
        postal_code: '69004',
        city_id: lyon!.id,
        description: 'Un appartement lumineux de la Croix-Rousse, proche du métro.',
        rooms: [{ number: 0, rent: 480, charges: 40, surface: 12 }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const home = (await created.json()) as { id: number; rooms: Array<{ id: number }> };
    const tenancy = await page.request.post(`/api/homes/${home.id}/tenancies`, {
      data: { room_id: home.rooms[0]!.id, tenant_name: 'Marc Petit', tenant_email: uniqueEmail('locataire'), start_date: firstOfMonth(1), rent: 480, charges: 40, deposit: 480 },
    });
    expect(tenancy.status(), await tenancy.text()).toBe(201);
    const tenancyId = ((await tenancy.json()) as { id: number }).id;
    try {
      await page.goto(`/proprietaire/gestion?home_id=${home.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Gestion locative' })).toBeVisible();
      await expect(page.getByText(ANTI_SCAM_TITLE)).toBeVisible();
      const period = monthLabel(firstOfMonth(1).slice(0, 7));
      const lines = page.getByRole('table', { name: period });
      await lines.getByRole('button', { name: `Demander le paiement : Marc Petit, ${period}` }).click();
      await expect(lines.getByText(`Paiement non demandé (Marc Petit, ${period})`)).toBeVisible();
      await expect(lines).toContainText("la visite du logement par ce locataire n'a pas encore eu lieu");
      await expect(lines).toContainText("aucun bail pour ce logement n'a été accepté par ce locataire");
      await expect(lines).toContainText('Tant que ces conditions ne sont pas réunies, ne demandez aucun paiement au locataire.');
      expect(queryDb('SELECT r.id FROM rent_requests r JOIN rent_payments p ON p.id = r.rent_payment_id WHERE p.tenancy_id = ?', tenancyId)).toEqual([]);
    } finally {
      expect((await page.request.delete(`/api/tenancies/${tenancyId}`)).status()).toBe(204);
      await context.close();
    }
  });

  test('locataire@ plans the next co-location and lands on home-matching with the city and the budget in the search', async ({ browser }) => {
    const page = await sessionOf(browser, TENANT);
    await page.goto('/users/ma-co-location');
    await page.getByRole('navigation', { name: 'Mon espace locataire' }).getByRole('link', { name: 'Ma prochaine colocation' }).click();
    await expect(page).toHaveURL(/\/users\/ma-prochaine-colocation$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ma prochaine colocation' })).toBeVisible();

    const form = page.getByRole('form', { name: 'Ma prochaine colocation' });
    // Pre-filled from the home she rents: its city and its rent.
    await expect(form.getByRole('list', { name: 'Villes choisies' }).getByRole('listitem')).toHaveCount(1);
    await expect(form.getByLabel(/Budget maximum par mois/)).not.toHaveValue('');

    const moveDate = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    await form.getByLabel(/Date de déménagement souhaitée/).fill(moveDate);
    for (const button of await form.getByRole('button', { name: /^Retirer / }).all()) await button.click();
    await form.getByRole('combobox', { name: 'Ajouter une ville' }).fill('Nantes');
    await page.getByRole('option', { name: /^Nantes/ }).first().click();
    await expect(form.getByRole('list', { name: 'Villes choisies' })).toContainText('Nantes');
    await form.getByLabel(/Budget maximum par mois/).fill('620');
    await form.getByRole('button', { name: 'Voir les colocations' }).click();

    await expect(page).toHaveURL(/\/users\/home-matching/);
    const me = await (await page.request.get('/api/users/myself')).json();
    expect(me.search.per_room_budget_max).toBe(620);
    expect(me.search.city_searches.map((c: { geoname: { name: string } }) => c.geoname.name)).toEqual(['Nantes']);
    const plan = await (await page.request.get('/api/next-colocation')).json();
    expect(plan).toMatchObject({ move_date: moveDate, budget_max_cents: 62000, updated_at: expect.any(String) });
    await page.context().close();
  });
});
