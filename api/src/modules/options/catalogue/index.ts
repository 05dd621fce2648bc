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
