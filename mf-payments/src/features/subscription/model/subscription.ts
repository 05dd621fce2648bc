// The abonnement page and its cancellation: the overview (current, last, renewal date, history),
// the latest invoices, and cancelling (the subscription runs to its end).
import { errorText, type InvoiceSummary, type SubscriptionDetails, type SubscriptionOverview } from '@coloc/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { cancelSubscription, fetchInvoices, fetchOverview } from '../api/subscriptionApi';

export type LoadState = 'loading' | 'ready' | 'failed';

export const subscriptionPageOpened = createEvent();
export const loadOverviewFx = createEffect(async () => {
  const [overview, invoices] = await Promise.all([fetchOverview(), fetchInvoices().catch((): InvoiceSummary[] | null => null)]);
  return { overview, invoices };
});
export const cancelFx = createEffect((id: number) => cancelSubscription(id));

export const $overview = createStore<SubscriptionOverview | null>(null, { skipVoid: false }).on(loadOverviewFx.doneData, (_, { overview }) => overview);
/** null when the invoices could not be read (the page says so without failing). */
export const $latestInvoices = createStore<InvoiceSummary[] | null>(null, { skipVoid: false }).on(loadOverviewFx.doneData, (_, { invoices }) => invoices);
export const $overviewState = createStore<LoadState>('loading')
  .on(subscriptionPageOpened, (state) => (state === 'ready' ? 'ready' : 'loading'))
  .on(loadOverviewFx.done, () => 'ready')
  .on(loadOverviewFx.fail, () => 'failed');
export const $overviewError = createStore<string | null>(null)
  .on(loadOverviewFx.failData, (_, error) => errorText(error))
  .reset(loadOverviewFx);

export const $cancelled = createStore<SubscriptionDetails | null>(null, { skipVoid: false }).on(cancelFx.doneData, (_, sub) => sub).reset(subscriptionPageOpened);
export const $cancelError = createStore<string | null>(null)
  .on(cancelFx.failData, (_, error) => errorText(error))
  .reset([cancelFx, subscriptionPageOpened]);

sample({ clock: subscriptionPageOpened, target: loadOverviewFx });
// The overview changes with a cancellation: read it again.
sample({ clock: cancelFx.done, target: loadOverviewFx });
