import PDFDocument from 'pdfkit';
import { createTestApp, type TestContext } from '../../helpers/app';
import { tenantSpaceKit } from './fixtures';

let ctx: TestContext;
let kit: ReturnType<typeof tenantSpaceKit>;

beforeAll(async () => {
  ctx = await createTestApp();
  kit = tenantSpaceKit(ctx);
});
afterAll(async () => {
  await ctx.close();
});

/** A tiny PDF uploaded by the landlord through the documents route. */
async function upload(owner: { cookie: string; homeId: number }, title: string, shared: boolean) {
  const boundary = '----tenantspace';
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\n${title}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nreglement\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="shared"\r\n\r\n${shared}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="doc.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/homes/${owner.homeId}/documents`,
    headers: { cookie: owner.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number };
}

function realPdf(): Promise<Buffer> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  return new Promise((resolve) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.text("Carte d'identité");
    doc.end();
  });
}

/** A piece of the tenant file, added through the tenant-file module's own route. */
async function addFileDocument(cookie: string, title: string) {
  const boundary = '----tenantfile';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nidentity\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\n${title}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="id.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    await realPdf(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/tenant-file/documents',
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
  expect(response.statusCode).toBe(201);
}

describe('GET /api/tenant-documents', () => {
  it('lists the leases, the receipts of the paid months and the shared documents, each with its download link', async () => {
    const { owner, tenant, lines } = await kit.scenario();
    await kit.markPaid(owner, lines[0]!.id);
    const shared = await upload(owner, 'Règlement intérieur', true);
    await upload(owner, "Attestation d'assurance", false);
    const response = await kit.call('GET', '/api/tenant-documents', tenant.cookie);
    expect(response.statusCode).toBe(200);
    const overview = response.json();
    expect(overview.leases).toEqual([
      { id: expect.any(Number), home_name: 'Grande colocation lumineuse', start_date: lines[0]!.period + '-01', status: 'accepted', pdf_url: expect.stringMatching(/^\/api\/leases\/\d+\/pdf$/) },
    ]);
    expect(overview.receipts.map((r: { rent_payment_id: number }) => r.rent_payment_id)).toEqual([lines[0]!.id]);
    expect(overview.home_documents).toEqual([
      { id: shared.id, title: 'Règlement intérieur', category: 'reglement', created_at: expect.any(String), url: `/api/documents/${shared.id}/download` },
    ]);
    expect(overview.file_documents).toEqual([]);
    // The links work for the tenant.
    expect((await kit.call('GET', overview.leases[0].pdf_url, tenant.cookie)).statusCode).toBe(200);
    expect((await kit.call('GET', overview.receipts[0].pdf_url, tenant.cookie)).statusCode).toBe(200);
    expect((await kit.call('GET', overview.home_documents[0].url, tenant.cookie)).statusCode).toBe(200);
  });

  it("lists the tenant file's pieces with their download link, for their owner only", async () => {
    const { tenant } = await kit.scenario();
    await addFileDocument(tenant.cookie, "Carte d'identité");
    const files = (await kit.call('GET', '/api/tenant-documents', tenant.cookie)).json().file_documents;
    expect(files).toEqual([
      { id: expect.any(Number), category: 'identity', title: "Carte d'identité", mime: 'application/pdf', bytes: expect.any(Number), created_at: expect.any(String), download_url: expect.stringMatching(/^\/api\/tenant-file\/documents\/\d+$/) },
    ]);
    expect((await kit.call('GET', files[0].download_url, tenant.cookie)).statusCode).toBe(200);
    const stranger = await kit.seeker();
    expect((await kit.call('GET', '/api/tenant-documents', stranger.cookie)).json().file_documents).toEqual([]);
    expect((await kit.call('GET', files[0].download_url, stranger.cookie)).statusCode).toBe(404);
  });

  it('is empty for someone who rents nothing, and needs a session', async () => {
    const { owner } = await kit.scenario();
    await upload(owner, 'Règlement intérieur', true);
    const stranger = await kit.seeker();
    expect((await kit.call('GET', '/api/tenant-documents', stranger.cookie)).json()).toEqual({ leases: [], receipts: [], home_documents: [], file_documents: [] });
    expect((await kit.call('GET', '/api/tenant-documents', owner.cookie)).json().home_documents).toEqual([]);
    expect((await kit.call('GET', '/api/tenant-documents')).statusCode).toBe(401);
  });

  it('stops listing the shared documents once the tenancy has ended', async () => {
    const { owner, tenant, tenancy } = await kit.scenario();
    await upload(owner, 'Règlement intérieur', true);
    expect((await kit.call('GET', '/api/tenant-documents', tenant.cookie)).json().home_documents).toHaveLength(1);
    await kit.db.updateTable('tenancies').set({ status: 'ended' }).where('id', '=', tenancy.id).execute();
    const overview = (await kit.call('GET', '/api/tenant-documents', tenant.cookie)).json();
    expect(overview.home_documents).toEqual([]);
    expect(overview.leases).toHaveLength(1);
  });
});
