// The one interface a payment provider implements. The payments routes only talk to this; see the
// module README for how a real provider (hosted pages + webhooks) plugs in.
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../../config';
import type { Db } from '../../../db';

/** What our checkout asks the provider's hosted page to collect. */
export interface HostedPaymentRequest {
  /** Our payment reference; the provider echoes it in the notification and the return. */
  reference: string;
  amountCents: number;
  currency: 'EUR';
  /** Shown on the provider's page: « Offre Confort – 3 mois ». */
  label: string;
  /** Our user id: the form is only valid for the account it was made for. */
  customerId: number;
  /** Path of this site the browser comes back to; the provider adds `reference`. */
  returnPath: string;
  /** After this instant the form is refused (a stale tab, a replayed link). */
  expiresAt: Date;
}

/** The fields of a submitted form once its signature and expiry are checked. */
export interface VerifiedForm {
  reference: string;
  amountCents: number;
  currency: string;
  customerId: number;
}

export type FormRejection = 'invalid' | 'expired';

export class FormRejected extends Error {
  constructor(readonly reason: FormRejection) {
    super(`payment form rejected: ${reason}`);
  }
}

export class NotificationRejected extends Error {
  constructor(readonly reason: 'signature' | 'malformed') {
    super(`provider notification rejected: ${reason}`);
  }
}

export type ProviderEventType = 'payment.succeeded' | 'payment.refused' | 'payment.cancelled';

/** A provider's server-to-server notification, verified and parsed. */
export interface ProviderNotification {
  /** Unique per event: stored so that a replay changes nothing. */
  eventId: string;
  type: ProviderEventType;
  reference: string;
  amountCents: number;
  currency: string;
  transactionId: string | null;
  /** The card saved for later charges (renewals), on success. */
  savedCard: { token: string; last4: string; brand: string } | null;
  /** The provider's French reason on refusal. */
  failureReason: string | null;
}

export interface SavedCardCharge {
  /** Also the idempotency key: charging twice with one reference charges once. */
  reference: string;
  token: string;
  amountCents: number;
  currency: 'EUR';
  label: string;
  customerId: number;
}

export type ChargeResult = { status: 'succeeded'; transactionId: string } | { status: 'refused'; reason: string };

export interface PaymentProvider {
  /** In URLs (/api/payments/{id}/notify) and stored on each payment. */
  readonly id: string;
  /** Screens label the built-in sandbox as a test environment. */
  readonly sandbox: boolean;
  /** The signed fields of the hosted-payment form (submitted to GET /api/beforePayment). */
  buildForm(request: HostedPaymentRequest): Promise<Record<string, string>>;
  /**
   * Checks a submitted form (signature, expiry) and answers the payment it names and the provider
   * page to send the browser to. Throws FormRejected.
   */
  verifyForm(fields: Record<string, string>, now: Date): Promise<{ form: VerifiedForm; redirectUrl: string }>;
  /** Verifies the signature of a notification and parses it. Throws NotificationRejected. */
  parseNotification(input: { headers: Record<string, string | string[] | undefined>; rawBody: string }, now: Date): Promise<ProviderNotification>;
  /** Charges a saved card without the customer (renewals); answers synchronously. */
  chargeSavedCard(charge: SavedCardCharge): Promise<ChargeResult>;
  /** Routes this provider serves on our server (only the sandbox's pages); registered under /api. */
  readonly routes?: FastifyPluginAsync;
  /** Stops background work (the sandbox's notification retries) when the server closes. */
  close?(): void;
}

/** What a provider factory gets at start-up. */
export interface ProviderContext {
  db: Db;
  config: Config;
  /** Delivers a notification to our own route as the provider's servers would over HTTPS. */
  deliver(request: { url: string; headers: Record<string, string>; body: string }): Promise<{ statusCode: number }>;
}

export type ProviderFactory = (context: ProviderContext) => Promise<PaymentProvider>;
