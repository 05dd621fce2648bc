// Where the payments routes answer (under /api). No TypeBox: the client bundles only this table.
import type { Endpoint } from '../route-map';

export const PAYMENTS_ENDPOINTS = {
  'payments.subscriptions': { method: 'GET', path: '/subscriptions' },
  'payments.startSubscription': { method: 'POST', path: '/subscriptions' },
  'payments.cancelSubscription': { method: 'POST', path: '/subscriptions/:id/cancel' },
  'payments.generateForm': { method: 'GET', path: '/generateForm/:subscription' },
  'payments.beforePayment': { method: 'GET', path: '/beforePayment' },
  'payments.notify': { method: 'POST', path: '/payments/:provider/notify' },
  'payments.payment': { method: 'GET', path: '/payments/:reference' },
  'payments.provider': { method: 'GET', path: '/payment-provider' },
  'payments.invoices': { method: 'GET', path: '/invoices' },
  'payments.invoicePdf': { method: 'GET', path: '/invoices/:id/pdf' },
  'payments.referral': { method: 'GET', path: '/referral' },
  'payments.referralInvitation': { method: 'GET', path: '/referral/:code/invitation' },
  'payments.referralSignup': { method: 'GET', path: '/referral/:code/signup' },
  'payments.legacyReferral': { method: 'GET', path: '/referral/:code' },
} as const satisfies Record<`payments.${string}`, Endpoint>;
