import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestContext } from '../../helpers/app';
import { makeJpeg, makePng, multipart, type MultipartPart } from '../homes/fixtures';
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

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

function form(file: Buffer | string | null, fields: Record<string, string> = {}, filename = 'document.pdf', contentType = 'application/pdf'): MultipartPart[] {
  return [
    ...Object.entries({ title: 'Règlement intérieur', category: 'reglement', shared: 'true', ...fields }).map(([name, data]) => ({ name, data })),
    ...(file === null ? [] : [{ name: 'file', filename, contentType, data: file }]),
  ];
}

async function upload(homeId: number | string, parts: MultipartPart[], cookie: string | null) {
  const { payload, headers } = multipart(parts);
  return ctx.app.inject({ method: 'POST', url: `/api/homes/${homeId}/documents`, payload, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
}

function storedFiles(): string[] {
  const root = path.join(ctx.dataDir, 'documents');
  if (!fs.existsSync(root)) return [];
  return fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe('POST /api/homes/{id}/documents', () => {
  it('stores a PDF, a JPEG and a PNG by content under DATA_DIR/documents/<home>/', async () => {
    const owner = await kit.landlord();
    const pdf = await upload(owner.homeId, form(PDF), owner.cookie);
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json()).toMatchObject({
      home_id: owner.homeId,
      title: 'Règlement intérieur',
      category: 'reglement',
      shared: true,
      mime: 'application/pdf',
      bytes: PDF.length,
      uploaded_by: 'Bernard L.',
      download_url: `/api/documents/${pdf.json().id}/download`,
    });
    const row = await kit.db.selectFrom('home_documents').selectAll().where('id', '=', pdf.json().id).executeTakeFirstOrThrow();
    expect(row.file).toMatch(new RegExp(`^documents/${owner.homeId}/[0-9a-f-]{36}$`));
    expect(fs.readFileSync(path.join(ctx.dataDir, row.file)).equals(PDF)).toBe(true);

    // Declared names and types do not matter: the bytes do.
    const jpeg = await upload(owner.homeId, form(await makeJpeg(), { title: 'Photo du compteur', shared: 'false', category: 'autre' }, 'x.pdf', 'application/pdf'), owner.cookie);
    expect(jpeg.json()).toMatchObject({ mime: 'image/jpeg', shared: false });
    const png = await upload(owner.homeId, form(await makePng(), { title: 'Plan' }, 'plan.txt', 'text/plain'), owner.cookie);
    expect(png.json()).toMatchObject({ mime: 'image/png' });
  });

  it('refuses text named .pdf, HTML, an empty file and 10 MB, leaving nothing behind', async () => {
    const owner = await kit.landlord();
    const filesBefore = storedFiles().length;
    const before = await kit.snapshot();
    const text = await upload(owner.homeId, form('Ceci est un faux PDF.\n'), owner.cookie);
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ error: "Ce fichier n'est pas accepté : envoyez un PDF, une image JPEG ou PNG." });
    const html = await upload(owner.homeId, form('<html><script>alert(1)</script></html>', {}, 'x.html', 'text/html'), owner.cookie);
    expect(html.statusCode).toBe(400);
    expect((await upload(owner.homeId, form(Buffer.alloc(0)), owner.cookie)).json()).toEqual({ error: 'Aucun fichier reçu : envoyez-le dans le champ « file ».' });
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 - PDF.length)]);
    const tooLarge = await upload(owner.homeId, form(big), owner.cookie);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ error: 'Le document doit faire moins de 10 Mo.' });
    expect(storedFiles().length).toBe(filesBefore);
    expect(await kit.snapshot()).toBe(before);
  });

  it('accepts a file one byte under 10 MB', async () => {
    const owner = await kit.landlord();
    const justUnder = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 - 1 - PDF.length)]);
    expect((await upload(owner.homeId, form(justUnder), owner.cookie)).statusCode).toBe(201);
  });

  it('checks the title, the category, the shared flag and the fields', async () => {
    const owner = await kit.landlord();
    const before = await kit.snapshot();
    expect((await upload(owner.homeId, form(PDF, { title: '  ' }), owner.cookie)).json()).toEqual({ error: 'Le titre est obligatoire.' });
    expect((await upload(owner.homeId, form(PDF, { title: 'x'.repeat(121) }), owner.cookie)).json()).toEqual({
      error: 'Le titre doit contenir entre 2 et 120 caractères.',
    });
    expect((await upload(owner.homeId, form(PDF, { category: 'secret' }), owner.cookie)).json()).toEqual({ error: 'La catégorie du document est invalide.' });
    expect((await upload(owner.homeId, form(PDF, { shared: 'oui' }), owner.cookie)).json()).toEqual({
      error: 'Le partage du document doit valoir « true » ou « false ».',
    });
    expect((await upload(owner.homeId, form(PDF, { owner: '1' }), owner.cookie)).json()).toEqual({
      error: 'Le formulaire du document ne prend que les champs « file », « title », « category » et « shared ».',
    });
    const twoFiles = [...form(PDF), { name: 'file', filename: 'b.pdf', contentType: 'application/pdf', data: PDF }];
    expect((await upload(owner.homeId, twoFiles, owner.cookie)).json()).toEqual({ error: 'Envoyez un seul fichier, dans le champ « file ».' });
    const json = await kit.call('POST', `/api/homes/${owner.homeId}/documents`, owner.cookie, { title: 'x' });
    expect(json.statusCode).toBe(415);
    expect(await kit.snapshot()).toBe(before);
  });

  it('is for landlords only: a tenant, a stranger and anonymous upload nothing', async () => {
    const owner = await kit.landlord();
    const coOwner = await kit.coLandlord(owner.homeId, 'owner');
    const tenant = await kit.seeker();
    await kit.tenancy(owner, { room_id: owner.roomIds[0], tenant_email: tenant.body.email, start_date: parisDay(-1) });
    const stranger = await kit.landlord();
    expect((await upload(owner.homeId, form(PDF), coOwner.cookie)).statusCode).toBe(201);
    const filesBefore = storedFiles().length;
    const before = await kit.snapshot();
    expect((await upload(owner.homeId, form(PDF), tenant.cookie)).statusCode).toBe(403);
    expect((await upload(owner.homeId, form(PDF), stranger.cookie)).statusCode).toBe(403);
    expect((await upload(owner.homeId, form(PDF), null)).statusCode).toBe(401);
    expect(storedFiles().length).toBe(filesBefore);
    expect(await kit.snapshot()).toBe(before);
  });
});

describe('reading, downloading, renaming and deleting documents', () => {
  async function setUp() {
    const owner = await kit.landlord();
    const tenant = await kit.seeker();
    await kit.tenancy(owner, { room_id: owner.roomIds[0], tenant_email: tenant.body.email, start_date: parisDay(-1) });
    const shared = (await upload(owner.homeId, form(PDF, { title: 'Règlement : « colocation » (2025)' }), owner.cookie)).json();
    const secret = (await upload(owner.homeId, form(await makePng(), { title: "Attestation d'assurance", shared: 'false', category: 'assurance' }), owner.cookie)).json();
    return { owner, tenant, shared, secret };
  }

  it('lists everything to landlords and the shared documents to tenants', async () => {
    const { owner, tenant, shared, secret } = await setUp();
    const stranger = await kit.seeker();
    const all = await kit.call('GET', `/api/homes/${owner.homeId}/documents`, owner.cookie);
    expect(all.json().map((d: { id: number }) => d.id)).toEqual([secret.id, shared.id]);
    const mine = await kit.call('GET', `/api/homes/${owner.homeId}/documents`, tenant.cookie);
    expect(mine.json().map((d: { id: number }) => d.id)).toEqual([shared.id]);
    expect((await kit.call('GET', `/api/homes/${owner.homeId}/documents`, stranger.cookie)).statusCode).toBe(403);
    expect((await kit.call('GET', `/api/homes/${owner.homeId}/documents`)).statusCode).toBe(401);
    expect((await kit.call('GET', '/api/homes/999999/documents', owner.cookie)).statusCode).toBe(404);
  });

  it('downloads as an attachment with the stored type, never sniffed', async () => {
    const { owner, tenant, shared, secret } = await setUp();
    const response = await kit.call('GET', shared.download_url, tenant.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="reglement-colocation-2025.pdf"; filename*=UTF-8''R%C3%A8glement%20%C2%AB%20colocation%20%C2%BB%20%282025%29.pdf`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.equals(PDF)).toBe(true);

    const png = await kit.call('GET', secret.download_url, owner.cookie);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toMatch(/^attachment; filename="attestation-d-assurance\.png"/);
  });

  it('keeps unshared documents from tenants and everything from strangers', async () => {
    const { owner, tenant, shared, secret } = await setUp();
    const stranger = await kit.landlord();
    expect((await kit.call('GET', secret.download_url, tenant.cookie)).statusCode).toBe(403);
    expect((await kit.call('GET', shared.download_url, stranger.cookie)).statusCode).toBe(403);
    expect((await kit.call('GET', shared.download_url)).statusCode).toBe(401);
    expect((await kit.call('GET', '/api/documents/999999/download', owner.cookie)).json()).toEqual({ error: 'Ce document est introuvable.' });
    // A tenancy that has ended gives no more access.
    const tenancy = await kit.db.selectFrom('tenancies').select('id').where('tenant_user_id', '=', tenant.user.id).executeTakeFirstOrThrow();
    await kit.call('PUT', `/api/tenancies/${tenancy.id}`, owner.cookie, { end_date: parisDay(0) });
    expect((await kit.call('GET', shared.download_url, tenant.cookie)).statusCode).toBe(403);
  });

  it('renames and shares (landlords), deletes the row then the file', async () => {
    const { owner, tenant, shared, secret } = await setUp();
    const stranger = await kit.landlord();
    const before = await kit.snapshot();
    expect((await kit.call('PATCH', `/api/documents/${secret.id}`, tenant.cookie, { shared: true })).statusCode).toBe(403);
    expect((await kit.call('PATCH', `/api/documents/${secret.id}`, stranger.cookie, { shared: true })).statusCode).toBe(403);
    expect((await kit.call('DELETE', `/api/documents/${shared.id}`, tenant.cookie)).statusCode).toBe(403);
    expect((await kit.call('DELETE', `/api/documents/${shared.id}`)).statusCode).toBe(401);
    expect((await kit.call('PATCH', `/api/documents/${secret.id}`, owner.cookie, { title: 'x' })).json()).toEqual({
      error: 'Le titre doit contenir au moins 2 caractères.',
    });
    expect(await kit.snapshot()).toBe(before);

    const patched = await kit.call('PATCH', `/api/documents/${secret.id}`, owner.cookie, { title: ' Assurance 2025 ', shared: true });
    expect(patched.json()).toMatchObject({ id: secret.id, title: 'Assurance 2025', shared: true, category: 'assurance' });
    expect((await kit.call('GET', secret.download_url, tenant.cookie)).statusCode).toBe(200);

    await kit.call('PUT', `/api/homes/${owner.homeId}/diagnostics/dpe`, owner.cookie, { performed_on: '2022-01-01', document_id: shared.id });
    const row = await kit.db.selectFrom('home_documents').select('file').where('id', '=', shared.id).executeTakeFirstOrThrow();
    expect((await kit.call('DELETE', `/api/documents/${shared.id}`, owner.cookie)).statusCode).toBe(204);
    expect(fs.existsSync(path.join(ctx.dataDir, row.file))).toBe(false);
    const dpe = (await kit.call('GET', `/api/homes/${owner.homeId}/diagnostics`, owner.cookie)).json()[0];
    expect(dpe).toMatchObject({ kind: 'dpe', performed_on: '2022-01-01', document_id: null });
  });
});
