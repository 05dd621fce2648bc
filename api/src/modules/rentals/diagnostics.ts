import type { Db } from '../../db';
import { badRequest } from '../../lib/errors';
import { checkPerformedOn, diagnosticStates, type DiagnosticKind, type DiagnosticStatus } from './diagnostics-rules';
import { RENTAL_MESSAGES as M } from './messages';
import { documentInHome } from './store/documents';
import { diagnosticRecords, saveDiagnostic } from './store/diagnostics';

/** The home's diagnostics, the whole catalogue in order, with their states today. */
export async function homeDiagnostics(db: Db, homeId: number, today: string): Promise<DiagnosticStatus[]> {
  return diagnosticStates(await diagnosticRecords(db, homeId), today);
}

/** Records a diagnostic's date (and its document, which must be the same home's); answers its new state. */
export async function recordDiagnostic(
  db: Db,
  homeId: number,
  kind: DiagnosticKind,
  input: { performed_on: string; document_id: number | null },
  today: string,
): Promise<DiagnosticStatus> {
  checkPerformedOn(input.performed_on, today);
  if (input.document_id !== null && !(await documentInHome(db, input.document_id, homeId))) throw badRequest(M.documentNotInHome);
  await saveDiagnostic(db, homeId, kind, input.performed_on, input.document_id);
  return (await homeDiagnostics(db, homeId, today)).find((d) => d.kind === kind)!;
}
