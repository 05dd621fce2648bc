// Ma co-location route: a thin handler over my-colocation.ts.
import { RENTALS_ROUTES as ROUTES } from '@coloc/contract/rentals/routes';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '../../../lib/contract-route';
import { parisDate } from '../../../lib/dates';
import { HttpError } from '../../../lib/errors';
import { DOC_LANDLORD as DOC } from '../field-texts';
import { RENTAL_MESSAGES as M } from '../messages';
import { myColocation } from '../my-colocation';

/** Ma co-location: the seeker's shared home, flatmates, shared documents and leases. */
const myColocationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.route({
    ...contractRoute(ROUTES['rentals.myColocation'], {
      ...DOC,
      summary: 'Ma co-location : le logement où je suis locataire, mes colocataires, les documents partagés',
      description: "404 « Vous n'avez pas encore de co-location. » sans location en cours ou à venir.",
    }),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      const answer = await myColocation(db, request.user!, parisDate());
      if (!answer) throw new HttpError(404, M.noColocation);
      reply.header('cache-control', 'no-store');
      return answer;
    },
  });
};

export default myColocationRoutes;
