// GET /api/options/ once per page load (SPEC 7: cached): the search form's lists and the words of
// the profile filter chips.
import type { OptionItem, Options } from '@coloc/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { fetchOptions } from '../api/matchingApi';

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

/** The leaves of a list (groups such as "France d'outre-mer" are headings, not choices). */
export function optionList(options: Options | null, field: string): OptionItem[] {
  const leaves: OptionItem[] = [];
  const visit = (list: readonly OptionItem[]) => {
    for (const option of list) {
      if (option.children.length > 0) visit(option.children);
      else leaves.push(option);
    }
  };
  visit(options?.[field] ?? []);
  return leaves;
}

export function optionText(options: Options | null, field: string, id: number): string | null {
  return optionList(options, field).find((option) => option.id === id)?.text ?? null;
}

export function useOptions() {
  const [options, failed] = useUnit([$options, $optionsFailed]);
  useEffect(() => {
    optionsRequested();
  }, []);
  return { options, failed, retry: () => optionsRequested() };
}
