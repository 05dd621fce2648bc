import { json, mockApi } from '@coloc/shared/testing';
import { allSettled, fork } from 'effector';
import { makeInvoice, makeOverview, makeSubscription } from '../../../entities/checkout/testing';
import { nextChargeDate, renewingSubscription, subscriptionToCancel } from './rules';
import { $cancelError, $cancelled, $latestInvoices, $overview, $overviewState, cancelFx, subscriptionPageOpened } from './subscription';

describe('subscription rules', () => {
  const paid = makeSubscription({ id: 1, valid_until: '2027-02-20' });
  const freeMonth = makeSubscription({ id: 2, source: 'referral', auto_renew: false, price_cents: 0, valid_from: '2027-02-21', valid_until: '2027-03-20' });
  const otherHome = makeSubscription({ id: 3, home_id: 44, valid_until: '2026-12-20' });

  it('cancels the renewing subscription that ends last, or the one named if it renews', () => {
    const overview = makeOverview([paid, freeMonth, otherHome]);
    expect(renewingSubscription(overview)?.id).toBe(1);
    expect(subscriptionToCancel(overview, 3)?.id).toBe(3);
    expect(subscriptionToCancel(overview, 2)).toBeNull();
    expect(subscriptionToCancel(overview, 999)).toBeNull();
    expect(subscriptionToCancel(makeOverview([makeSubscription({ status: 'cancelled', auto_renew: false })]), null)).toBeNull();
  });

  it('charges again the day after the home is no longer covered', () => {
    expect(nextChargeDate(paid, makeOverview([paid, freeMonth, otherHome]))).toBe('2027-03-21');
    expect(nextChargeDate(otherHome, makeOverview([paid, otherHome]))).toBe('2026-12-21');
  });
});

describe('subscription model', () => {
  it('loads the overview and the invoices; the page still works without the invoices', async () => {
    mockApi({ 'GET /api/subscriptions': () => json(200, makeOverview()), 'GET /api/invoices': () => json(500, { error: 'x' }) });
    const scope = fork();
    await allSettled(subscriptionPageOpened, { scope });
    expect(scope.getState($overviewState)).toBe('ready');
    expect(scope.getState($overview)?.current?.id).toBe(11);
    expect(scope.getState($latestInvoices)).toBeNull();
  });

  it('cancels, then reads the overview again', async () => {
    let cancelled = false;
    const api = mockApi({
      'GET /api/subscriptions': () => json(200, makeOverview([makeSubscription(cancelled ? { status: 'cancelled', auto_renew: false } : {})])),
      'GET /api/invoices': () => json(200, [makeInvoice()]),
      'POST /api/subscriptions/11/cancel': () => {
        cancelled = true;
        return json(200, makeSubscription({ status: 'cancelled', auto_renew: false }));
      },
    });
    const scope = fork();
    await allSettled(subscriptionPageOpened, { scope });
    await allSettled(cancelFx, { scope, params: 11 });
    expect(scope.getState($cancelled)?.status).toBe('cancelled');
    expect(scope.getState($overview)?.current?.status).toBe('cancelled');
    expect(api.requests.filter((r) => new URL(r.url).pathname === '/api/subscriptions')).toHaveLength(2);
  });

  it('keeps the refusal of a cancellation', async () => {
    mockApi({ 'POST /api/subscriptions/11/cancel': () => json(409, { error: 'Cet abonnement est déjà résilié.' }) });
    const scope = fork();
    await allSettled(cancelFx, { scope, params: 11 });
    expect(scope.getState($cancelError)).toBe('Cet abonnement est déjà résilié.');
  });
});
