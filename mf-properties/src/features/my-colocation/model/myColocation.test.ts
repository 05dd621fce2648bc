import { json, mockApi } from '@coloc/shared/testing';
import { allSettled, fork } from 'effector';
import { makeColocation } from '../testing';
import { $colocation, $loadError, $loadState, leaseActionFx, myColocationOpened } from './myColocation';

describe('my colocation model', () => {
  it('loads the shared home', async () => {
    mockApi({ 'GET /api/my-colocation': () => json(200, makeColocation()) });
    const scope = fork();
    await allSettled(myColocationOpened, { scope });
    expect(scope.getState($loadState)).toBe('ready');
    expect(scope.getState($colocation)?.home.id).toBe(31);
  });

  it('reads a 404 as no shared home, and another error as a failure', async () => {
    mockApi({ 'GET /api/my-colocation': () => json(404, { error: "Vous n'avez pas de co-location." }) });
    const scope = fork();
    await allSettled(myColocationOpened, { scope });
    expect(scope.getState($loadState)).toBe('none');
    mockApi({ 'GET /api/my-colocation': () => json(500, { error: 'Erreur interne.' }) });
    await allSettled(myColocationOpened, { scope });
    expect(scope.getState($loadState)).toBe('failed');
    expect(scope.getState($loadError)).toBe('Erreur interne.');
  });

  it('reads the home again after a lease is accepted', async () => {
    let loads = 0;
    mockApi({
      'GET /api/my-colocation': () => {
        loads += 1;
        return json(200, makeColocation());
      },
      'POST /api/leases/4/accept': () => json(200, {}),
    });
    const scope = fork();
    await allSettled(myColocationOpened, { scope });
    await allSettled(leaseActionFx, { scope, params: { id: 4, action: 'accept' } });
    expect(loads).toBe(2);
  });
});
