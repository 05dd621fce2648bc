import { CITIES_ROUTES as ROUTES } from '@coloc/contract/cities/routes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { contractRoute } from '../../lib/contract-route';
import { badRequest } from '../../lib/errors';
import { normalizeSearchText } from '../../lib/text';
export { slugify } from './slugs';

const TOO_SHORT = 'La recherche doit contenir au moins 2 caractères.';

const citiesModule: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...contractRoute(ROUTES['cities.search'], {
      tags: ['cities'],
      summary: 'Recherche de villes par début de nom (sans tenir compte des accents ni de la casse)',
    }),
    handler: async (request) => {
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
  });
};

export default citiesModule;
