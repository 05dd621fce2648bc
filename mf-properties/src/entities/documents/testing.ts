// Test data of the documents (imported by tests only).
import type { HomeDocument } from '@coloc/shared';

export function makeDocument(extra: Partial<HomeDocument> = {}): HomeDocument {
  const id = extra.id ?? 3;
  return {
    id,
    home_id: 31,
    title: 'Attestation assurance 2026',
    category: 'assurance',
    shared: false,
    mime: 'application/pdf',
    bytes: 245_760,
    uploaded_by: 'Bernard Lefèvre',
    created_at: '2026-02-10T09:30:00.000Z',
    download_url: `/api/documents/${id}/download`,
    ...extra,
  };
}

// jsdom's FormData only takes jsdom Blobs and Node's Request cannot serialise it, while the test
// environment hands out Node's Request: uploads are tested with Node's FormData and File, which
// make a real multipart body that a test can read back.
let jsdomFormData: typeof FormData | undefined;

export async function useNodeFormData(): Promise<void> {
  jsdomFormData ??= global.FormData;
  const parsed = await new Response(new URLSearchParams('probe=1')).formData();
  global.FormData = parsed.constructor as typeof FormData;
}

export function restoreFormData(): void {
  if (jsdomFormData) global.FormData = jsdomFormData;
}

/** A File that Node's FormData accepts. */
export function nodeFile(content: string, name: string, type: string): File {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { File: NodeFile } = require('node:buffer') as { File: typeof File };
  return new NodeFile([content], name, { type });
}
