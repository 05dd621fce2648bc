// Test data of « Mon dossier » (imported by tests only).
import type { SharedTenantFile, TenantDocument, TenantFile } from '@coloc/shared';

export function makeDocument(extra: Partial<TenantDocument> = {}): TenantDocument {
  return { id: 11, category: 'identity', title: 'Carte d’identité', mime: 'application/pdf', bytes: 245_760, created_at: '2026-11-02T09:30:00.000Z', ...extra };
}

export function makeTenantFile(extra: Partial<TenantFile> = {}): TenantFile {
  return {
    status: 'draft',
    complete: false,
    missing: ['identity', 'income', 'employment'],
    employment_status: null,
    monthly_income_cents: null,
    documents: [],
    guarantee: { status: 'none', max_rent_cents: null, reason: null, requested_at: null, decided_at: null },
    confirmed_at: null,
    share: null,
    ...extra,
  };
}

/** A complete draft: situation and one document per required category. */
export function completeFile(extra: Partial<TenantFile> = {}): TenantFile {
  return makeTenantFile({
    complete: true,
    missing: [],
    employment_status: 'cdi',
    monthly_income_cents: 245_000,
    documents: [
      makeDocument({ id: 11, category: 'identity', title: 'Carte d’identité' }),
      makeDocument({ id: 12, category: 'income', title: 'Bulletins de salaire' }),
      makeDocument({ id: 13, category: 'employment', title: 'Contrat de travail' }),
    ],
    ...extra,
  });
}

export const ACCEPTED = {
  status: 'accepted',
  max_rent_cents: 81_000,
  reason: null,
  requested_at: '2026-11-20T10:00:00.000Z',
  decided_at: '2026-11-20T10:00:00.000Z',
} as const satisfies TenantFile['guarantee'];

export function makeSharedFile(extra: Partial<SharedTenantFile> = {}): SharedTenantFile {
  return {
    display_name: 'Léa M.',
    status: 'confirmed',
    complete: true,
    confirmed_at: '2026-11-20T10:00:00.000Z',
    employment_label: 'Salarié·e en CDI',
    income_bracket: 'Entre 2 000 € et 3 000 € par mois',
    guarantee: { status: 'accepted', max_rent_cents: 81_000, decided_at: '2026-11-20T10:00:00.000Z' },
    documents: [{ ...makeDocument(), download_url: '/api/shared-files/TOKEN/documents/11' }],
    shared_at: '2026-11-20T11:00:00.000Z',
    ...extra,
  };
}

// jsdom's FormData only takes jsdom Blobs and Node's Request cannot serialise it, while the test
// environment hands out Node's Request: uploads are tested with Node's FormData and File.
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
