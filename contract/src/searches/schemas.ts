import { Type, type Static } from 'typebox';
import { Nullable, OrNull, OrNullEnum } from '../common/schemas';
import { SEARCH_FLAGS, SEARCH_LIMITS, SITUATIONS, type SearchFlag } from './limits';

export const GeonameSchema = Type.Object({
  id: Type.Integer({ description: 'Identifiant de la ville (GET /api/cities)' }),
  name: Type.String(),
  country_id: Type.Integer(),
  admin1_code: Nullable(Type.String()),
  admin1_name: Nullable(Type.String()),
  admin2_code: Nullable(Type.String()),
  admin2_name: Nullable(Type.String()),
  lat: Type.Number(),
  lng: Type.Number(),
});
export type Geoname = Static<typeof GeonameSchema>;

export const CitySearchSchema = Type.Object({ type: Type.Literal('city'), geoname: GeonameSchema });
export type CitySearch = Static<typeof CitySearchSchema>;

const flagsOf = <T>(schema: () => T) => Object.fromEntries(SEARCH_FLAGS.map((flag) => [flag, schema()])) as Record<SearchFlag, T>;

/** A saved search, as every answer gives it. */
export const SearchSchema = Type.Object(
  {
    id: Type.Integer(),
    city_searches: Type.Array(CitySearchSchema),
    radius: Type.Integer({ description: 'km' }),
    country_id: Type.Integer(),
    bedroom_count: Type.Integer(),
    per_room_budget_min: Type.Integer({ description: '€ par mois et par chambre' }),
    per_room_budget_max: Type.Integer({ description: '€ par mois et par chambre' }),
    age_min: Type.Integer(),
    age_max: Type.Integer(),
    situation: Nullable(Type.Enum([...SITUATIONS])),
    situations: Type.Array(Type.Enum([...SITUATIONS])),
    gender: Nullable(Type.Integer()),
    ...flagsOf(() => Nullable(Type.Boolean())),
    budget_user_id: Nullable(Type.String()),
    budget_connection_url: Nullable(Type.String({ description: 'Page de garantie de Toit Partagé pour ce budget' })),
    warranty_link: Nullable(Type.String()),
  },
  { description: 'Recherche de logement ou de colocataires' },
);
export type Search = Static<typeof SearchSchema>;

const ReadOnly = Type.Optional(Type.Unknown());

/** One city of the search: only the id counts, the rest is read again from the cities table. */
const CitySearchInput = Type.Object(
  {
    type: Type.Enum(['city']),
    geoname: Type.Object(
      {
        id: Type.Integer(),
        name: ReadOnly,
        country_id: ReadOnly,
        admin1_code: ReadOnly,
        admin1_name: ReadOnly,
        admin2_code: ReadOnly,
        admin2_name: ReadOnly,
        lat: ReadOnly,
        lng: ReadOnly,
        // GET /api/cities gives it: a row of that list is accepted back as it is.
        slug: ReadOnly,
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

/**
 * Body of POST and PUT: any subset of the search fields (POST fills the rest with SPEC 9 defaults;
 * PUT leaves the rest unchanged). The read-only fields of the Search object are accepted and ignored.
 */
export const SearchBody = Type.Object(
  {
    city_searches: Type.Optional(
      Type.Array(CitySearchInput, {
        maxItems: SEARCH_LIMITS.maxCities,
        description: `${SEARCH_LIMITS.maxCities} villes au plus ; nom, pays et coordonnées sont relus dans la table des villes`,
      }),
    ),
    radius: Type.Optional(Type.Integer({ minimum: 0, maximum: SEARCH_LIMITS.maxRadius, description: 'km autour de chaque ville' })),
    country_id: Type.Optional(Type.Integer({ description: 'Identifiant de la liste `country` de GET /api/options' })),
    bedroom_count: Type.Optional(Type.Integer({ minimum: SEARCH_LIMITS.minBedrooms, maximum: SEARCH_LIMITS.maxBedrooms })),
    per_room_budget_min: Type.Optional(Type.Integer({ minimum: 0, maximum: SEARCH_LIMITS.maxBudget })),
    per_room_budget_max: Type.Optional(Type.Integer({ minimum: 0, maximum: SEARCH_LIMITS.maxBudget })),
    age_min: Type.Optional(Type.Integer({ minimum: 0, maximum: SEARCH_LIMITS.maxAge })),
    age_max: Type.Optional(Type.Integer({ minimum: 0, maximum: SEARCH_LIMITS.maxAge })),
    situation: Type.Optional(OrNullEnum(SITUATIONS)),
    situations: Type.Optional(Type.Array(Type.Enum([...SITUATIONS]), { uniqueItems: true, maxItems: SITUATIONS.length })),
    gender: Type.Optional(OrNull(Type.Integer({ description: 'Identifiant de la liste `gender`' }))),
    ...flagsOf(() => Type.Optional(OrNull(Type.Boolean()))),
    id: ReadOnly,
    budget_user_id: ReadOnly,
    budget_connection_url: ReadOnly,
    warranty_link: ReadOnly,
  },
  { additionalProperties: false },
);
export type SearchInput = Static<typeof SearchBody>;

export const SearchIdParams = Type.Object({ id: Type.Integer() });
