// 'payment' stage: the offer chosen for the home, the provider (a sandbox says it is a test), and
// paying: the subscription is started, then the signed form is fetched for the browser to submit.
// The free mandate is applied at once instead.
import { errorText, type Offer, type PaymentForm, type PaymentProviderInfo, type SubscriptionDetails } from '@coloc/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { fetchHome, fetchOffers, fetchPaymentForm, fetchProvider, startSubscription } from '../api/checkoutApi';
import type { LoadState } from './offers';

export interface PayRequest {
  offerId: string;
  homeId: number | null;
  returnPath: string;
}

export type PayOutcome =
  | { kind: 'form'; form: PaymentForm }
  | { kind: 'applied'; subscription: SubscriptionDetails }
  | { kind: 'signing'; subscription: SubscriptionDetails; url: string };

export const paymentOpened = createEvent<{ homeId: number | null }>();
export const paymentRetried = createEvent();
/** The screen is gone: a form fetched for it must never be submitted later. */
export const paymentClosed = createEvent();
export const payClicked = createEvent<PayRequest>();

export const loadPaymentFx = createEffect(async ({ homeId }: { homeId: number | null }) => {
  const [offers, home, provider] = await Promise.all([
    fetchOffers(),
    homeId === null ? Promise.resolve(null) : fetchHome(homeId),
    fetchProvider().catch((): PaymentProviderInfo | null => null),
  ]);
  return { offer: offers.find((o) => o.id === home?.offer) ?? null, provider };
});

/** Starts the purchase; a paid offer answers the form to submit, the mandate is applied. */
export const payFx = createEffect(async (request: PayRequest): Promise<PayOutcome> => {
  const started = await startSubscription({ offer_id: request.offerId, home_id: request.homeId, return_path: request.returnPath });
  // The mandate: the owner goes on to sign it at the e-signature provider, then comes back to returnPath.
  if (!started.payment_required && started.signing_url) return { kind: 'signing', subscription: started.subscription, url: `${started.signing_url.split('?')[0]}?return_path=${encodeURIComponent(request.returnPath)}` };
  if (!started.payment_required) return { kind: 'applied', subscription: started.subscription };
  return { kind: 'form', form: await fetchPaymentForm(started.subscription.id) };
});

const $homeId = createStore<number | null>(null, { skipVoid: false }).on(paymentOpened, (_, { homeId }) => homeId);

export const $paymentOffer = createStore<Offer | null>(null, { skipVoid: false })
  .on(loadPaymentFx.doneData, (_, { offer }) => offer)
  .reset(paymentOpened);
export const $provider = createStore<PaymentProviderInfo | null>(null, { skipVoid: false }).on(loadPaymentFx.doneData, (_, { provider }) => provider);
export const $paymentState = createStore<LoadState>('loading')
  .on([paymentOpened, paymentRetried], () => 'loading')
  .on(loadPaymentFx.done, () => 'ready')
  .on(loadPaymentFx.fail, () => 'failed');
export const $paymentLoadError = createStore<string | null>(null)
  .on(loadPaymentFx.failData, (_, error) => errorText(error))
  .reset(loadPaymentFx);

/** The form to submit (the browser then leaves for the provider's page). */
export const $form = createStore<PaymentForm | null>(null, { skipVoid: false })
  .on(payFx.doneData, (_, outcome) => (outcome.kind === 'form' ? outcome.form : null))
  .reset([paymentOpened, payClicked, paymentClosed]);
export const $applied = createStore<SubscriptionDetails | null>(null, { skipVoid: false })
  .on(payFx.doneData, (_, outcome) => (outcome.kind === 'applied' ? outcome.subscription : null))
  .reset([paymentOpened, payClicked, paymentClosed]);
export const $payError = createStore<string | null>(null)
  .on(payFx.failData, (_, error) => errorText(error))
  .reset([paymentOpened, payClicked, paymentClosed]);
export const $paying = payFx.pending;

/** Off to the e-signature provider's page (the browser leaves the site). */
export const goToSigningFx = createEffect((url: string) => {
  window.location.assign(url);
});
/** Kept while the browser leaves, so the button stays busy. */
export const $signingUrl = createStore<string | null>(null, { skipVoid: false })
  .on(payFx.doneData, (_, outcome) => (outcome.kind === 'signing' ? outcome.url : null))
  .reset([paymentOpened, payClicked, paymentClosed]);
sample({ clock: payFx.doneData, filter: (outcome) => outcome.kind === 'signing', fn: (outcome) => (outcome as { url: string }).url, target: goToSigningFx });

sample({ clock: [paymentOpened, sample({ clock: paymentRetried, source: $homeId, fn: (homeId) => ({ homeId }) })], target: loadPaymentFx });
sample({ clock: payClicked, filter: payFx.pending.map((pending) => !pending), target: payFx });
