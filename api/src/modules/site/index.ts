import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, Nullable } from '../../lib/schemas';

const SiteConfigSchema = Type.Object({
  customer_service_user_id: Nullable(Type.Integer({ description: "Utilisateur qui voit l'entrée « service client »" })),
  broker_registration: Nullable(Type.String({ description: "Numéro d'immatriculation ORIAS du courtier en assurance" })),
  public_url: Type.String(),
});

const siteModule: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/site-config',
    {
      schema: {
        tags: ['site'],
        summary: 'Réglages publics du site',
        response: { 200: SiteConfigSchema, ...errorResponses },
      },
    },
    async () => ({
      customer_service_user_id: app.config.customerServiceUserId,
      broker_registration: app.config.oriasNumber,
      public_url: app.config.publicUrl,
    }),
  );
};

export default siteModule;
