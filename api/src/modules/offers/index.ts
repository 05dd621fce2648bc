import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/schemas';
import { OFFERS } from './catalogue';

export { findOffer, MANDATE_OFFER_ID, OFFERS, type Offer } from './catalogue';

const OfferSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  price_cents: Type.Integer({ description: 'Prix TTC en centimes' }),
  duration_months: Type.Integer({ description: "Durée de mise en avant en mois ; 0 pour le mandat (jusqu'à la signature)" }),
  features: Type.Array(Type.String()),
  recommended: Type.Boolean(),
});

const offersModule: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/offers',
    {
      schema: {
        tags: ['offers'],
        summary: "Les offres payantes d'une annonce",
        description: "L'offre d'identifiant « mandate » est le mandat de gestion confié à une agence partenaire.",
        response: { 200: Type.Array(OfferSchema), ...errorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return [...OFFERS];
    },
  );
};

export default offersModule;
