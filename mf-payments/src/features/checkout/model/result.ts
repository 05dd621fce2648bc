// 'result' stage: what became of the payment named by the return URL's `reference`. Only the
// provider's notification settles it on the server; while it is on its way the result is polled
// briefly. Without a reference (the free mandate, or a visit later on), the home's running
// subscription is shown instead.
import { errorText, type PaymentResult, type SubscriptionDetails } from '@coloc/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { fetchPaymentResult, fetchSubscriptions } from '../api/checkoutApi';

/** Polls before saying the confirmation takes longer than expected (about 30 s). */
export const MAX_POLLS = 20;
export const POLL_MS = 1500;

export type ResultState = 'loading' | 'pending' | 'slow' | 'ready' | 'failed';

export const resultOpened = createEvent<{ reference: string | null; homeId: number | null }>();
export const resultClosed = createEvent();
export const resultRefreshed = createEvent();

export const fetchResultFx = createEffect((reference: string) => fetchPaymentResult(reference));
export const fetchHomeSubscriptionFx = createEffect(async (homeId: number | null): Promise<SubscriptionDetails | null> => {
  const overview = await fetchSubscriptions();
  const running = overview.subscriptions
    .filter((s) => (s.status === 'active' || s.status === 'cancelled') && s.home_id === homeId)
    .sort((a, b) => (a.valid_until < b.valid_until ? 1 : -1));
  return running[0] ?? null;
});
const waitFx = createEffect((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

export const $pollDelay = createStore(POLL_MS);
const $reference = createStore<string | null>(null, { skipVoid: false })
  .on(resultOpened, (_, { reference }) => reference)
  .reset(resultClosed);
const $attempts = createStore(0)
  .on(fetchResultFx, (n) => n + 1)
  .reset([resultOpened, resultRefreshed]);

const isPending = (result: PaymentResult) => result.status === 'created' || result.status === 'pending';

export const $result = createStore<PaymentResult | null>(null, { skipVoid: false }).reset(resultOpened);
export const $homeSubscription = createStore<SubscriptionDetails | null>(null, { skipVoid: false })
  .on(fetchHomeSubscriptionFx.doneData, (_, subscription) => subscription)
  .reset(resultOpened);
export const $resultState = createStore<ResultState>('loading').on(resultOpened, () => 'loading');
export const $resultError = createStore<string | null>(null).reset(resultOpened);

// Answers about another reference (the user moved on) are ignored.
const current = sample({
  clock: fetchResultFx.done,
  source: $reference,
  filter: (reference, { params }) => reference === params,
  fn: (_, { result }) => result,
});
const currentFailed = sample({ clock: fetchResultFx.fail, source: $reference, filter: (reference, { params }) => reference === params, fn: (_, { error }) => error });

$result.on(current, (_, result) => result);
$resultState
  .on(sample({ clock: current, source: $attempts, fn: (attempts, result) => ({ attempts, result }) }), (_, { attempts, result }) =>
    !isPending(result) ? 'ready' : attempts >= MAX_POLLS ? 'slow' : 'pending',
  )
  .on(currentFailed, () => 'failed')
  .on(fetchHomeSubscriptionFx.done, () => 'ready')
  .on(fetchHomeSubscriptionFx.fail, () => 'failed');
$resultError.on(currentFailed, (_, error) => errorText(error)).on(fetchHomeSubscriptionFx.failData, (_, error) => errorText(error));

sample({ clock: resultOpened, filter: ({ reference }) => reference !== null, fn: ({ reference }) => reference!, target: fetchResultFx });
sample({ clock: resultOpened, filter: ({ reference }) => reference === null, fn: ({ homeId }) => homeId, target: fetchHomeSubscriptionFx });
sample({ clock: resultRefreshed, source: $reference, filter: (reference): reference is string => reference !== null, target: fetchResultFx });

// Still pending: ask again a little later, a bounded number of times.
sample({
  clock: current,
  source: { attempts: $attempts, delay: $pollDelay },
  filter: ({ attempts }, result) => isPending(result) && attempts < MAX_POLLS,
  fn: ({ delay }) => delay,
  target: waitFx,
});
sample({ clock: waitFx.done, source: $reference, filter: (reference): reference is string => reference !== null, target: fetchResultFx });
