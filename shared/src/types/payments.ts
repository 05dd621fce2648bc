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

// --- Tenant file and rent guarantee (modules/tenant-file): the contract's types --------------------

export type { SharedTenantFile, SituationInput, TenantDocument, TenantFile } from '@coloc/contract/tenant-file/schemas';
export type { GuaranteeStatus, TenantDocumentCategory, TenantFileStatus } from '@coloc/contract/tenant-file/limits';

// --- Tenant space: receipts, documents, rent requests, next move (modules/tenant-space): the contract's types

export type { NextColocationPlan, RentReceipt, RentRequest, TenantDocumentsOverview } from '@coloc/contract/tenant-space/schemas';
