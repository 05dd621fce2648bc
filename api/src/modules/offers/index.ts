import { OFFERS_ROUTES as ROUTES } from '@coloc/contract/offers/routes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '../../lib/contract-route';
import { OFFERS } from './catalogue';

export { findOffer, MANDATE_OFFER_ID, OFFERS, type Offer } from './catalogue';

const offersModule: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...contractRoute(ROUTES['offers.list'], {
      tags: ['offers'],
      summary: "Les offres payantes d'une annonce",
      description: "L'offre d'identifiant « mandate » est le mandat de gestion confié à une agence partenaire.",
    }),
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return [...OFFERS];
    },
  });
};

export default offersModule;
