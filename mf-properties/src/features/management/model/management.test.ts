import { json, mockApi } from '@coloc/shared/testing';
import { allSettled, fork } from 'effector';
import { HOME_ID, makeOverview } from '../../../entities/management/testing';
import { $loadError, $loadState, $overview, addTenancyFx, endTenancyFx, managementOpened, managementRetried, recordPaymentFx } from './management';

describe('management model', () => {
  it('loads the overview of the home', async () => {
    const overview = makeOverview();
    mockApi({ [`GET /api/homes/${HOME_ID}/management`]: () => json(200, overview) });
    const scope = fork();
    await allSettled(managementOpened, { scope, params: HOME_ID });
    expect(scope.getState($overview)).toEqual(overview);
    expect(scope.getState($loadState)).toBe('ready');
  });

  it('keeps the French error and retries', async () => {
    let fail = true;
    mockApi({
      [`GET /api/homes/${HOME_ID}/management`]: () => (fail ? json(403, { error: "Vous n'avez pas accès à ce logement." }) : json(200, makeOverview())),
    });
    const scope = fork();
    await allSettled(managementOpened, { scope, params: HOME_ID });
    expect(scope.getState($loadState)).toBe('failed');
    expect(scope.getState($loadError)).toBe("Vous n'avez pas accès à ce logement.");
    fail = false;
    await allSettled(managementRetried, { scope });
    expect(scope.getState($loadState)).toBe('ready');
    expect(scope.getState($loadError)).toBeNull();
  });

  it('reloads the totals after each change', async () => {
    let loads = 0;
    const api = mockApi({
      [`GET /api/homes/${HOME_ID}/management`]: () => {
        loads += 1;
        return json(200, makeOverview({ month: { period: '2026-03', due: 500, received: loads > 1 ? 500 : 0, late: 0 } }));
      },
      'PUT /api/rent-payments/71': () => json(200, { id: 71 }),
      [`POST /api/homes/${HOME_ID}/tenancies`]: () => json(201, { id: 9 }),
      'PUT /api/tenancies/7': () => json(200, { id: 7, status: 'ended' }),
    });
    const scope = fork();
    await allSettled(managementOpened, { scope, params: HOME_ID });
    await allSettled(recordPaymentFx, { scope, params: { id: 71, input: { amount_received: 500, received_on: '2026-03-05' } } });
    expect(await api.lastBody('PUT /api/rent-payments/71')).toEqual({ amount_received: 500, received_on: '2026-03-05' });
    expect(scope.getState($overview)?.month.received).toBe(500);
    await allSettled(addTenancyFx, {
      scope,
      params: { homeId: HOME_ID, input: { room_id: 2, tenant_name: 'Paul', tenant_email: 'paul@exemple.fr', start_date: '2026-04-01', rent: 400, charges: 40, deposit: 400 } },
    });
    await allSettled(endTenancyFx, { scope, params: { id: 7, endDate: '2026-03-31' } });
    expect(await api.lastBody('PUT /api/tenancies/7')).toEqual({ end_date: '2026-03-31' });
    expect(loads).toBe(4);
  });

  it('drops a slow answer for the previous home', async () => {
    let release: (() => void) | undefined;
    mockApi({
      'GET /api/homes/1/management': () => new Promise<Response>((resolve) => (release = () => resolve(json(200, makeOverview({ home_id: 1 }))))),
      'GET /api/homes/2/management': () => json(200, makeOverview({ home_id: 2 })),
    });
    const scope = fork();
    const first = allSettled(managementOpened, { scope, params: 1 });
    const second = allSettled(managementOpened, { scope, params: 2 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    release?.();
    await Promise.all([first, second]);
    expect(scope.getState($overview)?.home_id).toBe(2);
  });
});
