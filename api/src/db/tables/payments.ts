// Tables of modules/payments (migration 009): subscriptions' new columns, payments, provider
// notifications, invoices and their numbering, referral codes and rewards, and the built-in sandbox
// provider's own records (it plays an outside service, so it keeps its state apart from ours).
import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = string;
/** ISO calendar date, YYYY-MM-DD. */
type IsoDate = string;
type IntBool = number;

/*
 * `subscriptions` was created by 001_initial (user_id, offer, valid_until, created_at); migration
 * 009 adds the columns below, declared here by augmenting the table's interface so that the
 * payments module owns them.
 */
declare module '../types' {
  interface SubscriptionsTable {
    /** The advert the offer applies to (no foreign key: a deleted home leaves its history). */
    home_id: ColumnType<number | null, number | null | undefined, number | null>;
    /** 'pending' | 'active' | 'cancelled' | 'expired' | 'failed' (SubscriptionStatus). */
    status: ColumnType<string, string | undefined, string>;
    /** 'payment' | 'renewal' | 'referral' (SubscriptionSource). */
    source: ColumnType<string, string | undefined, string>;
    /** First day of the period, null while the payment is pending. */
    valid_from: ColumnType<IsoDate | null, IsoDate | null | undefined, IsoDate | null>;
    /** TTC, euro cents, as charged for one period. */
    price_cents: ColumnType<number, number | undefined, number>;
    auto_renew: ColumnType<IntBool, IntBool | undefined, IntBool>;
    cancelled_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
    /** The provider's token of the card saved at the first payment, charged at renewal. */
    payment_method: ColumnType<string | null, string | null | undefined, string | null>;
    /** The subscription this one renews. */
    renewed_from: ColumnType<number | null, number | null | undefined, number | null>;
    /** Set by the instance whose renewal job is working on this row (claims expire). */
    renewal_claimed_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
    updated_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  }
}

/** One attempt to collect money: a hosted-page checkout or a renewal on the saved card. */
export interface PaymentsTable {
  id: Generated<number>;
  /** Ours, unique, sent to the provider and shown back in the return URL. */
  reference: string;
  user_id: number;
  subscription_id: number;
  /** Id of the provider that handles it ('sandbox'). */
  provider: string;
  /** 'checkout' | 'renewal'. */
  kind: string;
  amount_cents: number;
  currency: string;
  /** 'created' | 'pending' | 'succeeded' | 'refused' | 'cancelled' (PaymentStatus). */
  status: string;
  failure_reason: string | null;
  /** Site path the provider sends the browser back to (checkouts only). */
  return_path: string | null;
  provider_transaction_id: string | null;
  card_last4: string | null;
  confirmed_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Every provider event applied (or knowingly ignored): a replayed event id changes nothing. */
export interface PaymentNotificationsTable {
  id: Generated<number>;
  provider: string;
  event_id: string;
  event_type: string;
  reference: string;
  received_at: Timestamp;
}

/** Invoices are written once, at confirmation, with a copy of the seller and buyer of that day. */
export interface InvoicesTable {
  id: Generated<number>;
  /** 'FA-2026-000001': sequential and gap-free per year (invoice_sequences), unique. */
  number: string;
  /** 1: issued by the sandbox provider: « Facture de test — sans valeur », TEST-… series (test_invoice_sequences). */
  test: Generated<number>;
  year: number;
  sequence: number;
  /** Null once the account, subscription or payment is deleted: the invoice itself is kept. */
  user_id: number | null;
  subscription_id: number | null;
  payment_id: number | null;
  issued_on: IsoDate;
  label: string;
  period_from: IsoDate;
  period_until: IsoDate;
  net_cents: number;
  vat_cents: number;
  total_cents: number;
  /** Basis points: 2000 = 20 %. */
  vat_rate_bp: number;
  seller_name: string;
  seller_address: string;
  seller_siren: string;
  seller_vat_number: string;
  buyer_name: string;
  buyer_company: string | null;
  buyer_email: string;
  paid_on: IsoDate;
  created_at: Timestamp;
}

/** The last number given each year; incremented inside the confirming transaction. */
export interface InvoiceSequencesTable {
  year: number;
  last_value: number;
}

/** Each user's sponsor code (made on first read) and who sponsored them (read at sign-up). */
export interface ReferralsTable {
  id: Generated<number>;
  user_id: number;
  code: string;
  sponsor_user_id: number | null;
  sponsored_at: Timestamp | null;
  created_at: Timestamp;
}

/** One per sponsored user, written when their first payment is confirmed (both get a month). */
export interface ReferralRewardsTable {
  id: Generated<number>;
  sponsored_user_id: number;
  sponsor_user_id: number;
  payment_id: number;
  sponsor_subscription_id: number;
  sponsored_subscription_id: number;
  created_at: Timestamp;
}

/**
 * The sandbox provider's side: a hosted card page session ('hosted') or a saved-card charge
 * ('charge'), one per merchant reference and kind. A real provider keeps this on its servers.
 */
export interface SandboxProviderSessionsTable {
  id: Generated<number>;
  /** Random, in the page URLs. */
  public_id: string;
  kind: string;
  merchant_reference: string;
  amount_cents: number;
  currency: string;
  label: string;
  customer: string;
  return_url: string | null;
  /** 'open' | 'challenge' | 'succeeded' | 'refused' | 'cancelled'. */
  status: string;
  /** The test card's behaviour: 'success' | 'challenge' | 'refused'. */
  test_card: string | null;
  card_last4: string | null;
  card_brand: string | null;
  /** Saved card: charged again by the merchant for renewals. */
  card_token: string | null;
  challenge_code: string | null;
  failure_reason: string | null;
  transaction_id: string | null;
  event_id: string | null;
  /** 'none' | 'delivered' | 'retrying' | 'failed'. */
  notification_status: string;
  notification_attempts: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  expires_at: Timestamp;
}

export interface PaymentsTables {
  payments: PaymentsTable;
  payment_notifications: PaymentNotificationsTable;
  invoices: InvoicesTable;
  invoice_sequences: InvoiceSequencesTable;
  test_invoice_sequences: InvoiceSequencesTable;
  referrals: ReferralsTable;
  referral_rewards: ReferralRewardsTable;
  sandbox_provider_sessions: SandboxProviderSessionsTable;
}

export type PaymentRow = Selectable<PaymentsTable>;
export type InvoiceRow = Selectable<InvoicesTable>;
export type SandboxSessionRow = Selectable<SandboxProviderSessionsTable>;
