// State of the owner documents: the home's list, kept in step with each upload, change and delete.
import { errorStatus, errorText, type HomeDocument } from '@coloc/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { deleteDocument, fetchDocuments, updateDocument, uploadDocument, type DocumentUpload } from '../api/documentsApi';

export type LoadState = 'loading' | 'ready' | 'failed' | 'forbidden';

export const documentsOpened = createEvent<number>();
export const documentsRetried = createEvent();

export const loadDocumentsFx = createEffect((homeId: number) => fetchDocuments(homeId));
export const uploadDocumentFx = createEffect(({ homeId, upload }: { homeId: number; upload: DocumentUpload }) => uploadDocument(homeId, upload));
export const updateDocumentFx = createEffect(({ id, change }: { id: number; change: { title?: string; shared?: boolean } }) => updateDocument(id, change));
export const deleteDocumentFx = createEffect(async (id: number) => {
  await deleteDocument(id);
  return id;
});

export const $homeId = createStore<number | null>(null).on(documentsOpened, (_, homeId) => homeId);

const listReceived = createEvent<HomeDocument[]>();
const listFailed = createEvent<unknown>();

export const $documents = createStore<HomeDocument[]>([])
  .on(listReceived, (_, list) => list)
  .on(uploadDocumentFx.doneData, (list, created) => [created, ...list.filter((doc) => doc.id !== created.id)])
  .on(updateDocumentFx.doneData, (list, changed) => list.map((doc) => (doc.id === changed.id ? changed : doc)))
  .on(deleteDocumentFx.doneData, (list, id) => list.filter((doc) => doc.id !== id))
  .reset(documentsOpened);
export const $loadState = createStore<LoadState>('loading')
  .on(listReceived, () => 'ready')
  .on(listFailed, (_, error) => (errorStatus(error) === 403 ? 'forbidden' : 'failed'))
  .on(loadDocumentsFx, (state) => (state === 'ready' ? state : 'loading'))
  .reset(documentsOpened);
export const $loadError = createStore<string | null>(null)
  .on(listFailed, (_, error) => errorText(error))
  .reset([listReceived, documentsOpened]);

sample({ clock: documentsOpened, target: loadDocumentsFx });
sample({ clock: documentsRetried, source: $homeId, filter: (homeId): homeId is number => homeId !== null, target: loadDocumentsFx });
sample({ clock: loadDocumentsFx.done, source: $homeId, filter: (homeId, { params }) => homeId === params, fn: (_, { result }) => result, target: listReceived });
sample({ clock: loadDocumentsFx.fail, source: $homeId, filter: (homeId, { params }) => homeId === params, fn: (_, { error }) => error, target: listFailed });
