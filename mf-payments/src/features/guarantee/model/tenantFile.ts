// State of « Mon dossier » and its confirmation: the file as the API last answered it. Every
// change answers the whole file (documents, completeness, guarantee, share link), so the page
// never works out a state the server did not decide.
import { errorStatus, errorText, type TenantFile } from '@coloc/shared';
import { createEffect, createEvent, createStore, merge, sample } from 'effector';
import {
  confirmFile,
  createShareLink,
  deleteDocument,
  fetchTenantFile,
  revokeShareLink,
  saveSituation,
  uploadDocument,
  type DocumentUpload,
  type Situation,
} from '../api/tenantFileApi';
import { progressPercent } from './rules';

export type LoadState = 'loading' | 'ready' | 'failed' | 'forbidden';

export const tenantFileOpened = createEvent();
export const tenantFileRetried = createEvent();

export const loadTenantFileFx = createEffect(() => fetchTenantFile());
export const saveSituationFx = createEffect((situation: Situation) => saveSituation(situation));
export const uploadDocumentFx = createEffect((upload: DocumentUpload) => uploadDocument(upload));
export const deleteDocumentFx = createEffect((id: number) => deleteDocument(id));
export const confirmFileFx = createEffect(() => confirmFile());
export const createShareFx = createEffect(() => createShareLink());
export const revokeShareFx = createEffect(() => revokeShareLink());

const fileAnswered = merge([
  loadTenantFileFx.doneData,
  saveSituationFx.doneData,
  uploadDocumentFx.doneData,
  deleteDocumentFx.doneData,
  confirmFileFx.doneData,
  createShareFx.doneData,
  revokeShareFx.doneData,
]);

// A visit starts from the server's file, never from what an earlier visit left.
export const $tenantFile = createStore<TenantFile | null>(null)
  .on(fileAnswered, (_, file) => file)
  .reset(tenantFileOpened);

export const $loadState = createStore<LoadState>('loading')
  .on(loadTenantFileFx.done, () => 'ready')
  .on(loadTenantFileFx.fail, (state, { error }) => (state === 'ready' ? state : errorStatus(error) === 403 ? 'forbidden' : 'failed'))
  .on(loadTenantFileFx, (state) => (state === 'ready' ? state : 'loading'))
  .reset(tenantFileOpened);

export const $loadError = createStore<string | null>(null)
  .on(loadTenantFileFx.fail, (_, { error }) => errorText(error))
  .reset([loadTenantFileFx.done, tenantFileOpened]);

/** « Dossier complet à x % ». */
export const $progress = $tenantFile.map((file) => (file ? progressPercent(file) : 0));

sample({ clock: [tenantFileOpened, tenantFileRetried], target: loadTenantFileFx });
