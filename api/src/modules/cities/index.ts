import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { badRequest } from '../../lib/errors';
import { errorResponses, Nullable } from '../../lib/schemas';
import { normalizeSearchText } from '../../lib/text';
export { slugify } from './slugs';

const CitySchema = Type.Object({
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

const TOO_SHORT = 'La recherche doit contenir au moins 2 caractères.';

const citiesModule: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/cities',
    {
      schema: {
        tags: ['cities'],
        summary: 'Recherche de villes par début de nom (sans tenir compte des accents ni de la casse)',
        // Extra query parameters (cache busters and the like) are tolerated.
        querystring: Type.Object({
          q: Type.String({ minLength: 2, maxLength: 100, description: 'Début du nom, 2 caractères au moins' }),
          limit: Type.Integer({ minimum: 1, maximum: 20, default: 10 }),
        }),
        response: { 200: Type.Array(CitySchema), ...errorResponses },
      },
    },
    async (request) => {
      const term = normalizeSearchText(request.query.q);
      if (term.length < 2) throw badRequest(TOO_SHORT);
      // normalizeSearchText only emits [a-z0-9 ], all below '{', so [term, term + '{') is exactly
      // the set of names starting with term, and the range is served by the search_name index.
      return app.db
        .selectFrom('cities')
        .select(['id', 'name', 'country_id', 'admin1_code', 'admin1_name', 'admin2_code', 'admin2_name', 'lat', 'lng', 'slug'])
        .where('search_name', '>=', term)
        .where('search_name', '<', `${term}{`)
        // Exact name first, then the largest communes: "saint-e" should offer Saint-Étienne first.
        .orderBy(sql`case when search_name = ${term} then 0 else 1 end`)
        .orderBy(sql`coalesce(population, 0)`, 'desc')
        .orderBy((eb) => eb.fn('length', ['name']))
        .orderBy('name')
        .orderBy('id')
        .limit(request.query.limit)
        .execute();
    },
  );
};

export default citiesModule;
