// Calls of the checkout: the offers, the home's chosen offer, starting a subscription, the signed
// hosted-payment form, and the payment's result. Loads are silent (each stage offers its retry);
// starting a payment answers its refusals inline.
import { FORM_STATUSES, type Home, type Offer, type PaymentForm, type PaymentProviderInfo, type PaymentResult, type SubscriptionOverview, type SubscriptionStart, type SubscriptionStarted, call } from '@coloc/shared';
import { HOMES_ENDPOINTS } from '@coloc/contract/homes/endpoints';
import { OFFERS_ENDPOINTS } from '@coloc/contract/offers/endpoints';
import { PAYMENTS_ENDPOINTS } from '@coloc/contract/payments/endpoints';

const silent = { context: { silent: true } };
const inline = { context: { handledStatuses: FORM_STATUSES } };

export function fetchOffers(): Promise<Offer[]> {
  return call(OFFERS_ENDPOINTS, 'offers.list', {}, silent);
}

export function fetchProvider(): Promise<PaymentProviderInfo> {
  return call(PAYMENTS_ENDPOINTS, 'payments.provider', {}, silent);
}

export function fetchHome(homeId: number): Promise<Home> {
  return call(HOMES_ENDPOINTS, 'homes.get', { id: homeId }, silent);
}

/** The choice is kept on the home (PUT /api/homes/{id} {offer}). */
export function saveHomeOffer(homeId: number, offerId: string): Promise<Home> {
  return call(HOMES_ENDPOINTS, 'homes.update', { id: homeId, body: { offer: offerId } }, inline);
}

export function startSubscription(body: SubscriptionStart): Promise<SubscriptionStarted> {
  return call(PAYMENTS_ENDPOINTS, 'payments.startSubscription', { body }, inline);
}

export function fetchPaymentForm(subscriptionId: number): Promise<PaymentForm> {
  return call(PAYMENTS_ENDPOINTS, 'payments.generateForm', { subscription: subscriptionId }, inline);
}

export function fetchPaymentResult(reference: string): Promise<PaymentResult> {
  return call(PAYMENTS_ENDPOINTS, 'payments.payment', { reference }, silent);
}

export function fetchSubscriptions(): Promise<SubscriptionOverview> {
  return call(PAYMENTS_ENDPOINTS, 'payments.subscriptions', {}, silent);
}
