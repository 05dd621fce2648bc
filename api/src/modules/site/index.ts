import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, Nullable } from '../../lib/schemas';
import { SANDBOX_MAILBOX_PATH, sandboxMailboxEnabled } from '../sandbox-mailbox';

const SiteConfigSchema = Type.Object({
  customer_service_user_id: Nullable(Type.Integer({ description: "Utilisateur qui voit l'entrée « service client »" })),
  broker_registration: Nullable(Type.String({ description: "Numéro d'immatriculation ORIAS du courtier en assurance" })),
  public_url: Type.String(),
  chat_widget_url: Nullable(Type.String({ description: 'Script du widget de discussion tiers, chargé par le shell' })),
  sandbox_mailbox_url: Nullable(
    Type.String({ description: "Boîte mail de test (ALLOW_SANDBOX_MAILBOX, sans SMTP) où lire les e-mails envoyés ; null sur un vrai site" }),
  ),
});

const siteModule: FastifyPluginAsyncTypebox = async (app) => {
  /** Without CUSTOMER_SERVICE_USER_ID, the first support staff account gets the special sidebar entry (SPEC 2.7). */
  async function firstSupportUserId(): Promise<number | null> {
    const row = await app.db.selectFrom('users').select('id').where('staff_role', '=', 'support').orderBy('id').limit(1).executeTakeFirst();
    return row?.id ?? null;
  }

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
      customer_service_user_id: app.config.customerServiceUserId ?? (await firstSupportUserId()),
      broker_registration: app.config.oriasNumber,
      public_url: app.config.publicUrl,
      chat_widget_url: app.config.chatWidgetUrl,
      sandbox_mailbox_url: sandboxMailboxEnabled(app.config) ? SANDBOX_MAILBOX_PATH : null,
    }),
  );
};

export default siteModule;
