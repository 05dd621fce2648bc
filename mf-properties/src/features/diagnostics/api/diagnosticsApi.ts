// Calls of the diagnostics. The list is loaded silently (the page shows its own retry); saves and
// deletes are answered inline.
import { api, FORM_STATUSES, type Diagnostic, type DiagnosticInput, type DiagnosticKind } from '@coloc/shared';

const silent = { context: { silent: true } };
const inline = { context: { handledStatuses: FORM_STATUSES } };

export function fetchDiagnostics(homeId: number): Promise<Diagnostic[]> {
  return api.get(`homes/${homeId}/diagnostics`, silent).json<Diagnostic[]>();
}

export async function saveDiagnostic(homeId: number, kind: DiagnosticKind, input: DiagnosticInput): Promise<void> {
  await api.put(`homes/${homeId}/diagnostics/${kind}`, { json: input, ...inline });
}

export async function deleteDiagnostic(homeId: number, kind: DiagnosticKind): Promise<void> {
  await api.delete(`homes/${homeId}/diagnostics/${kind}`, inline);
}
