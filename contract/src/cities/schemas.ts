import { Type, type Static } from 'typebox';
import { Nullable } from '../common/schemas';
import { CITY_QUERY_MAX_LENGTH, CITY_QUERY_MIN_LENGTH, CITY_RESULT_LIMIT, CITY_RESULT_MAX } from './limits';

/** A row of GET /api/cities: a GeoNames place. */
export const CitySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  country_id: Type.Integer(),
  admin1_code: Nullable(Type.String()),
  admin1_name: Nullable(Type.String()),
  admin2_code: Nullable(Type.String()),
  admin2_name: Nullable(Type.String()),
  lat: Type.Number(),
  lng: Type.Number(),
  slug: Nullable(
    Type.String({ description: "Slug canonique : la page de la ville est /colocation-{slug} ; null tant que la commune n'en a pas (pas de page)" }),
  ),
});
export type City = Static<typeof CitySchema>;
export const CityListSchema = Type.Array(CitySchema);

// Extra query parameters (cache busters and the like) are tolerated.
export const CitiesQuery = Type.Object({
  q: Type.String({ minLength: CITY_QUERY_MIN_LENGTH, maxLength: CITY_QUERY_MAX_LENGTH, description: 'Début du nom, 2 caractères au moins' }),
  limit: Type.Integer({ minimum: 1, maximum: CITY_RESULT_MAX, default: CITY_RESULT_LIMIT }),
});
