// GET /api/options/ once per page load (SPEC 7: cached); every step reads its lists from here.
import type { OptionItem, Options } from '@coloc/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { fetchOptions } from '../api/registrationApi';

export const optionsRequested = createEvent();
export const loadOptionsFx = createEffect(fetchOptions);

export const $options = createStore<Options | null>(null).on(loadOptionsFx.doneData, (_, options) => options);
export const $optionsFailed = createStore(false)
  .on(loadOptionsFx.fail, () => true)
  .reset(loadOptionsFx);

sample({
  clock: optionsRequested,
  source: { options: $options, pending: loadOptionsFx.pending },
  filter: ({ options, pending }) => options === null && !pending,
  target: loadOptionsFx,
});

/** The list for a field, empty when unknown (the API decides which lists exist). */
export function optionList(options: Options | null, field: string): OptionItem[] {
  return options?.[field] ?? [];
}

/** The label of one option id, or null. */
export function optionText(options: Options | null, field: string, id: number | null | undefined): string | null {
  if (id === null || id === undefined) return null;
  return optionList(options, field).find((option) => option.id === id)?.text ?? null;
}
