import { json, mockApi } from '@coloc/shared/testing';
import { allSettled, fork } from 'effector';
import { makeHome } from '../../owner-common/testing';
import { makeLease } from '../testing';
import { $home, $leases, $loadState, createLeaseFx, leaseActionFx, leasesOpened } from './lease';

describe('lease model', () => {
  it("loads a home's leases and its rooms for a landlord", async () => {
    mockApi({ 'GET /api/homes/31/leases': () => json(200, [makeLease()]), 'GET /api/homes/31': () => json(200, makeHome()) });
    const scope = fork();
    await allSettled(leasesOpened, { scope, params: { kind: 'home', homeId: 31 } });
    expect(scope.getState($leases)).toHaveLength(1);
    expect(scope.getState($home)?.id).toBe(31);
    expect(scope.getState($loadState)).toBe('ready');
  });

  it("loads the tenant's own leases", async () => {
    const api = mockApi({ 'GET /api/my-leases': () => json(200, [makeLease({ status: 'sent', can_accept: true })]) });
    const scope = fork();
    await allSettled(leasesOpened, { scope, params: { kind: 'mine' } });
    expect(scope.getState($leases)[0]?.can_accept).toBe(true);
    expect(api.requests.map((r) => new URL(r.url).pathname)).toEqual(['/api/my-leases']);
  });

  it('reads the leases again after a creation and each action', async () => {
    let loads = 0;
    const api = mockApi({
      'GET /api/homes/31/leases': () => {
        loads += 1;
        return json(200, []);
      },
      'GET /api/homes/31': () => json(200, makeHome()),
      'POST /api/homes/31/leases': () => json(201, makeLease()),
      'POST /api/leases/4/send': () => json(200, makeLease({ status: 'sent' })),
      'POST /api/leases/4/cancel': () => json(409, { error: 'Ce bail a déjà été accepté.' }),
    });
    const scope = fork();
    await allSettled(leasesOpened, { scope, params: { kind: 'home', homeId: 31 } });
    const input = { kind: 'whole' as const, room_id: null, tenant_email: 'a@exemple.fr', start_date: '2026-04-01', duration_months: 12, rent: 900, charges: 80, deposit: 900, furnished: false, special_terms: null };
    await allSettled(createLeaseFx, { scope, params: { homeId: 31, input } });
    expect(await api.lastBody('POST /api/homes/31/leases')).toEqual(input);
    await allSettled(leaseActionFx, { scope, params: { id: 4, action: 'send' } });
    await allSettled(leaseActionFx, { scope, params: { id: 4, action: 'cancel' } });
    expect(loads).toBe(4);
  });
});
