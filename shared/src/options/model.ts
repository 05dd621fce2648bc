// GET /api/options once per page load for every area (SPEC 7: cached). @coloc/shared is a
// singleton, so the registration steps, the search form and the profile pages share one answer.
import { createEffect, createEvent, createStore, sample } from 'effector';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { OPTIONS_ENDPOINTS } from '@coloc/contract/options/endpoints';
import { call } from '../api/call';
import { FRANCE_COUNTRY_ID } from '../constants';
import type { OptionChoice, Options } from '../types/entities';

export const optionsRequested = createEvent();
export const loadOptionsFx = createEffect((): Promise<Options> => call(OPTIONS_ENDPOINTS, 'options.list'));

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

/** The choices of a list: its leaves (groups such as "France d'outre-mer" are headings, not choices). */
export function optionList(options: Options | null, field: string): OptionChoice[] {
  const leaves: OptionChoice[] = [];
  for (const option of options?.[field] ?? []) {
    if (option.children.length > 0) leaves.push(...option.children);
    else leaves.push(option);
  }
  return leaves;
}

/** The label of one option id, or null. */
export function optionText(options: Options | null, field: string, id: number | null | undefined): string | null {
  if (id === null || id === undefined) return null;
  return optionList(options, field).find((option) => option.id === id)?.text ?? null;
}

/**
 * A country shown by name, as in an address (SPEC 3): id 6 is 'France' there, although the
 * country list offers it as 'France métropolitaine'.
 */
export function countryName(options: Options | null, id: number | null | undefined): string | null {
  if (id === FRANCE_COUNTRY_ID) return 'France';
  return optionText(options, 'country', id);
}

/** The lists for a screen: asks for them once, with a retry when they could not be loaded. */
export function useOptions() {
  const [options, failed] = useUnit([$options, $optionsFailed]);
  useEffect(() => {
    optionsRequested();
  }, []);
  return { options, failed, retry: () => optionsRequested() };
}
