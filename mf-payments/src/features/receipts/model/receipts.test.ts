import { json, mockApi } from '@coloc/shared/testing';
import { allSettled, fork } from 'effector';
import { makeReceipt, makeRentRequest } from '../../../entities/receipts/testing';
import { $loadError, $loadState, $openRequests, $paidRequests, $receipts, receiptsOpened, receiptsRetried } from './receipts';

describe('receipts model', () => {
  it('loads the rents and the requests together, open and paid apart', async () => {
    const receipts = [makeReceipt()];
    mockApi({
      'GET /api/receipts': () => json(200, receipts),
      'GET /api/rent-requests': () => json(200, [makeRentRequest({ id: 6 }), makeRentRequest({ id: 5, status: 'paid' })]),
    });
    const scope = fork();
    await allSettled(receiptsOpened, { scope });
    expect(scope.getState($loadState)).toBe('ready');
    expect(scope.getState($receipts)).toEqual(receipts);
    expect(scope.getState($openRequests).map((r) => r.id)).toEqual([6]);
    expect(scope.getState($paidRequests).map((r) => r.id)).toEqual([5]);
  });

  it('keeps the French error and loads again on retry', async () => {
    let fail = true;
    mockApi({
      'GET /api/receipts': () => (fail ? json(500, { error: 'Erreur interne.' }) : json(200, [])),
      'GET /api/rent-requests': () => json(200, []),
    });
    const scope = fork();
    await allSettled(receiptsOpened, { scope });
    expect(scope.getState($loadState)).toBe('failed');
    expect(scope.getState($loadError)).toBe('Erreur interne.');
    fail = false;
    await allSettled(receiptsRetried, { scope });
    expect(scope.getState($loadState)).toBe('ready');
    expect(scope.getState($loadError)).toBeNull();
  });
});
