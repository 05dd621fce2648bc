import type { Insertable, Updateable } from 'kysely';
import { nowIso, type Db } from '../../../db';
import type { HomeDocumentRow, HomeDocumentsTable } from '../../../db/types';

/** The documents of a home (rows only: the files are in src/lib/documents), `db` first. */

export function documentById(db: Db, id: number): Promise<HomeDocumentRow | undefined> {
  return db.selectFrom('home_documents').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The home's documents (or only those shared with its tenants), newest first. */
export function documentsOfHome(db: Db, homeId: number, sharedOnly: boolean): Promise<HomeDocumentRow[]> {
  let query = db.selectFrom('home_documents').selectAll().where('home_id', '=', homeId);
  if (sharedOnly) query = query.where('shared', '=', 1);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** Whether the document exists and belongs to the home. */
export async function documentInHome(db: Db, id: number, homeId: number): Promise<boolean> {
  const document = await db.selectFrom('home_documents').select('id').where('id', '=', id).where('home_id', '=', homeId).executeTakeFirst();
  return document !== undefined;
}

export function insertDocument(db: Db, values: Insertable<HomeDocumentsTable>): Promise<HomeDocumentRow> {
  return db.insertInto('home_documents').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateDocument(db: Db, id: number, changes: Updateable<HomeDocumentsTable>): Promise<HomeDocumentRow> {
  return db.updateTable('home_documents').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** Deletes the row; diagnostics that pointed to it keep their date and lose the link. */
export async function deleteDocument(db: Db, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('diagnostics').set({ document_id: null, updated_at: nowIso() }).where('document_id', '=', id).execute();
    await trx.deleteFrom('home_documents').where('id', '=', id).execute();
  });
}
