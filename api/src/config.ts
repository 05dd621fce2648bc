import path from 'node:path';

/** The api package lives one level below the repository root, both as src/ and as dist/. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export type TrustProxy = boolean | number | string;

export interface RateLimitConfig {
  /** Sign-in attempts per IP per minute. */
  signinPerMinute: number;
  /** Sign-up requests per IP per minute. */
  signupPerMinute: number;
  /** Password-reset requests (and new-password submissions) per IP per minute. */
  resetPerMinute: number;
  /** Contact messages per IP per minute. */
  contactPerMinute: number;
  /**
   * Failed sign-ins on one account from unknown devices before every unknown device waits for the
   * window below (a device that signed in before is never held back by them).
   */
  accountFailures: number;
  /** Failures per account and address that cost nothing; each further one doubles the wait (1 s, 2 s, 4 s…). */
  sourceFreeFailures: number;
  accountWindowMinutes: number;
  /**
   * Sign-up mails (« Confirmez votre adresse », « Vous avez déjà un compte ») to one address: at
   * most one per this many minutes, so that sign-up cannot be used to flood someone's mailbox.
   */
  signupMailMinutes: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  /**
   * SEED_DEMO: on an empty database, create the demo accounts and listings. Defaults to false under
   * NODE_ENV=production (the demo staff accounts share a public password); `npm start`, the e2e
   * suite and the bench ask for it explicitly.
   */
  seedDemo: boolean;
  smtpUrl: string | null;
  publicUrl: string;
  mailFrom: string;
  contactEmail: string;
  customerServiceUserId: number | null;
  /** MODERATOR_EMAILS: accounts given staff_role 'moderator' at start-up (lower case). */
  moderatorEmails: string[];
  oriasNumber: string | null;
  /** Script of the third-party chat widget the shell loads (SPEC 1); null: no widget. */
  chatWidgetUrl: string | null;
  webRoot: string;
  remotesFile: string | null;
  /** PAGE_CACHE_TTL_MS: how long a server-rendered public page is reused (0: never). */
  pageCacheTtlMs: number;
  trustProxy: TrustProxy;
  logLevel: string;
  rateLimits: RateLimitConfig;
  /** PAYMENT_PROVIDER: id of the payment provider (payments and SCA); 'sandbox' is built in. */
  paymentProvider: string;
  /**
   * MARKETING_PROVIDER: where owners are identified on their first login (modules/marketing):
   * 'journal' (default, a row the moderation console lists), 'webhook' (MARKETING_WEBHOOK_URL) or 'none'.
   */
  marketingProvider: string;
  /** MARKETING_WEBHOOK_URL: the https address the 'webhook' provider posts to. */
  marketingWebhookUrl: string | null;
  /** SIGNATURE_PROVIDER: id of the e-signature provider of management mandates; 'sandbox' is built in. */
  signatureProvider: string;
  /**
   * MANDATE_PARTNER_EMAIL: the partner agency's account that countersigns a mandate when the home
   * has no manager or agency among its landlords.
   */
  mandatePartnerEmail: string;
  /**
   * ALLOW_SANDBOX_PAYMENTS: the sandbox provider accepts test cards; under NODE_ENV=production the
   * server refuses to start on it unless this says so (a demo site).
   */
  allowSandboxPayments: boolean;
  /**
   * ALLOW_SANDBOX_SIGNATURES: the sandbox e-signature provider signs mandates with a code shown on
   * its own page; under NODE_ENV=production the server refuses to start on it unless this says so.
   */
  allowSandboxSignatures: boolean;
  /**
   * ALLOW_SANDBOX_MAILBOX: /sandbox/mail lists the mails written to DATA_DIR/outbox, so that a local
   * visitor can open their sign-up link. Off by default; never on while SMTP_URL delivers real mail.
   */
  allowSandboxMailbox: boolean;
  /** NODE_ENV=production. */
  production: boolean;
  /** The seller printed on invoices (COMPANY_* variables). */
  company: CompanyDetails;
  /** Match alerts (modules/alerts): the background worker and its timings. */
  alerts: AlertsConfig;
}

export interface AlertsConfig {
  /** ALERTS_WORKER: run the timer in this process (unit tests turn it off and run ticks by hand). */
  worker: boolean;
  /** ALERTS_INTERVAL_MS: how often the worker looks for changes and alerts due. */
  intervalMs: number;
  /**
   * ALERTS_GROUP_DELAY_MS: an immediate alert waits this long after it was found, so that alerts
   * found together leave in one message (tick + delay stay under the 5 minutes promised).
   */
  groupDelayMs: number;
  /** ALERTS_CAP_MS: at most one immediate alert per person and channel in this window. */
  capMs: number;
}

export interface CompanyDetails {
  name: string;
  address: string;
  siren: string;
  vatNumber: string;
}

export const DEFAULT_COMPANY: CompanyDetails = {
  name: 'Toit Partagé SAS',
  address: '18 rue de la Part-Dieu, 69003 Lyon, France',
  siren: '912 345 678',
  vatNumber: 'FR32912345678',
};

export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  signinPerMinute: 10,
  signupPerMinute: 10,
  resetPerMinute: 5,
  contactPerMinute: 5,
  accountFailures: 5,
  sourceFreeFailures: 3,
  accountWindowMinutes: 15,
  signupMailMinutes: 15,
};

type Env = Record<string, string | undefined>;

function nonEmpty(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function integer(name: string, value: string | undefined, fallback: number): number {
  const raw = nonEmpty(value);
  if (raw === null) return fallback;
  const parsed = Number(raw);
  if (!Number.isInteger(parsed)) {
    throw new Error(`${name} must be an integer, got "${raw}"`);
  }
  return parsed;
}

function flag(name: string, value: string | undefined, fallback: boolean): boolean {
  const raw = nonEmpty(value)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

function optionalInteger(name: string, value: string | undefined): number | null {
  const raw = nonEmpty(value);
  return raw === null ? null : integer(name, raw, 0);
}

/** Same semantics as Fastify's trustProxy: boolean, hop count, or a list of addresses/CIDRs. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const raw = nonEmpty(value);
  if (raw === null) return false;
  const lower = raw.toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(lower)) return true;
  if (['0', 'false', 'no', 'off'].includes(lower)) return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An absolute https URL (http only for a local host), or null when unset. */
function optionalScriptUrl(name: string, value: string | undefined): string | null {
  const raw = nonEmpty(value);
  if (raw === null) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${raw}"`);
  }
  const local = LOCAL_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    throw new Error(`${name} must be an https URL (http only for localhost), got "${raw}"`);
  }
  return url.href;
}

/** A comma-separated list of e-mail addresses, lower-cased, without blanks or repeats. */
export function parseEmailList(name: string, value: string | undefined): string[] {
  const raw = nonEmpty(value);
  if (raw === null) return [];
  const emails = raw
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item !== '');
  const invalid = emails.find((email) => !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email));
  if (invalid !== undefined) throw new Error(`${name} must be a comma-separated list of e-mail addresses, got "${invalid}"`);
  return [...new Set(emails)];
}

function resolveFromRepo(value: string | null, fallback: string): string {
  if (value === null) return fallback;
  return path.isAbsolute(value) ? value : path.resolve(REPO_ROOT, value);
}

/** Why the server refuses to start: a configuration that would sell with test cards in production. */
export class UnsafeConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsafeConfigError';
  }
}

export const SANDBOX_IN_PRODUCTION_MESSAGE =
  'Refus de démarrer : PAYMENT_PROVIDER vaut « sandbox » (bac à sable, cartes de test acceptées) alors que NODE_ENV=production. ' +
  'Configurez un vrai prestataire de paiement, ou, pour un site de démonstration, définissez ALLOW_SANDBOX_PAYMENTS=true.';

export const SANDBOX_SIGNATURES_IN_PRODUCTION_MESSAGE =
  'Refus de démarrer : SIGNATURE_PROVIDER vaut « sandbox » (bac à sable, aucune signature réelle des mandats) alors que NODE_ENV=production. ' +
  'Configurez un vrai prestataire de signature électronique, ou, pour un site de démonstration, définissez ALLOW_SANDBOX_SIGNATURES=true.';

/** Called by the server before it starts (not by tools such as the database CLI). */
export function refuseUnsafeProduction(config: Config): void {
  if (config.production && config.paymentProvider === 'sandbox' && !config.allowSandboxPayments) {
    throw new UnsafeConfigError(SANDBOX_IN_PRODUCTION_MESSAGE);
  }
  // A mandate « signed » in the sandbox binds no one: the same rule as payments.
  if (config.production && config.signatureProvider === 'sandbox' && !config.allowSandboxSignatures) {
    throw new UnsafeConfigError(SANDBOX_SIGNATURES_IN_PRODUCTION_MESSAGE);
  }
}

export function loadConfig(env: Env = process.env): Config {
  const production = nonEmpty(env.NODE_ENV) === 'production';
  const port = integer('PORT', env.PORT, 8080);
  const rateLimits: RateLimitConfig = {
    signinPerMinute: integer('RATE_LIMIT_SIGNIN_PER_MINUTE', env.RATE_LIMIT_SIGNIN_PER_MINUTE, DEFAULT_RATE_LIMITS.signinPerMinute),
    signupPerMinute: integer('RATE_LIMIT_SIGNUP_PER_MINUTE', env.RATE_LIMIT_SIGNUP_PER_MINUTE, DEFAULT_RATE_LIMITS.signupPerMinute),
    resetPerMinute: integer('RATE_LIMIT_RESET_PER_MINUTE', env.RATE_LIMIT_RESET_PER_MINUTE, DEFAULT_RATE_LIMITS.resetPerMinute),
    contactPerMinute: integer('RATE_LIMIT_CONTACT_PER_MINUTE', env.RATE_LIMIT_CONTACT_PER_MINUTE, DEFAULT_RATE_LIMITS.contactPerMinute),
    accountFailures: integer('RATE_LIMIT_ACCOUNT_FAILURES', env.RATE_LIMIT_ACCOUNT_FAILURES, DEFAULT_RATE_LIMITS.accountFailures),
    sourceFreeFailures: integer('RATE_LIMIT_SOURCE_FREE_FAILURES', env.RATE_LIMIT_SOURCE_FREE_FAILURES, DEFAULT_RATE_LIMITS.sourceFreeFailures),
    accountWindowMinutes: DEFAULT_RATE_LIMITS.accountWindowMinutes,
    signupMailMinutes: integer('RATE_LIMIT_SIGNUP_MAIL_MINUTES', env.RATE_LIMIT_SIGNUP_MAIL_MINUTES, DEFAULT_RATE_LIMITS.signupMailMinutes),
  };
  return {
    port,
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    // Relative paths are taken from the repository root so the server behaves the same
    // whether it is started from the root or from api/.
    dataDir: resolveFromRepo(nonEmpty(env.DATA_DIR), path.join(REPO_ROOT, 'data')),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    redisUrl: nonEmpty(env.REDIS_URL),
    seedDemo: flag('SEED_DEMO', env.SEED_DEMO, !production),
    smtpUrl: nonEmpty(env.SMTP_URL),
    publicUrl: (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'Toit Partagé <bonjour@toitpartage.fr>',
    contactEmail: nonEmpty(env.CONTACT_EMAIL) ?? 'contact@toitpartage.fr',
    customerServiceUserId: optionalInteger('CUSTOMER_SERVICE_USER_ID', env.CUSTOMER_SERVICE_USER_ID),
    moderatorEmails: parseEmailList('MODERATOR_EMAILS', env.MODERATOR_EMAILS),
    oriasNumber: nonEmpty(env.ORIAS_NUMBER),
    chatWidgetUrl: optionalScriptUrl('CHAT_WIDGET_URL', env.CHAT_WIDGET_URL),
    webRoot: resolveFromRepo(nonEmpty(env.WEB_ROOT), REPO_ROOT),
    remotesFile: nonEmpty(env.REMOTES_FILE) === null ? null : resolveFromRepo(nonEmpty(env.REMOTES_FILE), ''),
    pageCacheTtlMs: integer('PAGE_CACHE_TTL_MS', env.PAGE_CACHE_TTL_MS, 10_000),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    rateLimits,
    production,
    paymentProvider: nonEmpty(env.PAYMENT_PROVIDER) ?? 'sandbox',
    marketingProvider: nonEmpty(env.MARKETING_PROVIDER) ?? 'journal',
    marketingWebhookUrl: nonEmpty(env.MARKETING_WEBHOOK_URL),
    signatureProvider: nonEmpty(env.SIGNATURE_PROVIDER) ?? 'sandbox',
    mandatePartnerEmail: (nonEmpty(env.MANDATE_PARTNER_EMAIL) ?? 'manager@demo.toitpartage.fr').toLowerCase(),
    allowSandboxPayments: flag('ALLOW_SANDBOX_PAYMENTS', env.ALLOW_SANDBOX_PAYMENTS, false),
    allowSandboxSignatures: flag('ALLOW_SANDBOX_SIGNATURES', env.ALLOW_SANDBOX_SIGNATURES, false),
    allowSandboxMailbox: flag('ALLOW_SANDBOX_MAILBOX', env.ALLOW_SANDBOX_MAILBOX, false),
    alerts: {
      worker: flag('ALERTS_WORKER', env.ALERTS_WORKER, true),
      intervalMs: integer('ALERTS_INTERVAL_MS', env.ALERTS_INTERVAL_MS, 60_000),
      groupDelayMs: integer('ALERTS_GROUP_DELAY_MS', env.ALERTS_GROUP_DELAY_MS, 120_000),
      capMs: integer('ALERTS_CAP_MS', env.ALERTS_CAP_MS, 15 * 60_000),
    },
    company: {
      name: nonEmpty(env.COMPANY_NAME) ?? DEFAULT_COMPANY.name,
      address: nonEmpty(env.COMPANY_ADDRESS) ?? DEFAULT_COMPANY.address,
      siren: nonEmpty(env.COMPANY_SIREN) ?? DEFAULT_COMPANY.siren,
      vatNumber: nonEmpty(env.COMPANY_VAT_NUMBER) ?? DEFAULT_COMPANY.vatNumber,
    },
  };
}
