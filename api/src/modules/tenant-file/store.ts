/*
 * Reading and changing a seeker's tenant file. Every change that the guarantee was decided on
 * (documents, situation) sends a confirmed file back to draft and the guarantee to 'none', so an
 * owner never reads a decision about a file that no longer exists.
 */
import { nowIso, type Db } from '../../db';
import type { TenantDocumentRow, TenantFileRow } from '../../db/tables/tenant-file';
import {
  decideGuarantee,
  isComplete,
  missingCategories,
  type GuaranteeStatus,
  type TenantDocumentCategory,
  type TenantFileStatus,
} from './rules';
import { activeShare, shareViews, urlOfShare } from './share-links';

// The wire shapes are the contract's; these names are what the module (and tenant-space) read.
import type { TenantDocument as TenantDocumentObject, TenantFile as TenantFileObject } from '@coloc/contract/tenant-file/schemas';

export type { TenantDocumentObject, TenantFileObject };

type Queryable = Pick<Db, 'selectFrom' | 'insertInto' | 'updateTable'>;

/** The seeker's file, made empty on first use (a concurrent first read settles on one row). */
export async function ensureFile(db: Queryable, userId: number): Promise<TenantFileRow> {
  const existing = await db.selectFrom('tenant_files').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (existing) return existing;
  const now = nowIso();
  await db
    .insertInto('tenant_files')
    .values({ user_id: userId, status: 'draft', guarantee_status: 'none', employment_status: null, monthly_income_cents: null, confirmed_at: null, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return db.selectFrom('tenant_files').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
}

export async function documentsOf(db: Pick<Db, 'selectFrom'>, userId: number): Promise<TenantDocumentRow[]> {
  return db.selectFrom('tenant_documents').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export function toDocumentObject(row: TenantDocumentRow): TenantDocumentObject {
  return { id: row.id, category: row.category as TenantDocumentCategory, title: row.title, mime: row.mime, bytes: row.bytes, created_at: row.created_at };
}

/** The TenantDocument list of a seeker, newest first (also read by the tenant's documents page). */
export async function tenantDocumentsOf(db: Db, userId: number): Promise<TenantDocumentObject[]> {
  return (await documentsOf(db, userId)).map(toDocumentObject);
}

/** The values that put the file back to draft and clear the guarantee. */
export const BACK_TO_DRAFT = {
  status: 'draft',
  confirmed_at: null,
  guarantee_status: 'none',
  guarantee_max_rent_cents: null,
  guarantee_reason: null,
  guarantee_requested_at: null,
  guarantee_decided_at: null,
} as const;

/** Whether a change must send the file back to draft (it was confirmed or has a guarantee). */
export function needsReset(file: Pick<TenantFileRow, 'status' | 'guarantee_status'>): boolean {
  return file.status !== 'draft' || file.guarantee_status !== 'none';
}

/**
 * Decides a guarantee request still waiting (filed by the confirmation, or left pending when the
 * decision could not be taken then). The built-in examiner decides at once from the rule of
 * rules.ts; a partner answering later would leave the request 'requested' until it does.
 */
export async function examinePending(db: Queryable, file: TenantFileRow, now: Date = new Date()): Promise<TenantFileRow> {
  if (file.status !== 'confirmed' || file.guarantee_status !== 'requested') return file;
  const decision = decideGuarantee(file);
  const at = nowIso(now);
  await db
    .updateTable('tenant_files')
    .set({ guarantee_status: decision.status, guarantee_max_rent_cents: decision.max_rent_cents, guarantee_reason: decision.reason, guarantee_decided_at: at, updated_at: at })
    .where('id', '=', file.id)
    .where('guarantee_status', '=', 'requested')
    .execute();
  return db.selectFrom('tenant_files').selectAll().where('id', '=', file.id).executeTakeFirstOrThrow();
}

export async function toTenantFile(db: Db, publicUrl: string, file: TenantFileRow, documents: readonly TenantDocumentRow[]): Promise<TenantFileObject> {
  const categories = documents.map((doc) => doc.category);
  const share = await activeShare(db, file.user_id);
  return {
    status: file.status as TenantFileStatus,
    complete: isComplete(file, categories),
    missing: missingCategories(categories),
    employment_status: file.employment_status,
    monthly_income_cents: file.monthly_income_cents,
    documents: documents.map(toDocumentObject),
    guarantee: {
      status: file.guarantee_status as GuaranteeStatus,
      max_rent_cents: file.guarantee_max_rent_cents,
      reason: file.guarantee_reason,
      requested_at: file.guarantee_requested_at,
      decided_at: file.guarantee_decided_at,
    },
    confirmed_at: file.confirmed_at,
    share: share ? { url: await urlOfShare(db, publicUrl, share), created_at: share.created_at, ...(await shareViews(db, share.id)) } : null,
  };
}

/** The seeker's whole file as the API answers it (GET and after every change). */
export async function loadTenantFile(db: Db, publicUrl: string, userId: number): Promise<TenantFileObject> {
  const file = await examinePending(db, await ensureFile(db, userId));
  return toTenantFile(db, publicUrl, file, await documentsOf(db, userId));
}
