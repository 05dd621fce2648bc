// Texts of the payments area (namespace 'payments'). Each feature keeps its own texts file,
// merged here under its own key, so features never edit the same file.
import { checkoutTexts } from '../features/checkout/texts';
import { subscriptionTexts } from '../features/subscription/texts';
import { invoicesTexts } from '../features/invoices/texts';
import { referralTexts } from '../entities/referral/texts';
import { bankAccountTexts } from '../features/bank-account/texts';
import { guaranteeTexts } from '../features/guarantee/texts';
import { receiptsTexts } from '../features/receipts/texts';
import { tenantDocumentsTexts } from '../features/tenant-documents/texts';
import { nextColocationTexts } from '../features/next-colocation/texts';

export const fr = {
  checkout: checkoutTexts,
  subscription: subscriptionTexts,
  invoices: invoicesTexts,
  referral: referralTexts,
  bankAccount: bankAccountTexts,
  guarantee: guaranteeTexts,
  receipts: receiptsTexts,
  tenantDocuments: tenantDocumentsTexts,
  nextColocation: nextColocationTexts,
} as const;
