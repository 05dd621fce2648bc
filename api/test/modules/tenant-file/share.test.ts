import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { createTestApp, type TestContext } from '../../helpers/app';
import { makeJpeg, makePng } from '../homes/fixtures';
import { asciiHex, makePdf, pdfContentHex, tenantFileKit, type Person } from './fixtures';

let ctx: TestContext;
let kit: ReturnType<typeof tenantFileKit>;

beforeAll(async () => {
  ctx = await createTestApp();
  kit = tenantFileKit(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const TOKEN_URL = /^http:\/\/localhost:8080\/dossier-locataire\/([A-Za-z0-9_-]{43})$/;

async function share(person: Person): Promise<{ token: string; url: string; body: Record<string, any> }> {
  const res = await kit.call('POST', '/api/tenant-file/share', person.cookie);
  expect(res.statusCode).toBe(201);
  const body = res.json();
  const match = TOKEN_URL.exec(body.share.url);
  expect(match).not.toBeNull();
  return { token: match![1]!, url: body.share.url, body };
}

const open = (token: string) => kit.call('GET', `/api/shared-files/${token}`);

describe('POST and DELETE /api/tenant-file/share', () => {
  it('makes a link whose token is never stored, and shows the same URL on every read', async () => {
    const me = await kit.seeker();
    const { token, url, body } = await share(me);
    expect(body.share).toEqual({ url, created_at: expect.any(String), views: 0, last_viewed_at: null });
    const rows = await kit.db.selectFrom('tenant_file_shares').selectAll().where('user_id', '=', me.user.id).execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect((await kit.call('GET', '/api/tenant-file', me.cookie)).json().share.url).toBe(url);
  });

  it('replaces the old link with a new one: the old one answers « révoqué » at once', async () => {
    const me = await kit.seeker();
    const first = await share(me);
    const second = await share(me);
    expect(second.token).not.toBe(first.token);
    const old = await open(first.token);
    expect(old.statusCode).toBe(410);
    expect(old.json()).toEqual({ error: "Ce lien a été révoqué : le dossier n'est plus partagé. Demandez un nouveau lien à la personne qui vous l'a transmis." });
    expect((await open(second.token)).statusCode).toBe(200);
  });

  it('revokes the link: the file and its documents are no longer reachable', async () => {
    const me = await kit.seeker();
    const id = (await kit.upload(me.cookie, kit.form(await makePdf()))).json().documents[0].id;
    const { token } = await share(me);
    expect((await kit.call('GET', `/api/shared-files/${token}/documents/${id}`)).statusCode).toBe(200);
    const revoked = await kit.call('DELETE', '/api/tenant-file/share', me.cookie);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().share).toBeNull();
    expect((await open(token)).statusCode).toBe(410);
    const download = await kit.call('GET', `/api/shared-files/${token}/documents/${id}`);
    expect(download.statusCode).toBe(410);
    expect(download.json().error).toMatch(/^Ce lien a été révoqué/);
    const again = await kit.call('DELETE', '/api/tenant-file/share', me.cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: "Votre dossier n'a pas de lien de partage actif." });
  });

  it("cannot revoke someone else's link", async () => {
    const me = await kit.seeker();
    const { token } = await share(me);
    const other = await kit.seeker({ first_name: 'Marc' });
    expect((await kit.call('DELETE', '/api/tenant-file/share', other.cookie)).statusCode).toBe(404);
    expect((await open(token)).statusCode).toBe(200);
    expect((await kit.call('POST', '/api/tenant-file/share')).statusCode).toBe(401);
  });
});

describe('GET /api/shared-files/{token}', () => {
  it('shows the file to anyone with the link: first name and initial, situation, income bracket, guarantee, documents — nothing private', async () => {
    const me = await kit.seeker({ first_name: 'Émilie', name: 'Lambert' });
    await kit.completeFile(me, { employment_status: 'cdi', monthly_income_cents: 245_000 });
    await kit.call('POST', '/api/tenant-file/confirm', me.cookie, { sworn_statement: true });
    const { token } = await share(me);
    const res = await open(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow, noarchive');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    expect(body).toEqual({
      display_name: 'Émilie L.',
      status: 'confirmed',
      complete: true,
      confirmed_at: expect.any(String),
      employment_label: 'Salarié·e en CDI',
      income_bracket: 'Entre 2\u00a0000\u00a0€ et 3\u00a0000\u00a0€ par mois',
      guarantee: { status: 'accepted', max_rent_cents: 81_000, decided_at: expect.any(String) },
      documents: expect.any(Array),
      shared_at: expect.any(String),
    });
    expect(body.documents).toHaveLength(3);
    expect(body.documents[0]).toEqual({
      id: expect.any(Number),
      category: expect.any(String),
      title: expect.any(String),
      mime: 'application/pdf',
      bytes: expect.any(Number),
      created_at: expect.any(String),
      download_url: `/api/shared-files/${token}/documents/${body.documents[0].id}`,
    });
    const text = res.body;
    for (const secret of [me.body.email, 'Lambert', '245000', '2450']) expect(text).not.toContain(secret);
  });

  it('counts each opening for the tenant', async () => {
    const me = await kit.seeker();
    const { token } = await share(me);
    await open(token);
    await open(token);
    const mine = (await kit.call('GET', '/api/tenant-file', me.cookie)).json();
    expect(mine.share).toMatchObject({ views: 2, last_viewed_at: expect.any(String) });
    const rows = await kit.db.selectFrom('tenant_file_share_views').selectAll().execute();
    expect(rows.filter((row) => row.kind === 'view').length).toBeGreaterThanOrEqual(2);
    // A new link starts from zero.
    const renewed = await share(me);
    expect(renewed.body.share.views).toBe(0);
  });

  it('answers a French 404 for a token no link ever had, and 400 for a malformed one', async () => {
    const unknown = await open('a'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: "Ce lien de dossier locataire est introuvable. Vérifiez l'adresse ou demandez un nouveau lien à la personne qui vous l'a transmis." });
    expect(unknown.headers['x-robots-tag']).toBe('noindex, nofollow, noarchive');
    expect((await open('court')).statusCode).toBe(400);
  });
});

describe('GET /api/shared-files/{token}/documents/{id}', () => {
  it('stamps every page of a PDF with the watermark sentence, as an attachment', async () => {
    const me = await kit.seeker();
    const original = await makePdf('Avis d’imposition', 3);
    const id = (await kit.upload(me.cookie, kit.form(original, { category: 'income', title: 'Avis d’imposition 2026' }))).json().documents[0].id;
    const { token } = await share(me);
    const res = await kit.call('GET', `/api/shared-files/${token}/documents/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="avis-d-imposition-2026\.pdf"/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow, noarchive');
    const stamped = res.rawPayload;
    expect(stamped.equals(original)).toBe(false);
    const pdf = await PDFDocument.load(stamped);
    expect(pdf.getPageCount()).toBe(3);
    const hex = pdfContentHex(stamped);
    expect(hex).toContain(asciiHex('uniquement pour l'));
    expect(hex).toContain(asciiHex('Transmis via Toit Partag'));
    // The diagonal lines and the footer, on each of the 3 pages.
    expect(hex.split('|').filter((line) => line.includes(asciiHex('candidature locative'))).length).toBe(6);
    const [day, month, year] = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date()).split('/');
    expect(hex).toContain(asciiHex(`le ${day}/${month}/${year}`));
    // The owner's own download is the original.
    expect((await kit.call('GET', `/api/tenant-file/documents/${id}`, me.cookie)).rawPayload.equals(original)).toBe(true);
    const log = await kit.db.selectFrom('tenant_file_share_views').selectAll().where('kind', '=', 'download').where('document_id', '=', id).execute();
    expect(log).toHaveLength(1);
  });

  it('composites the watermark onto JPEG and PNG pictures, upright and of the same size', async () => {
    const me = await kit.seeker();
    const jpeg = await makeJpeg(400, 300, { orientation: 6 });
    const png = await makePng(320, 240);
    const jpegId = (await kit.upload(me.cookie, kit.form(jpeg, { category: 'identity', title: 'Carte recto' }, 'c.jpg', 'image/jpeg'))).json().documents[0].id;
    const pngId = (await kit.upload(me.cookie, kit.form(png, { category: 'address', title: 'Facture' }, 'f.png', 'image/png'))).json().documents[0].id;
    const { token } = await share(me);

    const stampedJpeg = await kit.call('GET', `/api/shared-files/${token}/documents/${jpegId}`);
    expect(stampedJpeg.statusCode).toBe(200);
    expect(stampedJpeg.headers['content-type']).toBe('image/jpeg');
    const jpegMeta = await sharp(stampedJpeg.rawPayload).metadata();
    // Orientation 6 is a quarter turn: the sent picture is upright, without the EXIF tag.
    expect([jpegMeta.format, jpegMeta.width, jpegMeta.height, jpegMeta.orientation]).toEqual(['jpeg', 300, 400, undefined]);

    const stampedPng = await kit.call('GET', `/api/shared-files/${token}/documents/${pngId}`);
    expect(stampedPng.headers['content-type']).toBe('image/png');
    const before = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const after = await sharp(stampedPng.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([after.info.width, after.info.height]).toEqual([320, 240]);
    let changed = 0;
    for (let i = 0; i < before.data.length; i += 1) if (before.data[i] !== after.data[i]) changed += 1;
    // The diagonal text covers a good part of the picture, not a pixel or two.
    expect(changed / before.data.length).toBeGreaterThan(0.02);
  });

  it("never gives a document of another seeker through a link", async () => {
    const me = await kit.seeker();
    const { token } = await share(me);
    const other = await kit.seeker({ first_name: 'Marc' });
    const id = (await kit.upload(other.cookie, kit.form(await makePdf()))).json().documents[0].id;
    const res = await kit.call('GET', `/api/shared-files/${token}/documents/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Ce document est introuvable.' });
    expect((await kit.call('GET', `/api/shared-files/${'b'.repeat(43)}/documents/${id}`)).statusCode).toBe(404);
  });

  it('refuses to send a stored file it cannot watermark rather than send it as is', async () => {
    const me = await kit.seeker();
    const id = (await kit.upload(me.cookie, kit.form(await makePdf()))).json().documents[0].id;
    const row = await kit.db.selectFrom('tenant_documents').select('file').where('id', '=', id).executeTakeFirstOrThrow();
    const fs = await import('node:fs/promises');
    await fs.writeFile(`${ctx.dataDir}/${row.file}`, '%PDF-1.4 abîmé');
    const { token } = await share(me);
    const res = await kit.call('GET', `/api/shared-files/${token}/documents/${id}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('Ce document ne peut pas être préparé pour le téléchargement. Demandez au locataire de le renvoyer.');
  });
});
