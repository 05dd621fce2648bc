// Payments, subscriptions, invoices, referral, bank accounts with SCA, the tenant file and the
// tenant's space (issue 7). Bodies and answers of the API, as the remotes read them.
// Money is in euro cents (integers) on every payments route.

// --- Offers, subscriptions, payments (modules/payments): the contract's types ----------------------

export type {
  InvoiceSummary,
  PaymentForm,
  PaymentProviderInfo,
  PaymentResult,
  PaymentStatus,
  ReferralInfo,
  ReferralInvitation,
  SubscriptionDetails,
  SubscriptionOverview,
  SubscriptionSource,
  SubscriptionStart,
  SubscriptionStarted,
  SubscriptionStatus,
} from '@coloc/contract/payments/schemas';

// --- Bank accounts and strong customer authentication (modules/bank-accounts): the contract's types --

export type {
  BankAccountCreated,
  BankAccountInput,
  BankAccountOwnerType,
  BankAccountStatus,
  BankAccountView,
  EnrollConfirmed,
  EnrollStarted,
  ScaReturn,
  ScaStatusInfo,
} from '@coloc/contract/bank-accounts/schemas';
export type { ScaControlStatus } from '@coloc/contract/bank-accounts/sca';

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

// --- Tenant space: receipts, documents, rent requests, next move (modules/tenant-space): the contract's types

export type { NextColocationPlan, RentReceipt, RentRequest, TenantDocumentsOverview } from '@coloc/contract/tenant-space/schemas';
