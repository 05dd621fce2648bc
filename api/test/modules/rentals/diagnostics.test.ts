import { createTestApp, type TestContext } from '../../helpers/app';
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

async function documentOf(homeId: number, userId: number): Promise<number> {
  const row = await kit.db
    .insertInto('home_documents')
    .values({ home_id: homeId, uploaded_by: userId, title: 'DPE', category: 'diagnostic', shared: 0, file: `documents/${homeId}/x`, mime: 'application/pdf', bytes: 10, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('/api/homes/{id}/diagnostics', () => {
  it('lists the whole catalogue, then records, replaces and deletes a diagnostic', async () => {
    const owner = await kit.landlord();
    const list = await kit.call('GET', `/api/homes/${owner.homeId}/diagnostics`, owner.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(9);
    expect(list.json()[0]).toMatchObject({ kind: 'dpe', label: 'Diagnostic de performance énergétique (DPE)', state: 'missing', required: true });

    const documentId = await documentOf(owner.homeId, owner.user.id);
    const put = await kit.call('PUT', `/api/homes/${owner.homeId}/diagnostics/dpe`, owner.cookie, { performed_on: parisDay(-30), document_id: documentId });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ kind: 'dpe', state: 'valid', performed_on: parisDay(-30), document_id: documentId });
    const again = await kit.call('PUT', `/api/homes/${owner.homeId}/diagnostics/dpe`, owner.cookie, { performed_on: '2016-05-01' });
    expect(again.json()).toMatchObject({ state: 'expired', valid_until: '2024-12-31', document_id: null });
    expect(await kit.db.selectFrom('diagnostics').select('id').where('home_id', '=', owner.homeId).execute()).toHaveLength(1);
    const electricity = await kit.call('PUT', `/api/homes/${owner.homeId}/diagnostics/electricite`, owner.cookie, { performed_on: parisDay(-2192 + 30) });
    expect(electricity.json()).toMatchObject({ state: 'expiring' });

    expect((await kit.call('DELETE', `/api/homes/${owner.homeId}/diagnostics/dpe`, owner.cookie)).statusCode).toBe(204);
    expect((await kit.call('DELETE', `/api/homes/${owner.homeId}/diagnostics/dpe`, owner.cookie)).json()).toEqual({ error: "Ce diagnostic n'a pas été renseigné." });
  });

  it('refuses a future date, a date before 1990, an unknown kind and a document of another home', async () => {
    const owner = await kit.landlord();
    const other = await kit.landlord();
    const foreignDocument = await documentOf(other.homeId, other.user.id);
    const before = await kit.snapshot();
    const put = (kind: string, payload: object) => kit.call('PUT', `/api/homes/${owner.homeId}/diagnostics/${kind}`, owner.cookie, payload);
    expect((await put('gaz', { performed_on: parisDay(1) })).json()).toEqual({ error: 'La date du diagnostic ne peut pas être dans le futur.' });
    expect((await put('gaz', { performed_on: '1989-12-31' })).json()).toEqual({ error: 'La date du diagnostic ne peut pas être antérieure à 1990.' });
    expect((await put('gaz', { performed_on: '2024-13-01' })).json()).toEqual({ error: 'La date du diagnostic est invalide.' });
    expect((await put('radon', { performed_on: '2024-01-01' })).statusCode).toBe(400);
    expect((await put('gaz', { performed_on: '2024-01-01', document_id: foreignDocument })).json()).toEqual({ error: "Ce document n'appartient pas à ce logement." });
    expect(await kit.snapshot()).toBe(before);
  });

  it('is for landlords only (a manager too); 403 and 401 change nothing', async () => {
    const owner = await kit.landlord();
    const manager = await kit.coLandlord(owner.homeId, 'manager');
    const tenant = await kit.seeker();
    await kit.tenancy(owner, { room_id: owner.roomIds[0], tenant_email: tenant.body.email, start_date: parisDay(-1) });
    const stranger = await kit.landlord();
    expect((await kit.call('PUT', `/api/homes/${owner.homeId}/diagnostics/surface`, manager.cookie, { performed_on: '2020-01-01' })).statusCode).toBe(200);
    const before = await kit.snapshot();
    for (const cookie of [tenant.cookie, stranger.cookie]) {
      expect((await kit.call('GET', `/api/homes/${owner.homeId}/diagnostics`, cookie)).statusCode).toBe(403);
      expect((await kit.call('PUT', `/api/homes/${owner.homeId}/diagnostics/gaz`, cookie, { performed_on: '2020-01-01' })).statusCode).toBe(403);
      expect((await kit.call('DELETE', `/api/homes/${owner.homeId}/diagnostics/surface`, cookie)).statusCode).toBe(403);
    }
    expect((await kit.call('DELETE', `/api/homes/${owner.homeId}/diagnostics/surface`)).statusCode).toBe(401);
    expect(await kit.snapshot()).toBe(before);
  });
});
