// Wire shape of the site's public settings (GET /api/site-config).
import { Type, type Static } from 'typebox';
import { Nullable } from '../common/schemas';

export const SiteConfigSchema = Type.Object({
  customer_service_user_id: Nullable(Type.Integer({ description: "Utilisateur qui voit l'entrée « service client »" })),
  broker_registration: Nullable(Type.String({ description: "Numéro d'immatriculation ORIAS du courtier en assurance" })),
  public_url: Type.String(),
  chat_widget_url: Nullable(Type.String({ description: 'Script du widget de discussion tiers, chargé par le shell' })),
  sandbox_mailbox_url: Nullable(
    Type.String({ description: "Boîte mail de test (ALLOW_SANDBOX_MAILBOX, sans SMTP) où lire les e-mails envoyés ; null sur un vrai site" }),
  ),
});
export type SiteConfig = Static<typeof SiteConfigSchema>;
