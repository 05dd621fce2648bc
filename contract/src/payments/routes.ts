// The payments route map: each endpoint with its schemas. The API registers its routes from it;
// clients read it as types only (RouteInput, RouteResult).
import { Type } from 'typebox';
import { defineRoutes } from '../route-map';
import { PAYMENTS_ENDPOINTS } from './endpoints';
import {
  BeforePaymentQuery,
  IdParams,
  InvoiceListSchema,
  NotificationAnswer,
  PaymentFormSchema,
  PaymentProviderInfoSchema,
  PaymentResultSchema,
  PdfSchema,
  ProviderParams,
  ReferenceParams,
  ReferralCodeParams,
  ReferralInfoSchema,
  ReferralInvitationSchema,
  SubscriptionDetailsSchema,
  SubscriptionOverviewSchema,
  SubscriptionParams,
  SubscriptionStartBody,
  SubscriptionStartedSchema,
} from './schemas';

export const PAYMENTS_ROUTES = defineRoutes(PAYMENTS_ENDPOINTS, {
  'payments.subscriptions': { response: { 200: SubscriptionOverviewSchema } },
  'payments.startSubscription': { body: SubscriptionStartBody, response: { 201: SubscriptionStartedSchema } },
  'payments.cancelSubscription': { params: IdParams, response: { 200: SubscriptionDetailsSchema } },
  'payments.generateForm': { params: SubscriptionParams, response: { 200: PaymentFormSchema } },
  'payments.beforePayment': { query: BeforePaymentQuery, response: { 302: Type.Null({ description: 'Redirection vers la page de paiement du prestataire' }) } },
  'payments.notify': { params: ProviderParams, response: { 200: NotificationAnswer } },
  'payments.payment': { params: ReferenceParams, response: { 200: PaymentResultSchema } },
  'payments.provider': { response: { 200: PaymentProviderInfoSchema } },
  'payments.invoices': { response: { 200: InvoiceListSchema } },
  'payments.invoicePdf': { params: IdParams, response: { 200: PdfSchema } },
  'payments.referral': { response: { 200: ReferralInfoSchema } },
  'payments.referralInvitation': { params: ReferralCodeParams, response: { 200: ReferralInvitationSchema } },
  'payments.referralSignup': { params: ReferralCodeParams, response: { 302: Type.Null({ description: 'Redirection vers /signupselect' }) } },
  'payments.legacyReferral': { params: ReferralCodeParams, response: { 301: Type.Null({ description: 'Redirection vers /parrainage/{code}' }) } },
});
