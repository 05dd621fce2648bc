import { nowIso, type Db } from '../../../db';
import type { DiagnosticKind } from '../diagnostics-rules';

/** The diagnostics recorded for a home, `db` first. */

export function diagnosticRecords(db: Db, homeId: number) {
  return db.selectFrom('diagnostics').select(['kind', 'performed_on', 'document_id']).where('home_id', '=', homeId).execute();
}

/** Records the diagnostic, or replaces its date and document (one row per home and kind). */
export async function saveDiagnostic(db: Db, homeId: number, kind: DiagnosticKind, performedOn: string, documentId: number | null): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('diagnostics')
    .values({ home_id: homeId, kind, performed_on: performedOn, document_id: documentId, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['home_id', 'kind']).doUpdateSet({ performed_on: performedOn, document_id: documentId, updated_at: now }))
    .execute();
}

/** False when nothing was recorded for that kind. */
export async function deleteDiagnostic(db: Db, homeId: number, kind: string): Promise<boolean> {
  const result = await db.deleteFrom('diagnostics').where('home_id', '=', homeId).where('kind', '=', kind).executeTakeFirst();
  return Number(result.numDeletedRows) !== 0;
}
