import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestContext } from '../../helpers/app';
import { makeJpeg, makePng } from '../homes/fixtures';
import { makePdf, pdfOfSize, tenantFileKit } from './fixtures';

let ctx: TestContext;
let kit: ReturnType<typeof tenantFileKit>;

beforeAll(async () => {
  ctx = await createTestApp();
  kit = tenantFileKit(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const EMPTY_GUARANTEE = { status: 'none', max_rent_cents: null, reason: null, requested_at: null, decided_at: null };

describe('GET /api/tenant-file', () => {
  it('makes an empty draft file on first read, once', async () => {
    const me = await kit.seeker();
    const first = await kit.call('GET', '/api/tenant-file', me.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toEqual({
      status: 'draft',
      complete: false,
      missing: ['identity', 'income', 'employment'],
      employment_status: null,
      monthly_income_cents: null,
      documents: [],
      guarantee: EMPTY_GUARANTEE,
      confirmed_at: null,
      share: null,
    });
    await kit.call('GET', '/api/tenant-file', me.cookie);
    const rows = await kit.db.selectFrom('tenant_files').selectAll().where('user_id', '=', me.user.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('is for signed-in seekers only: anonymous 401, an owner a French 403 and no file', async () => {
    expect((await kit.call('GET', '/api/tenant-file')).statusCode).toBe(401);
    const owner = await kit.owner();
    const before = await kit.snapshot();
    for (const [method, url] of [
      ['GET', '/api/tenant-file'],
      ['PUT', '/api/tenant-file'],
      ['POST', '/api/tenant-file/confirm'],
      ['POST', '/api/tenant-file/share'],
      ['DELETE', '/api/tenant-file/share'],
      ['GET', '/api/tenant-file/documents/1'],
      ['DELETE', '/api/tenant-file/documents/1'],
    ] as const) {
      const payload = method === 'PUT' ? { monthly_income_cents: 100 } : method === 'POST' && url.endsWith('confirm') ? { sworn_statement: true } : undefined;
      const res = await kit.call(method, url, owner.cookie, payload);
      expect([method, url, res.statusCode]).toEqual([method, url, 403]);
      expect(res.json()).toEqual({ error: 'Le dossier locataire est réservé aux personnes qui cherchent une colocation.' });
    }
    const upload = await kit.upload(owner.cookie, kit.form(await makePdf()));
    expect(upload.statusCode).toBe(403);
    expect(await kit.snapshot()).toBe(before);
  });
});

describe('PUT /api/tenant-file', () => {
  it('saves the situation; a missing field stays as it was', async () => {
    const me = await kit.seeker();
    const res = await kit.call('PUT', '/api/tenant-file', me.cookie, { employment_status: 'etudiant', monthly_income_cents: 45_000 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ employment_status: 'etudiant', monthly_income_cents: 45_000, complete: false });
    const partial = await kit.call('PUT', '/api/tenant-file', me.cookie, { monthly_income_cents: 0 });
    expect(partial.json()).toMatchObject({ employment_status: 'etudiant', monthly_income_cents: 0 });
    const cleared = await kit.call('PUT', '/api/tenant-file', me.cookie, { employment_status: null });
    expect(cleared.json()).toMatchObject({ employment_status: null, monthly_income_cents: 0 });
  });

  it('refuses an unknown situation, a negative, decimal or absurd income and unknown fields, in French', async () => {
    const me = await kit.seeker();
    await kit.call('PUT', '/api/tenant-file', me.cookie, { employment_status: 'cdi', monthly_income_cents: 200_000 });
    const before = await kit.snapshot();
    const employment = await kit.call('PUT', '/api/tenant-file', me.cookie, { employment_status: 'rentier' });
    expect(employment.statusCode).toBe(400);
    expect(employment.json().error).toMatch(/^Choisissez votre situation professionnelle dans la liste \(Salarié·e en CDI, /);
    for (const income of [-1, 12.5, 10_000_001, 'beaucoup']) {
      const res = await kit.call('PUT', '/api/tenant-file', me.cookie, { monthly_income_cents: income });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe("Indiquez vos revenus mensuels nets en centimes d'euro : un nombre entier entre 0 et 10000000 (100\u00a0000\u00a0€).");
    }
    const extra = await kit.call('PUT', '/api/tenant-file', me.cookie, { email: 'x@exemple.fr' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error).toEqual(expect.any(String));
    expect(await kit.snapshot()).toBe(before);
  });
});

describe('POST /api/tenant-file/documents', () => {
  it('stores a PDF, a JPEG and a PNG by content under DATA_DIR/documents/tenant-files/<user>/', async () => {
    const me = await kit.seeker();
    const pdf = await makePdf();
    const res = await kit.upload(me.cookie, kit.form(pdf, { category: 'identity', title: '  Carte   d’identité  ' }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.documents).toEqual([
      { id: expect.any(Number), category: 'identity', title: 'Carte d’identité', mime: 'application/pdf', bytes: pdf.length, created_at: expect.any(String) },
    ]);
    expect(body.missing).toEqual(['income', 'employment']);
    const row = await kit.db.selectFrom('tenant_documents').selectAll().where('id', '=', body.documents[0].id).executeTakeFirstOrThrow();
    expect(row.file).toMatch(new RegExp(`^documents/tenant-files/${me.user.id}/[0-9a-f-]{36}$`));
    expect(fs.readFileSync(path.join(ctx.dataDir, row.file)).equals(pdf)).toBe(true);

    // Declared names and types do not matter: the bytes do.
    const jpeg = await kit.upload(me.cookie, kit.form(await makeJpeg(), { category: 'income', title: 'Avis de bourse' }, 'avis.pdf', 'application/pdf'));
    expect(jpeg.json().documents[0]).toMatchObject({ mime: 'image/jpeg', category: 'income' });
    const png = await kit.upload(me.cookie, kit.form(await makePng(), { category: 'other', title: 'Attestation' }, 'a.txt', 'text/plain'));
    expect(png.json().documents[0]).toMatchObject({ mime: 'image/png', category: 'other' });
  });

  it('refuses text named .pdf, HTML, an empty file, 10 MB, a broken or protected PDF and a broken image, leaving nothing behind', async () => {
    const me = await kit.seeker();
    const filesBefore = kit.storedFiles().length;
    const before = await kit.snapshot();
    const text = await kit.upload(me.cookie, kit.form('Ceci est un faux PDF.\n'));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ error: "Ce fichier n'est pas accepté : envoyez un PDF, une image JPEG ou PNG." });
    const html = await kit.upload(me.cookie, kit.form('<html><script>alert(1)</script></html>', {}, 'x.html', 'text/html'));
    expect(html.json()).toEqual({ error: "Ce fichier n'est pas accepté : envoyez un PDF, une image JPEG ou PNG." });
    expect((await kit.upload(me.cookie, kit.form(Buffer.alloc(0)))).json()).toEqual({ error: 'Aucun fichier reçu : envoyez-le dans le champ « file ».' });
    const tooLarge = await kit.upload(me.cookie, kit.form(await pdfOfSize(10 * 1024 * 1024)));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ error: 'Le document doit faire moins de 10 Mo.' });
    const broken = await kit.upload(me.cookie, kit.form(Buffer.from('%PDF-1.7\nrien de lisible ici')));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toMatch(/^Ce PDF est illisible/);
    const encrypted = await kit.upload(me.cookie, kit.form(Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n3 0 obj << /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >> endobj\ntrailer << /Root 1 0 R /Encrypt 3 0 R >>\n%%EOF\n')));
    expect(encrypted.statusCode).toBe(400);
    expect(encrypted.json()).toEqual({ error: 'Ce PDF est protégé par un mot de passe : envoyez une version non protégée.' });
    const jpegHeaderOnly = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]);
    const image = await kit.upload(me.cookie, kit.form(jpegHeaderOnly, {}, 'x.jpg', 'image/jpeg'));
    expect(image.statusCode).toBe(400);
    expect(image.json().error).toMatch(/^Cette image est illisible/);
    expect(kit.storedFiles().length).toBe(filesBefore);
    expect(await kit.snapshot()).toBe(before);
  });

  it('accepts a file one byte under 10 MB', async () => {
    const me = await kit.seeker();
    const res = await kit.upload(me.cookie, kit.form(await pdfOfSize(10 * 1024 * 1024 - 1)));
    expect(res.statusCode).toBe(201);
  });

  it('checks the category, the title and the form fields', async () => {
    const me = await kit.seeker();
    const pdf = await makePdf();
    const before = await kit.snapshot();
    expect((await kit.upload(me.cookie, kit.form(pdf, { category: 'secret' }))).json()).toEqual({
      error: "Ce type de document n'existe pas : choisissez pièce d'identité, justificatif de revenus, d'activité, de domicile ou autre document.",
    });
    expect((await kit.upload(me.cookie, kit.form(pdf, { category: '' }))).json()).toEqual({ error: 'Choisissez le type de document.' });
    expect((await kit.upload(me.cookie, kit.form(pdf, { title: '   ' }))).json()).toEqual({ error: 'Le titre du document est obligatoire.' });
    expect((await kit.upload(me.cookie, kit.form(pdf, { title: 'x'.repeat(121) }))).json()).toEqual({
      error: 'Le titre du document doit contenir entre 2 et 120 caractères.',
    });
    expect((await kit.upload(me.cookie, kit.form(pdf, { shared: 'true' }))).json()).toEqual({
      error: 'Le formulaire du document ne prend que les champs « file », « category » et « title ».',
    });
    const twoFiles = [...kit.form(pdf), { name: 'file', filename: 'b.pdf', contentType: 'application/pdf', data: pdf }];
    expect((await kit.upload(me.cookie, twoFiles)).json()).toEqual({ error: 'Envoyez un seul fichier, dans le champ « file ».' });
    const json = await kit.call('POST', '/api/tenant-file/documents', me.cookie, { title: 'x' });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ error: 'Le document doit être envoyé dans un formulaire (multipart/form-data).' });
    expect((await kit.upload(null, kit.form(pdf))).statusCode).toBe(401);
    expect(await kit.snapshot()).toBe(before);
  });

  it('keeps each seeker to 20 documents and 50 MB in all', async () => {
    const me = await kit.seeker();
    const small = await makePdf();
    for (let i = 0; i < 20; i += 1) {
      await kit.db
        .insertInto('tenant_documents')
        .values({ user_id: me.user.id, category: 'other', title: `Document ${i}`, file: `documents/tenant-files/${me.user.id}/absent-${i}`, mime: 'application/pdf', bytes: 1000, created_at: new Date().toISOString() })
        .execute();
    }
    const filesBefore = kit.storedFiles().length;
    const before = await kit.snapshot();
    const count = await kit.upload(me.cookie, kit.form(small));
    expect(count.statusCode).toBe(409);
    expect(count.json()).toEqual({ error: "Votre dossier contient déjà 20 documents, le maximum : supprimez-en un avant d'en ajouter un autre." });
    expect(await kit.snapshot()).toBe(before);
    expect(kit.storedFiles().length).toBe(filesBefore);

    const other = await kit.seeker();
    await kit.db
      .insertInto('tenant_documents')
      .values({ user_id: other.user.id, category: 'other', title: 'Gros scan', file: `documents/tenant-files/${other.user.id}/absent`, mime: 'application/pdf', bytes: 50 * 1024 * 1024 - 100, created_at: new Date().toISOString() })
      .execute();
    const bytes = await kit.upload(other.cookie, kit.form(small));
    expect(bytes.statusCode).toBe(409);
    expect(bytes.json()).toEqual({ error: 'Vos documents ne peuvent pas dépasser 50 Mo en tout : supprimez-en un ou envoyez une version plus légère.' });
  });
});

describe('GET and DELETE /api/tenant-file/documents/{id}', () => {
  it('gives the owner the document as uploaded, as an attachment that is never rendered', async () => {
    const me = await kit.seeker();
    const png = await makePng();
    const id = (await kit.upload(me.cookie, kit.form(png, { category: 'address', title: 'Quittance de loyer' }, 'q.png', 'image/png'))).json().documents[0].id;
    const res = await kit.call('GET', `/api/tenant-file/documents/${id}`, me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(png)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="quittance-de-loyer.png"; filename*=UTF-8''Quittance%20de%20loyer.png`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it("answers 404 for another seeker's document, whether read or deleted, and changes nothing", async () => {
    const me = await kit.seeker();
    const id = (await kit.upload(me.cookie, kit.form(await makePdf()))).json().documents[0].id;
    const other = await kit.seeker({ first_name: 'Marc' });
    const before = await kit.snapshot();
    const filesBefore = kit.storedFiles().length;
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await kit.call(method, `/api/tenant-file/documents/${id}`, other.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Ce document est introuvable.' });
    }
    expect((await kit.call('GET', `/api/tenant-file/documents/${id}`)).statusCode).toBe(401);
    expect((await kit.call('GET', '/api/tenant-file/documents/abc', me.cookie)).statusCode).toBe(400);
    expect((await kit.call('DELETE', '/api/tenant-file/documents/999999', me.cookie)).statusCode).toBe(404);
    expect(await kit.snapshot()).toBe(before);
    expect(kit.storedFiles().length).toBe(filesBefore);
  });

  it('deletes the row and the file, and answers the file without it', async () => {
    const me = await kit.seeker();
    const id = (await kit.upload(me.cookie, kit.form(await makePdf()))).json().documents[0].id;
    const row = await kit.db.selectFrom('tenant_documents').select('file').where('id', '=', id).executeTakeFirstOrThrow();
    const res = await kit.call('DELETE', `/api/tenant-file/documents/${id}`, me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().documents).toEqual([]);
    expect(fs.existsSync(path.join(ctx.dataDir, row.file))).toBe(false);
    expect((await kit.call('GET', `/api/tenant-file/documents/${id}`, me.cookie)).statusCode).toBe(404);
  });
});

describe('POST /api/tenant-file/confirm', () => {
  it('needs the sworn statement', async () => {
    const me = await kit.seeker();
    await kit.completeFile(me);
    const before = await kit.snapshot();
    for (const body of [{ sworn_statement: false }, {}, { sworn_statement: 'oui' }]) {
      const res = await kit.call('POST', '/api/tenant-file/confirm', me.cookie, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: "Cochez la déclaration sur l'honneur pour confirmer votre dossier." });
    }
    expect(await kit.snapshot()).toBe(before);
  });

  it('refuses an incomplete file with a French 409 listing what is missing, and changes nothing', async () => {
    const me = await kit.seeker();
    await kit.upload(me.cookie, kit.form(await makePdf(), { category: 'income', title: 'Bulletins de salaire' }));
    const before = await kit.snapshot();
    const res = await kit.call('POST', '/api/tenant-file/confirm', me.cookie, { sworn_statement: true });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error:
        "Votre dossier n'est pas complet : il manque votre situation professionnelle, vos revenus mensuels, un document « Pièce d'identité » et un document « Justificatif d'activité ».",
    });
    expect(await kit.snapshot()).toBe(before);
  });

  it('confirms a complete file, files the guarantee request and answers its decision with dates', async () => {
    const me = await kit.seeker();
    await kit.completeFile(me, { employment_status: 'cdi', monthly_income_cents: 250_000 });
    const res = await kit.call('POST', '/api/tenant-file/confirm', me.cookie, { sworn_statement: true });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'confirmed', complete: true, missing: [], confirmed_at: expect.any(String) });
    expect(body.guarantee).toEqual({ status: 'accepted', max_rent_cents: 83_000, reason: null, requested_at: body.confirmed_at, decided_at: expect.any(String) });
    expect(body.guarantee.decided_at >= body.guarantee.requested_at).toBe(true);

    const again = await kit.call('POST', '/api/tenant-file/confirm', me.cookie, { sworn_statement: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Votre dossier est déjà confirmé. Il repasse en brouillon dès que vous modifiez un document ou vos revenus.');
  });

  it('refuses the guarantee with a French reason when the income covers too little', async () => {
    const me = await kit.seeker();
    await kit.completeFile(me, { employment_status: 'recherche', monthly_income_cents: 45_000 });
    const body = (await kit.call('POST', '/api/tenant-file/confirm', me.cookie, { sworn_statement: true })).json();
    expect(body.status).toBe('confirmed');
    expect(body.guarantee).toMatchObject({ status: 'refused', max_rent_cents: null, decided_at: expect.any(String) });
    expect(body.guarantee.reason).toMatch(/^Vos revenus déclarés ne permettent pas de garantir un loyer d'au moins 200/);
  });

  it('sends a confirmed file back to draft and clears the guarantee when the documents or the income change', async () => {
    const me = await kit.seeker();
    await kit.completeFile(me);
    const confirm = () => kit.call('POST', '/api/tenant-file/confirm', me.cookie, { sworn_statement: true });
    expect((await confirm()).json().guarantee.status).toBe('accepted');

    // Saving the same values changes nothing.
    const same = await kit.call('PUT', '/api/tenant-file', me.cookie, { employment_status: 'cdi', monthly_income_cents: 240_000 });
    expect(same.json()).toMatchObject({ status: 'confirmed', guarantee: { status: 'accepted' } });

    const income = await kit.call('PUT', '/api/tenant-file', me.cookie, { monthly_income_cents: 260_000 });
    expect(income.json()).toMatchObject({ status: 'draft', confirmed_at: null, guarantee: EMPTY_GUARANTEE });

    expect((await confirm()).json().guarantee).toMatchObject({ status: 'accepted', max_rent_cents: 86_000 });
    const added = await kit.upload(me.cookie, kit.form(await makePdf(), { category: 'address', title: 'Quittance' }));
    expect(added.json()).toMatchObject({ status: 'draft', guarantee: EMPTY_GUARANTEE });

    const confirmed = (await confirm()).json();
    const removed = await kit.call('DELETE', `/api/tenant-file/documents/${confirmed.documents[0].id}`, me.cookie);
    expect(removed.json()).toMatchObject({ status: 'draft', guarantee: EMPTY_GUARANTEE, complete: true });
  });

  it('decides a request left waiting at the next read', async () => {
    const me = await kit.seeker();
    await kit.completeFile(me, { employment_status: 'etudiant', monthly_income_cents: 0 });
    await kit.db
      .updateTable('tenant_files')
      .set({ status: 'confirmed', confirmed_at: '2026-01-01T10:00:00.000Z', guarantee_status: 'requested', guarantee_requested_at: '2026-01-01T10:00:00.000Z' })
      .where('user_id', '=', me.user.id)
      .execute();
    const body = (await kit.call('GET', '/api/tenant-file', me.cookie)).json();
    expect(body.guarantee).toMatchObject({ status: 'accepted', max_rent_cents: 60_000, requested_at: '2026-01-01T10:00:00.000Z', decided_at: expect.any(String) });
  });
});
