// State of the shared file an owner opens from a link: the file, or why it cannot be shown
// (revoked: 410, unknown: 404, anything else: a failure with its French text).
import { errorStatus, errorText, type SharedTenantFile } from '@coloc/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { fetchSharedFile } from '../api/tenantFileApi';

export type SharedState = 'loading' | 'ready' | 'revoked' | 'unknown' | 'failed';

export const sharedFileOpened = createEvent<string>();

export const loadSharedFileFx = createEffect((token: string) => fetchSharedFile(token));

export const $sharedFile = createStore<SharedTenantFile | null>(null)
  .on(loadSharedFileFx.doneData, (_, file) => file)
  .reset(sharedFileOpened);

export const $sharedState = createStore<SharedState>('loading')
  .on(loadSharedFileFx.done, () => 'ready')
  .on(loadSharedFileFx.fail, (_, { error }) => {
    const status = errorStatus(error);
    if (status === 410) return 'revoked';
    if (status === 404 || status === 400) return 'unknown';
    return 'failed';
  })
  .reset(sharedFileOpened);

export const $sharedError = createStore<string | null>(null)
  .on(loadSharedFileFx.fail, (_, { error }) => errorText(error))
  .reset(sharedFileOpened);

sample({ clock: sharedFileOpened, target: loadSharedFileFx });
