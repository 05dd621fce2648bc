import fs from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { signup, type SignupInput, type TestContext } from '../../helpers/app';
import { multipart, type MultipartPart } from '../homes/fixtures';

export type Person = Awaited<ReturnType<typeof signup>>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A real one-page PDF (pdf-lib can open it, as the upload requires). */
export async function makePdf(text = 'Bulletin de salaire', pages = 1): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i += 1) pdf.addPage([595, 842]).drawText(`${text} ${i + 1}`, { x: 50, y: 780, size: 14, font });
  return Buffer.from(await pdf.save());
}

/** A PDF of exactly `size` bytes: a real PDF followed by padding after %%EOF (readers ignore it). */
export async function pdfOfSize(size: number): Promise<Buffer> {
  const pdf = await makePdf();
  return Buffer.concat([pdf, Buffer.alloc(size - pdf.length, 0x20)]);
}

/**
 * Every string shown by the PDF's content streams (inflated), as hex of its bytes, lower case:
 * pdf-lib writes standard-font text as <hex> Tj in WinAnsi, so a sentence is found by its hex.
 */
export function pdfContentHex(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const parts: string[] = [];
  for (const match of source.matchAll(/stream\r?\n/g)) {
    const start = match.index! + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) continue;
    const raw = pdf.subarray(start, end);
    let text: string;
    try {
      text = inflateSync(raw).toString('latin1');
    } catch {
      text = raw.toString('latin1');
    }
    for (const hex of text.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) parts.push(hex[1]!.toLowerCase());
  }
  return parts.join('|');
}

/** The hex pdf-lib writes for an ASCII text. */
export function asciiHex(text: string): string {
  return Buffer.from(text, 'latin1').toString('hex');
}

export function tenantFileKit(ctx: TestContext) {
  const db = ctx.app.db;

  const call = (method: Method, url: string, cookie?: string | null, payload?: unknown) =>
    ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });

  async function seeker(input: SignupInput = {}): Promise<Person> {
    return signup(ctx.app, { type: 'users', first_name: 'Julie', name: 'Roux', ...input });
  }

  async function owner(input: SignupInput = {}): Promise<Person> {
    return signup(ctx.app, { type: 'proprietaire', first_name: 'Bernard', name: 'Lefèvre', ...input });
  }

  function form(file: Buffer | string | null, fields: Record<string, string> = {}, filename = 'document.pdf', contentType = 'application/pdf'): MultipartPart[] {
    return [
      ...Object.entries({ category: 'identity', title: "Carte d'identité", ...fields }).map(([name, data]) => ({ name, data })),
      ...(file === null ? [] : [{ name: 'file', filename, contentType, data: file }]),
    ];
  }

  async function upload(cookie: string | null, parts: MultipartPart[]) {
    const { payload, headers } = multipart(parts);
    return ctx.app.inject({ method: 'POST', url: '/api/tenant-file/documents', payload, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
  }

  /** A seeker whose file is complete: situation and one PDF per required category. */
  async function completeFile(person: Person, situation: { employment_status: string; monthly_income_cents: number } = { employment_status: 'cdi', monthly_income_cents: 240_000 }) {
    const put = await call('PUT', '/api/tenant-file', person.cookie, situation);
    if (put.statusCode !== 200) throw new Error(`situation: ${put.statusCode} ${put.body}`);
    for (const category of ['identity', 'income', 'employment']) {
      const res = await upload(person.cookie, form(await makePdf(category), { category, title: `Justificatif ${category}` }));
      if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
    }
  }

  /** Everything a refused call must leave as it was. */
  async function snapshot(): Promise<string> {
    const tables = ['tenant_files', 'tenant_documents', 'tenant_file_shares', 'tenant_file_share_views'] as const;
    const parts: unknown[] = [];
    for (const table of tables) parts.push(await db.selectFrom(table).selectAll().orderBy('id').execute());
    return JSON.stringify(parts);
  }

  function storedFiles(): string[] {
    const root = path.join(ctx.dataDir, 'documents', 'tenant-files');
    if (!fs.existsSync(root)) return [];
    return fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  }

  return { db, call, seeker, owner, form, upload, completeFile, snapshot, storedFiles };
}
