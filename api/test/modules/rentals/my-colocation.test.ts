import { createTestApp, uniqueEmail, type TestContext } from '../../helpers/app';
import { multipart } from '../homes/fixtures';
import { parisDay, rentalsKit } from './fixtures';

let ctx: TestContext;
let kit: ReturnType<typeof rentalsKit>;

beforeAll(async () => {
  ctx = await createTestApp();
  kit = rentalsKit(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

async function document(homeId: number, cookie: string, title: string, shared: boolean) {
  const { payload, headers } = multipart([
    { name: 'title', data: title },
    { name: 'shared', data: String(shared) },
    { name: 'file', filename: 'a.pdf', contentType: 'application/pdf', data: PDF },
  ]);
  const response = await ctx.app.inject({ method: 'POST', url: `/api/homes/${homeId}/documents`, payload, headers: { ...headers, cookie } });
  return response.json() as { id: number };
}

describe('GET /api/my-colocation', () => {
  it('is a French 404 without a tenancy, and 401 signed out', async () => {
    const seeker = await kit.seeker();
    const response = await kit.call('GET', '/api/my-colocation', seeker.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "Vous n'avez pas encore de co-location." });
    expect((await kit.call('GET', '/api/my-colocation')).statusCode).toBe(401);
    // A landlord has no co-location of their own either.
    const owner = await kit.landlord();
    expect((await kit.call('GET', '/api/my-colocation', owner.cookie)).statusCode).toBe(404);
  });

  it('shows the home, the landlord, the flatmates, the shared documents and the leases', async () => {
    const owner = await kit.landlord();
    const tenant = await kit.seeker({ first_name: 'Julie', name: 'Roux' });
    const flatmate = await kit.seeker({ first_name: 'Karim', name: 'Benali' });
    await kit.tenancy(owner, { room_id: owner.roomIds[0], tenant_email: tenant.body.email, start_date: parisDay(-30) });
    await kit.tenancy(owner, { room_id: owner.roomIds[1], tenant_email: flatmate.body.email, tenant_name: 'Karim Benali', start_date: parisDay(-300) });
    const shared = await document(owner.homeId, owner.cookie, 'Règlement intérieur', true);
    await document(owner.homeId, owner.cookie, 'Assurance', false);
    const lease = await kit.call('POST', `/api/homes/${owner.homeId}/leases`, owner.cookie, {
      kind: 'room', room_id: owner.roomIds[0], tenant_email: tenant.body.email, start_date: parisDay(-30), duration_months: 12, rent: 500, charges: 50, deposit: 500, furnished: true,
    });
    const draft = await kit.call('POST', `/api/homes/${owner.homeId}/leases`, owner.cookie, {
      kind: 'room', room_id: owner.roomIds[0], tenant_email: tenant.body.email, start_date: parisDay(-30), duration_months: 6, rent: 500, charges: 50, deposit: 500, furnished: true,
    });
    await kit.call('POST', `/api/leases/${lease.json().id}/send`, owner.cookie);

    const response = await kit.call('GET', '/api/my-colocation', tenant.cookie);
    expect(response.statusCode).toBe(200);
    const mine = response.json();
    expect(mine.home).toMatchObject({ id: owner.homeId, name: 'Grande colocation lumineuse', city: 'Lyon', address: '12 rue de la République, 69002 Lyon', photo_url: null });
    expect(mine.home.public_url).toBe(`/colocation-lyon/${owner.homeId}`);
    expect(mine.tenancy).toMatchObject({ room_id: owner.roomIds[0], tenant_user_id: tenant.user.id, status: 'active' });
    expect(mine.room_name).toBe('Chambre bleue');
    expect(mine.landlord).toEqual({ user_id: owner.user.id, first_name: 'Bernard', name_initial: 'L.' });
    expect(mine.flatmates).toEqual([
      { user_id: flatmate.user.id, first_name: 'Karim', name_initial: 'B.', avatar_url: null, room: 'Chambre B', since: parisDay(-300) },
    ]);
    expect(mine.documents.map((d: { id: number }) => d.id)).toEqual([shared.id]);
    expect(mine.leases.map((l: { id: number }) => l.id)).toEqual([lease.json().id]);
    expect(mine.leases.map((l: { id: number }) => l.id)).not.toContain(draft.json().id);
  });

  it('finds a tenancy recorded before the tenant had an account, and shows unlinked flatmates by name', async () => {
    const owner = await kit.landlord();
    const email = uniqueEmail('futur');
    await kit.tenancy(owner, { room_id: owner.roomIds[0], tenant_email: email, start_date: parisDay(-5) });
    await kit.tenancy(owner, { room_id: owner.roomIds[1], tenant_email: 'sans-compte@exemple.fr', tenant_name: 'Léa Martin', start_date: parisDay(-50) });
    const tenant = await kit.seeker({ email });
    const mine = (await kit.call('GET', '/api/my-colocation', tenant.cookie)).json();
    expect(mine.tenancy.tenant_user_id).toBe(tenant.user.id);
    expect(mine.flatmates).toEqual([{ user_id: null, first_name: 'Léa', name_initial: 'M.', avatar_url: null, room: 'Chambre B', since: parisDay(-50) }]);
    const user = await kit.db.selectFrom('users').select('home_leased').where('id', '=', tenant.user.id).executeTakeFirstOrThrow();
    expect(user.home_leased).toBe(1);
  });

  it('forgets a tenancy whose end date has come', async () => {
    const owner = await kit.landlord();
    const tenant = await kit.seeker();
    await kit.tenancy(owner, { room_id: owner.roomIds[0], tenant_email: tenant.body.email, start_date: parisDay(-100), end_date: parisDay(5) });
    expect((await kit.call('GET', '/api/my-colocation', tenant.cookie)).statusCode).toBe(200);
    // The end date arrives (moved here rather than waiting): ended on the next read.
    await kit.db.updateTable('tenancies').set({ end_date: parisDay(0) }).where('tenant_user_id', '=', tenant.user.id).execute();
    expect((await kit.call('GET', '/api/my-colocation', tenant.cookie)).statusCode).toBe(404);
    const row = await kit.db.selectFrom('tenancies').select('status').where('tenant_user_id', '=', tenant.user.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('ended');
  });
});
