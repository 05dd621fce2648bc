/*
 * Reading and changing a seeker's tenant file. Every change that the guarantee was decided on
 * (documents, situation) sends a confirmed file back to draft and the guarantee to 'none', so an
 * owner never reads a decision about a file that no longer exists.
 */
import { nowIso, toCount, type Db } from '../../db';
import type { TenantDocumentRow, TenantFileRow } from '../../db/tables/tenant-file';
import {
  decideGuarantee,
  isComplete,
  missingCategories,
  missingParts,
  quotaProblem,
  type DocumentUsage,
  type GuaranteeStatus,
  type QuotaProblem,
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

/** Writes the situation; a change to a confirmed file (or one with a guarantee) sends it back to draft. */
export async function saveSituation(
  db: Queryable,
  file: TenantFileRow,
  next: { employment_status: string | null; monthly_income_cents: number | null },
): Promise<void> {
  const changed = next.employment_status !== file.employment_status || next.monthly_income_cents !== file.monthly_income_cents;
  if (!changed) return;
  await db
    .updateTable('tenant_files')
    .set({ ...next, ...(needsReset(file) ? BACK_TO_DRAFT : {}), updated_at: nowIso() })
    .where('id', '=', file.id)
    .execute();
}

export type ConfirmOutcome = { kind: 'confirmed' } | { kind: 'alreadyConfirmed' } | { kind: 'incomplete'; missing: string[] };

/** Confirms the file and files the guarantee request, in one transaction; nothing is written unless it is complete. */
export async function confirmFile(db: Db, userId: number): Promise<ConfirmOutcome> {
  return db.transaction().execute(async (trx) => {
    const file = await trx.selectFrom('tenant_files').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    if (file.status === 'confirmed') return { kind: 'alreadyConfirmed' };
    const documents = await documentsOf(trx, userId);
    const missing = missingParts(file, documents.map((doc) => doc.category));
    if (missing.length > 0) return { kind: 'incomplete', missing };
    const at = nowIso();
    await trx
      .updateTable('tenant_files')
      .set({
        status: 'confirmed',
        confirmed_at: at,
        guarantee_status: 'requested',
        guarantee_max_rent_cents: null,
        guarantee_reason: null,
        guarantee_requested_at: at,
        guarantee_decided_at: null,
        updated_at: at,
      })
      .where('id', '=', file.id)
      .execute();
    return { kind: 'confirmed' };
  });
}

/** How many documents a seeker keeps and their total size. */
export async function documentUsage(db: Pick<Db, 'selectFrom'>, userId: number): Promise<DocumentUsage> {
  const usage = await db
    .selectFrom('tenant_documents')
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.sum<number>('bytes').as('bytes')])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { count: toCount(usage.count), bytes: toCount(usage.bytes) };
}

/**
 * Adds a stored document to the seeker's file (a confirmed file goes back to draft), checking the
 * quota again inside the transaction in case of a concurrent upload: answers the quota exceeded,
 * with nothing written, or null.
 */
export async function addDocument(
  db: Db,
  userId: number,
  document: { category: TenantDocumentCategory; title: string; file: string; mime: string; bytes: number },
): Promise<QuotaProblem | null> {
  return db.transaction().execute(async (trx) => {
    const problem = quotaProblem(await documentUsage(trx, userId), document.bytes);
    if (problem) return problem;
    const file = await ensureFile(trx, userId);
    const now = nowIso();
    await trx.insertInto('tenant_documents').values({ user_id: userId, ...document, created_at: now }).execute();
    await trx
      .updateTable('tenant_files')
      .set({ ...(needsReset(file) ? BACK_TO_DRAFT : {}), updated_at: now })
      .where('id', '=', file.id)
      .execute();
    return null;
  });
}

/** Removes a document's row (a confirmed file goes back to draft); its file is the caller's to remove after. */
export async function deleteDocument(db: Db, file: TenantFileRow, documentId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('tenant_documents').where('id', '=', documentId).execute();
    await trx
      .updateTable('tenant_files')
      .set({ ...(needsReset(file) ? BACK_TO_DRAFT : {}), updated_at: nowIso() })
      .where('id', '=', file.id)
      .execute();
  });
}

/** A document of this seeker, or undefined (someone else's is as unknown as a missing one). */
export async function documentOf(db: Pick<Db, 'selectFrom'>, userId: number, id: number): Promise<TenantDocumentRow | undefined> {
  return db.selectFrom('tenant_documents').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export async function namesOf(db: Pick<Db, 'selectFrom'>, userId: number): Promise<{ first_name: string; name: string }> {
  return db.selectFrom('users').select(['first_name', 'name']).where('id', '=', userId).executeTakeFirstOrThrow();
}
