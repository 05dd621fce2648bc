// The properties list (`biens`): every home the user runs, with the server's view of their rights.
import { errorText, type PropertySummary } from '@coloc/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { fetchProperties } from '../api/propertiesApi';
import { homeDeleted } from './deletion';

export type LoadState = 'loading' | 'ready' | 'failed';

/** The page was opened, or its retry pressed. */
export const propertiesRequested = createEvent();

export const loadPropertiesFx = createEffect(() => fetchProperties());

export const $properties = createStore<PropertySummary[]>([])
  .on(loadPropertiesFx.doneData, (_, list) => list.items)
  .on(homeDeleted, (items, homeId) => items.filter((item) => item.home.id !== homeId));

export const $propertiesState = createStore<LoadState>('loading')
  .on(loadPropertiesFx, () => 'loading')
  .on(loadPropertiesFx.done, () => 'ready')
  .on(loadPropertiesFx.fail, () => 'failed');

export const $propertiesError = createStore<string | null>(null)
  .on(loadPropertiesFx.failData, (_, error) => errorText(error))
  .reset(loadPropertiesFx);

/** Said once after a delete from this list, until the page is opened again. */
export const $deletedNotice = createStore(false)
  .on(homeDeleted, () => true)
  .reset(propertiesRequested);

sample({ clock: propertiesRequested, target: loadPropertiesFx });
