// State of the diagnostics screen: the French catalogue with the home's dates, and the home's
// documents a report can be chosen from. After a save or a delete the catalogue is read again:
// the server computes validity and states.
import { errorText, type Diagnostic, type DiagnosticInput, type DiagnosticKind, type HomeDocument } from '@coloc/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { fetchDocuments, uploadDocument, type DocumentUpload } from '../../../entities/documents/api/documentsApi';
import { deleteDiagnostic, fetchDiagnostics, saveDiagnostic } from '../api/diagnosticsApi';

export type LoadState = 'loading' | 'ready' | 'failed';

export const diagnosticsOpened = createEvent<number>();
export const diagnosticsRetried = createEvent();

export const loadDiagnosticsFx = createEffect((homeId: number) => fetchDiagnostics(homeId));
/** The documents only feed the report choice: without them the page still works. */
export const loadDocumentsFx = createEffect((homeId: number) => fetchDocuments(homeId));
export const saveDiagnosticFx = createEffect(({ homeId, kind, input }: { homeId: number; kind: DiagnosticKind; input: DiagnosticInput }) => saveDiagnostic(homeId, kind, input));
export const deleteDiagnosticFx = createEffect(({ homeId, kind }: { homeId: number; kind: DiagnosticKind }) => deleteDiagnostic(homeId, kind));
export const uploadReportFx = createEffect(({ homeId, upload }: { homeId: number; upload: DocumentUpload }) => uploadDocument(homeId, upload));

export const $homeId = createStore<number | null>(null).on(diagnosticsOpened, (_, homeId) => homeId);

const listReceived = createEvent<Diagnostic[]>();
const listFailed = createEvent<unknown>();

export const $diagnostics = createStore<Diagnostic[]>([]).on(listReceived, (_, list) => list).reset(diagnosticsOpened);
export const $loadState = createStore<LoadState>('loading')
  .on(listReceived, () => 'ready')
  .on(listFailed, (state) => (state === 'ready' ? state : 'failed'))
  .reset(diagnosticsOpened);
export const $loadError = createStore<string | null>(null)
  .on(listFailed, (_, error) => errorText(error))
  .reset([listReceived, diagnosticsOpened]);
export const $documents = createStore<HomeDocument[]>([])
  .on(loadDocumentsFx.doneData, (_, list) => list)
  .on(uploadReportFx.doneData, (list, created) => [created, ...list])
  .reset(diagnosticsOpened);

sample({ clock: diagnosticsOpened, target: [loadDiagnosticsFx, loadDocumentsFx] });
sample({ clock: diagnosticsRetried, source: $homeId, filter: (homeId): homeId is number => homeId !== null, target: [loadDiagnosticsFx, loadDocumentsFx] });
sample({ clock: loadDiagnosticsFx.done, source: $homeId, filter: (homeId, { params }) => homeId === params, fn: (_, { result }) => result, target: listReceived });
sample({ clock: loadDiagnosticsFx.fail, source: $homeId, filter: (homeId, { params }) => homeId === params, fn: (_, { error }) => error, target: listFailed });
sample({ clock: [saveDiagnosticFx.done, deleteDiagnosticFx.done], fn: ({ params }) => params.homeId, target: loadDiagnosticsFx });
