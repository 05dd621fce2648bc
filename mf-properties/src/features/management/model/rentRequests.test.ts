import { json, mockApi } from '@coloc/shared/testing';
import { allSettled, fork } from 'effector';
import { HOME_ID, makeOverview } from '../../../entities/management/testing';
import { managementOpened, recordPaymentFx } from './management';
import { $requestsByLine, cancelRentRequestFx, requestRentFx } from './rentRequests';

const request = (status: 'open' | 'paid') => ({ id: 5, rent_payment_id: 71, period: '2026-03', amount_cents: 50000, status, home_name: 'Colocation des Pentes', payee: null, created_at: '2026-03-02T09:00:00.000Z' });

describe('rent requests of the management screen', () => {
  it('loads them with the home and again after a request, a cancellation or a rent received', async () => {
    let answer: unknown[] = [];
    let loads = 0;
    mockApi({
      [`GET /api/homes/${HOME_ID}/management`]: () => json(200, makeOverview()),
      [`GET /api/homes/${HOME_ID}/rent-requests`]: () => {
        loads += 1;
        return json(200, answer);
      },
      'POST /api/rent-payments/71/request': () => {
        answer = [request('open')];
        return json(201, request('open'));
      },
      'DELETE /api/rent-requests/5': () => {
        answer = [];
        return new Response(null, { status: 204 });
      },
      'PUT /api/rent-payments/71': () => json(200, { id: 71 }),
    });
    const scope = fork();
    await allSettled(managementOpened, { scope, params: HOME_ID });
    expect(scope.getState($requestsByLine).size).toBe(0);
    await allSettled(requestRentFx, { scope, params: 71 });
    expect(scope.getState($requestsByLine).get(71)?.status).toBe('open');
    await allSettled(cancelRentRequestFx, { scope, params: 5 });
    expect(scope.getState($requestsByLine).size).toBe(0);
    answer = [request('paid')];
    await allSettled(recordPaymentFx, { scope, params: { id: 71, input: { amount_received: 500, received_on: '2026-03-05' } } });
    expect(scope.getState($requestsByLine).get(71)?.status).toBe('paid');
    expect(loads).toBe(4);
  });

  it('shows the lines without requests when they cannot be loaded', async () => {
    mockApi({
      [`GET /api/homes/${HOME_ID}/management`]: () => json(200, makeOverview()),
      [`GET /api/homes/${HOME_ID}/rent-requests`]: () => json(500, { error: 'Erreur interne.' }),
    });
    const scope = fork();
    await allSettled(managementOpened, { scope, params: HOME_ID });
    expect(scope.getState($requestsByLine).size).toBe(0);
  });
});
