import { json, mockApi } from '@coloc/shared/testing';
import { allSettled, fork } from 'effector';
import { homeDeleted } from '../../../entities/properties/model/deletion';
import { makeHome, makeLandlord } from '../../../entities/properties/testing';
import { $barHome, $barLandlords, $barState, barHomeSelected, barRetried } from './propertyBar';

describe('property bar data', () => {
  it('loads the home named by home_id and its landlords', async () => {
    mockApi({
      'GET /api/homes/12': () => json(200, makeHome()),
      'GET /api/homes/12/landlords': () => json(200, [makeLandlord()]),
    });
    const scope = fork();
    await allSettled(barHomeSelected, { scope, params: 12 });
    expect(scope.getState($barState)).toBe('ready');
    expect(scope.getState($barHome)?.id).toBe(12);
    expect(scope.getState($barLandlords)).toHaveLength(1);
  });

  it("falls back on the user's first home, and says 'none' when there is no home (404 on default)", async () => {
    mockApi({ 'GET /api/homes/default': () => json(404, { error: 'Aucun logement.' }) });
    const scope = fork();
    await allSettled(barHomeSelected, { scope, params: null });
    expect(scope.getState($barState)).toBe('none');
    expect(scope.getState($barHome)).toBeNull();
  });

  it('keeps the home when only its landlords fail', async () => {
    mockApi({
      'GET /api/homes/default': () => json(200, makeHome({ id: 3 })),
      'GET /api/homes/3/landlords': () => json(500, { error: 'Erreur interne.' }),
    });
    const scope = fork();
    await allSettled(barHomeSelected, { scope, params: null });
    expect(scope.getState($barState)).toBe('ready');
    expect(scope.getState($barHome)?.id).toBe(3);
    expect(scope.getState($barLandlords)).toEqual([]);
  });

  it('drops the answer for a home that is no longer selected', async () => {
    let releaseSlow: () => void = () => undefined;
    mockApi({
      'GET /api/homes/12': () => new Promise<Response>((resolve) => (releaseSlow = () => resolve(json(200, makeHome({ id: 12 }))))),
      'GET /api/homes/12/landlords': () => json(200, []),
      'GET /api/homes/14': () => json(200, makeHome({ id: 14, name: 'Maison des Pentes' })),
      'GET /api/homes/14/landlords': () => json(200, []),
    });
    const scope = fork();
    const slow = allSettled(barHomeSelected, { scope, params: 12 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const fast = allSettled(barHomeSelected, { scope, params: 14 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    releaseSlow();
    await Promise.all([slow, fast]);
    expect(scope.getState($barHome)?.id).toBe(14);
  });

  it('shows the failure, then retries the same home', async () => {
    let calls = 0;
    mockApi({
      'GET /api/homes/12': () => (++calls === 1 ? json(500, { error: 'Erreur interne.' }) : json(200, makeHome())),
      'GET /api/homes/12/landlords': () => json(200, []),
    });
    const scope = fork();
    await allSettled(barHomeSelected, { scope, params: 12 });
    expect(scope.getState($barState)).toBe('failed');
    await allSettled(barRetried, { scope });
    expect(scope.getState($barState)).toBe('ready');
  });

  it('forgets a home deleted meanwhile', async () => {
    mockApi({ 'GET /api/homes/12': () => json(200, makeHome()), 'GET /api/homes/12/landlords': () => json(200, []) });
    const scope = fork();
    await allSettled(barHomeSelected, { scope, params: 12 });
    await allSettled(homeDeleted, { scope, params: 12 });
    expect(scope.getState($barHome)).toBeNull();
  });
});
