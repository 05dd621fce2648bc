import * as atHome from './at-home';
import { countryOptions } from './countries';
import * as employment from './employment';
import * as housing from './housing';
import * as leisure from './leisure';
import * as lifestyle from './lifestyle';
import type { Option } from './types';

export type { Option } from './types';
export { countryName, countryIdFromCode, countryCodeFromId, FRANCE_ID, OVERSEAS, OVERSEAS_GROUP_ID } from './countries';

export type OptionCatalogue = Record<string, Option[]>;

let catalogue: OptionCatalogue | null = null;

/** Every option list by field name, built once. */
export function optionCatalogue(): OptionCatalogue {
  catalogue ??= {
    ...housing,
    ...lifestyle,
    ...leisure,
    ...atHome,
    ...employment,
    country: countryOptions(),
  };
  return catalogue;
}

let choiceIds: Map<string, ReadonlySet<number>> | null = null;

/**
 * Ids a field may hold, or null for a field without a list. Groups (options with children, such
 * as "France d'outre-mer") are headings, not answers: only their children count.
 */
export function optionIds(field: string): ReadonlySet<number> | null {
  if (!choiceIds) {
    const built = new Map<string, ReadonlySet<number>>();
    for (const [name, options] of Object.entries(optionCatalogue())) {
      const ids = new Set<number>();
      const visit = (list: Option[]) => {
        for (const option of list) {
          if (option.children.length > 0) visit(option.children);
          else ids.add(option.id);
        }
      };
      visit(options);
      built.set(name, ids);
    }
    choiceIds = built;
  }
  return choiceIds.get(field) ?? null;
}

export function isOptionId(field: string, id: number): boolean {
  return optionIds(field)?.has(id) ?? false;
}
