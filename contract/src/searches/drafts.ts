// Searches as the screens hold them before the API has answered: a link's draft (SPEC 2.4), a form's
// values, the body they send. Types only, derived from the schemas, so that a remote importing them
// bundles no TypeBox code.
import type { CitySearch, Geoname, Search, SearchInput } from './schemas';

/** The fields the API writes itself: POST/PUT accept them back and ignore them (typed `unknown` there). */
export type SearchReadOnlyField = { [K in keyof SearchInput]-?: unknown extends SearchInput[K] ? K : never }[keyof SearchInput];

/** A city as a link or a page carries it: its id and coordinates when the page had them. */
export type GeonameDraft = Omit<Geoname, 'id' | 'lat' | 'lng'> & Partial<Pick<Geoname, 'id' | 'lat' | 'lng'>>;

export type CitySearchDraft = Omit<CitySearch, 'geoname'> & { geoname: GeonameDraft };

/** A city picked in a search form: the API keeps only its id and reads the rest again from its cities table. */
export type CitySearchChoice = Omit<CitySearch, 'geoname'> & { geoname: GeonameDraft & Pick<Geoname, 'id'> };

type Criteria = Partial<Omit<Search, SearchReadOnlyField | 'city_searches'>>;

/** The criteria a search link carries: any of them, and cities that may come from a hand-edited URL. */
export type SearchDraft = Criteria & { city_searches?: CitySearchDraft[] };

/** Only accepts what POST/PUT /api/searches accept: the compiler checks it for SearchChanges. */
type Sendable<T extends SearchInput> = T;

/** What a search form sends to POST/PUT /api/searches: the criteria it edits, cities it picked. */
export type SearchChanges = Sendable<Criteria & { city_searches?: CitySearchChoice[] }>;

/** A form's changes with the saved search's id when there is one: PUT to it, or POST a first search. */
export type SearchSave = Sendable<SearchChanges & Partial<Pick<Search, 'id'>>>;
