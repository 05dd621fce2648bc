// Payments, subscriptions, invoices, referral, bank accounts with SCA, the tenant file and the
// tenant's space (issue 7). Bodies and answers of the API, as the remotes read them.
// Money is in euro cents (integers) on every payments route.

// --- Offers, subscriptions, payments (modules/payments) -------------------------------------------

export type SubscriptionStatus = 'pending' | 'active' | 'cancelled' | 'expired' | 'failed';
/** How a subscription came to be: a card payment, a tacit renewal, or a free referral month. */
export type SubscriptionSource = 'payment' | 'renewal' | 'referral';

export interface SubscriptionDetails {
  id: number;
  offer: string | null;
  offer_name: string;
  home_id: number | null;
  home_name: string | null;
  status: SubscriptionStatus;
  source: SubscriptionSource;
  /** ISO date the period starts (null while pending). */
  valid_from: string | null;
  /** ISO date (inclusive) the period ends. */
  valid_until: string;
  price_cents: number;
  /** Renewed at valid_until unless cancelled. */
  auto_renew: boolean;
  cancelled_at: string | null;
  created_at: string;
}

/** GET /api/subscriptions: the abonnement page (SPEC 4 rules applied on the server too). */
export interface SubscriptionOverview {
  /** Soonest valid_until still in the future. */
  current: SubscriptionDetails | null;
  /** Latest valid_until in the future. */
  last: SubscriptionDetails | null;
  /** When the last subscription renews; null if cancelled or nothing renews. */
  renewal_date: string | null;
  subscriptions: SubscriptionDetails[];
}

/** POST /api/subscriptions: start buying an offer (for a home when the offer is an advert's). */
export interface SubscriptionStart {
  offer_id: string;
  home_id?: number | null;
  /** Where the provider sends the browser back (a path of this site, e.g. '/proprietaire/succes-paiement/12'). */
  return_path: string;
}

export interface SubscriptionStarted {
  subscription: SubscriptionDetails;
  /** False for a free offer (the mandate): nothing to pay, the offer is already applied. */
  payment_required: boolean;
  /** The mandate: where the owner goes to sign it (a site path that leads to the e-signature provider). */
  signing_url?: string;
}

/** GET /api/generateForm/{subscription}: a signed hosted-payment form the browser submits (GET /api/beforePayment). */
export interface PaymentForm {
  action: string;
  method: 'GET' | 'POST';
  fields: Record<string, string>;
  provider: string;
  /** True for the built-in sandbox: screens say it is a test environment. */
  sandbox: boolean;
  amount_cents: number;
  reference: string;
}

export type PaymentStatus = 'created' | 'pending' | 'succeeded' | 'refused' | 'cancelled';

/** GET /api/payments/{reference}: what the return page shows; only the provider's signed notification changes it. */
export interface PaymentResult {
  reference: string;
  status: PaymentStatus;
  amount_cents: number;
  /** French reason when refused or cancelled. */
  failure_reason: string | null;
  subscription: SubscriptionDetails | null;
  invoice: InvoiceSummary | null;
  sandbox: boolean;
}

export interface InvoiceSummary {
  id: number;
  /** Sequential, gap-free: 'FA-2026-000042'. */
  number: string;
  issued_on: string;
  label: string;
  net_cents: number;
  vat_cents: number;
  total_cents: number;
  /** '/api/invoices/{id}/pdf' */
  pdf_url: string;
}

/** GET /api/payment-provider: which provider takes payments, so that screens can say a sandbox is a test. */
export interface PaymentProviderInfo {
  id: string;
  sandbox: boolean;
}

/** GET /api/referral: the sponsor box. */
export interface ReferralInfo {
  code: string;
  /** Absolute sign-up link carrying the code. */
  link: string;
  sponsored_count: number;
  free_months_earned: number;
  /** Who sponsored me, if anyone. */
  sponsor_first_name: string | null;
}

/** GET /api/referral/{code}/invitation: what the public page `/parrainage/{code}` says of a sponsor's code. */
export interface ReferralInvitation {
  code: string;
  /** The sponsor's first name, shown as « Paul vous invite… ». */
  sponsor_first_name: string;
  /** Where « Créer mon compte » leads: it keeps the code for the sign-up. */
  signup_url: string;
}

// --- Bank accounts and strong customer authentication (modules/bank-accounts) ----------------------

export type BankAccountOwnerType = 'user' | 'company';
export type BankAccountStatus = 'pending_sca' | 'validated' | 'refused';

/** Body of POST /api/bank_accounts?ownerType&ownerID&sca=true */
export interface BankAccountInput {
  holder_name: string;
  iban: string;
  bic?: string | null;
  /** Path the SCA page sends the browser back to, with controlStatus and actionStatus. */
  return_path: string;
}

/** Answer of POST /api/bank_accounts (SPEC 7: sca_redirect_url, sca_type). */
export interface BankAccountCreated {
  id: number;
  sca_type: string;
  sca_redirect_url: string;
}

export interface BankAccountView {
  id: number;
  owner_type: BankAccountOwnerType;
  owner_id: number;
  holder_name: string;
  /** 'FR76 •••• •••• •••• •••• ••12 345' */
  iban_masked: string;
  bic: string | null;
  status: BankAccountStatus;
  validated_at: string | null;
  created_at: string;
}

/** The values an SCA return carries in its query (SPEC 4): read, then removed from the URL. */
export type ScaControlStatus = 'VALIDATED' | 'REFUSED' | 'CANCELLED' | 'ERROR';
export interface ScaReturn {
  controlStatus: string;
  actionStatus: string;
}

// --- Tenant file and rent guarantee (modules/tenant-file) ------------------------------------------

export type TenantDocumentCategory = 'identity' | 'income' | 'employment' | 'address' | 'other';
export type TenantFileStatus = 'draft' | 'confirmed';
export type GuaranteeStatus = 'none' | 'requested' | 'accepted' | 'refused';

export interface TenantDocument {
  id: number;
  category: TenantDocumentCategory;
  title: string;
  mime: string;
  bytes: number;
  created_at: string;
}

export interface TenantFile {
  status: TenantFileStatus;
  /** Every required category has at least one document and the situation is filled. */
  complete: boolean;
  missing: TenantDocumentCategory[];
  employment_status: string | null;
  monthly_income_cents: number | null;
  documents: TenantDocument[];
  guarantee: {
    status: GuaranteeStatus;
    /** Highest monthly rent (charges included) the guarantee covers, when accepted. */
    max_rent_cents: number | null;
    reason: string | null;
    requested_at: string | null;
    decided_at: string | null;
  };
  confirmed_at: string | null;
  /** The active share link, if any (revocable). */
  share: {
    url: string;
    created_at: string;
    /** How many times the shared file was opened through this link (each opening is logged). */
    views: number;
    last_viewed_at: string | null;
  } | null;
}

/**
 * GET /api/shared-files/{token}: what an owner sees through a share link (no sign-in). Never the
 * e-mail, phone or address, and an income bracket rather than the exact figure.
 */
export interface SharedTenantFile {
  /** 'Léa M.': first name and surname initial. */
  display_name: string;
  status: TenantFileStatus;
  complete: boolean;
  confirmed_at: string | null;
  /** French label of the situation ('Salarié·e en CDI'), null when not given. */
  employment_label: string | null;
  /** French income bracket ('Entre 2 000 € et 3 000 € par mois'), null when not given. */
  income_bracket: string | null;
  guarantee: {
    status: GuaranteeStatus;
    max_rent_cents: number | null;
    decided_at: string | null;
  };
  /** Each download_url answers the document watermarked, as an attachment. */
  documents: Array<TenantDocument & { download_url: string }>;
  /** When the tenant made the link. */
  shared_at: string;
}

// --- Tenant space: receipts, documents, rent requests, next move (modules/tenant-space) -----------

export interface RentReceipt {
  rent_payment_id: number;
  /** 'YYYY-MM' */
  period: string;
  home_name: string;
  rent_cents: number;
  charges_cents: number;
  paid_cents: number;
  paid_on: string | null;
  /** A receipt exists only for a rent paid in full. */
  pdf_url: string | null;
}

/** A rent the landlord asked for through the platform (only after a visit and an accepted lease). */
export interface RentRequest {
  id: number;
  /** The rent line (rentals rent_payments) this request is about. */
  rent_payment_id: number;
  period: string;
  amount_cents: number;
  status: 'open' | 'paid' | 'cancelled';
  home_name: string;
  /** The landlord's SCA-validated account the rent is paid into. */
  payee: { holder_name: string; iban: string; bic: string | null } | null;
  created_at: string;
}

export interface TenantDocumentsOverview {
  leases: Array<{ id: number; home_name: string; start_date: string; status: string; pdf_url: string }>;
  receipts: RentReceipt[];
  home_documents: Array<{ id: number; title: string; category: string; created_at: string; url: string }>;
  /** The tenant file's pieces; download_url: '/api/tenant-file/documents/{id}' (the owner only). */
  file_documents: Array<TenantDocument & { download_url: string }>;
}

export interface NextColocationPlan {
  move_date: string | null;
  city_ids: number[];
  /** The cities of city_ids, to show them (read-only: PUT reads city_ids). */
  cities: Array<{ id: number; name: string; country_id: number; admin1_code: string | null; admin1_name: string | null; admin2_code: string | null; admin2_name: string | null; lat: number; lng: number }>;
  budget_max_cents: number | null;
  note: string | null;
  updated_at: string | null;
}
