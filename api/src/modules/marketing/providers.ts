// The marketing tool owners are identified to (MARKETING_PROVIDER). One small adapter each; the
// event row is written whatever the provider, so the staff always see what was sent.
import type { OwnerTraits } from './service';

export interface MarketingProvider {
  /** The MARKETING_PROVIDER value, stored with each event. */
  readonly id: string;
  /** Tells the tool about an owner. Throws when the tool refuses: nothing is recorded then. */
  identify(traits: OwnerTraits): Promise<void>;
}

export interface ProviderSettings {
  webhookUrl: string | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The default: nothing leaves the server; the event row (listed in the moderation console) is the record. */
const journal: MarketingProvider = { id: 'journal', identify: async () => undefined };

/** Identification switched off: nothing is sent and nothing is recorded. */
export const NO_PROVIDER = 'none';

/**
 * Any tool that takes a JSON POST (Brevo, HubSpot or Mailchimp through their webhooks, Zapier,
 * n8n…): the body is exactly the traits, nothing else.
 */
function webhook({ webhookUrl, fetch: send = fetch, timeoutMs = 5000 }: ProviderSettings): MarketingProvider {
  if (!webhookUrl || !/^https:\/\//.test(webhookUrl)) {
    throw new Error('MARKETING_PROVIDER « webhook » demande MARKETING_WEBHOOK_URL, une adresse https.');
  }
  return {
    id: 'webhook',
    async identify(traits) {
      const response = await send(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ event: 'owner_identified', ...traits }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`marketing webhook answered ${response.status}`);
    },
  };
}

export const PROVIDER_IDS = ['journal', 'webhook', NO_PROVIDER] as const;

/** The provider of MARKETING_PROVIDER; null for 'none'. An unknown id stops the server at start. */
export function createMarketingProvider(id: string, settings: ProviderSettings): MarketingProvider | null {
  switch (id) {
    case 'journal':
      return journal;
    case 'webhook':
      return webhook(settings);
    case NO_PROVIDER:
      return null;
    default:
      throw new Error(
        `MARKETING_PROVIDER « ${id} » est inconnu : valeurs possibles : ${PROVIDER_IDS.join(', ')}. Voir api/src/modules/marketing/README.md.`,
      );
  }
}
