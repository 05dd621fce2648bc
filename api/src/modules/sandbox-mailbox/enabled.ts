import type { Config } from '../../config';

/** Under /api like the sandbox payment and signature pages: the web plugin's catch-all never shadows it. */
export const SANDBOX_MAILBOX_PATH = '/api/sandbox-mailbox';

/**
 * Only where it was asked for (ALLOW_SANDBOX_MAILBOX=true, which `npm start` sets) and where mails
 * are written to DATA_DIR/outbox: with SMTP_URL the mails are real and stay private.
 */
export function sandboxMailboxEnabled(config: Pick<Config, 'allowSandboxMailbox' | 'smtpUrl'>): boolean {
  return config.allowSandboxMailbox && !config.smtpUrl;
}
