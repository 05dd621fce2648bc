import { SITE_ROUTES as ROUTES } from '@coloc/contract/site/routes';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '../../lib/contract-route';
import { SANDBOX_MAILBOX_PATH, sandboxMailboxEnabled } from '../sandbox-mailbox';

const siteModule: FastifyPluginAsyncTypebox = async (app) => {
  /** Without CUSTOMER_SERVICE_USER_ID, the first support staff account gets the special sidebar entry (SPEC 2.7). */
  async function firstSupportUserId(): Promise<number | null> {
    const row = await app.db.selectFrom('users').select('id').where('staff_role', '=', 'support').orderBy('id').limit(1).executeTakeFirst();
    return row?.id ?? null;
  }

  app.route({
    ...contractRoute(ROUTES['site.config'], { tags: ['site'], summary: 'Réglages publics du site' }),
    handler: async () => ({
      customer_service_user_id: app.config.customerServiceUserId ?? (await firstSupportUserId()),
      broker_registration: app.config.oriasNumber,
      public_url: app.config.publicUrl,
      chat_widget_url: app.config.chatWidgetUrl,
      sandbox_mailbox_url: sandboxMailboxEnabled(app.config) ? SANDBOX_MAILBOX_PATH : null,
    }),
  });
};

export default siteModule;
