// State of the tenant's `documents`: everything downloadable, loaded in one call.
import { errorText, type TenantDocumentsOverview } from '@coloc/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { fetchTenantDocuments } from '../api/tenantDocumentsApi';

export type LoadState = 'loading' | 'ready' | 'failed';

export const tenantDocumentsOpened = createEvent();
export const tenantDocumentsRetried = createEvent();

export const loadTenantDocumentsFx = createEffect(() => fetchTenantDocuments());

export const $overview = createStore<TenantDocumentsOverview | null>(null).on(loadTenantDocumentsFx.doneData, (_, overview) => overview);
export const $loadState = createStore<LoadState>('loading')
  .on(tenantDocumentsOpened, () => 'loading')
  .on(loadTenantDocumentsFx.done, () => 'ready')
  .on(loadTenantDocumentsFx.fail, () => 'failed');
export const $loadError = createStore<string | null>(null)
  .on(loadTenantDocumentsFx.failData, (_, error) => errorText(error))
  .reset(loadTenantDocumentsFx.done);

sample({ clock: [tenantDocumentsOpened, tenantDocumentsRetried], target: loadTenantDocumentsFx });
