// Calls of the diagnostics. The list is loaded silently (the page shows its own retry); saves and
// deletes are answered inline.
import { FORM_STATUSES, type Diagnostic, type DiagnosticInput, type DiagnosticKind, call } from '@coloc/shared';
import { RENTALS_ENDPOINTS } from '@coloc/contract/rentals/endpoints';

const silent = { context: { silent: true } };
const inline = { context: { handledStatuses: FORM_STATUSES } };

export function fetchDiagnostics(homeId: number): Promise<Diagnostic[]> {
  return call(RENTALS_ENDPOINTS, 'rentals.diagnostics', { id: homeId }, silent);
}

export async function saveDiagnostic(homeId: number, kind: DiagnosticKind, input: DiagnosticInput): Promise<void> {
  await call(RENTALS_ENDPOINTS, 'rentals.saveDiagnostic', { id: homeId, kind, body: input }, inline);
}

export async function deleteDiagnostic(homeId: number, kind: DiagnosticKind): Promise<void> {
  await call(RENTALS_ENDPOINTS, 'rentals.deleteDiagnostic', { id: homeId, kind }, inline);
}
