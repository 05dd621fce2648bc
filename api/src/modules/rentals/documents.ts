import type { HomeDocumentObject } from '@coloc/contract/rentals/schemas';
import type { DocumentCategoryValue } from '@coloc/contract/rentals/limits';
import { nowIso, toBool, toInt, type Db } from '../../db';
import type { HomeDocumentRow, HomeRow } from '../../db/types';
import { removeDocumentFile, storeDocument } from '../../lib/documents/files';
import { forbidden, HttpError } from '../../lib/errors';
import { homeForReader, type Caller } from './access';
import { RENTAL_MESSAGES as M } from './messages';
import { toHomeDocument } from './serialize';
import { documentById, documentsOfHome, insertDocument } from './store/documents';
import { homeOf } from './store/homes';
import { peopleById } from './store/people';
import { activeTenancyOf } from './store/tenancies';

/** The documents of a home: rows with their uploader's name; files under DATA_DIR/documents. */

export async function toHomeDocuments(db: Db, rows: readonly HomeDocumentRow[]): Promise<HomeDocumentObject[]> {
  const people = await peopleById(db, rows.map((row) => row.uploaded_by));
  return rows.map((row) => toHomeDocument(row, row.uploaded_by === null ? undefined : people.get(row.uploaded_by)));
}

/** The home's documents for its landlords (all) or its tenants (shared only), newest first. */
export async function listDocuments(db: Db, homeId: number, sharedOnly: boolean): Promise<HomeDocumentObject[]> {
  return toHomeDocuments(db, await documentsOfHome(db, homeId, sharedOnly));
}

/** The file is written first, then the row; the file goes again if the row cannot be written. */
export async function addDocument(
  db: Db,
  dataDir: string,
  home: HomeRow,
  uploadedBy: number,
  upload: { data: Buffer; mime: string; title: string; category: DocumentCategoryValue; shared: boolean },
): Promise<HomeDocumentRow> {
  const file = await storeDocument(dataDir, home.id, upload.data);
  try {
    return await insertDocument(db, {
      home_id: home.id,
      uploaded_by: uploadedBy,
      title: upload.title,
      category: upload.category,
      shared: toInt(upload.shared),
      file,
      mime: upload.mime,
      bytes: upload.data.length,
      created_at: nowIso(),
    });
  } catch (error) {
    await removeDocumentFile(dataDir, file).catch(() => undefined);
    throw error;
  }
}

/** A document the caller may download: its home's landlords, or its tenants when it is shared. */
export async function documentForReader(db: Db, user: Caller, id: number): Promise<HomeDocumentRow> {
  const row = await documentById(db, id);
  if (!row) throw new HttpError(404, M.documentNotFound);
  const home = await homeOf(db, row.home_id);
  const { landlord } = await homeForReader(db, user, String(home.id));
  if (!landlord && !(toBool(row.shared) && (await activeTenancyOf(db, user.id, home.id)))) throw forbidden();
  return row;
}
