import { fetchUserFx } from '@coloc/shared';
import { json, makeUser, mockApi } from '@coloc/shared/testing';
import { allSettled, fork } from 'effector';
import { makeMandate } from '../testing';
import { $mandates, $panelStates, confirmDeclineFx, countersignClicked, declineClicked, mandatePanelOpened } from './mandate';

const quiet = () => fork({ handlers: [[fetchUserFx, () => makeUser({ type: 8 })]] });

describe('the mandate panel model', () => {
  it("loads a home's mandate", async () => {
    mockApi({ 'GET /api/homes/12/mandate': () => json(200, { mandate: makeMandate() }) });
    const scope = quiet();
    await allSettled(mandatePanelOpened, { scope, params: 12 });
    expect(scope.getState($mandates)[12]?.reference).toBe('MDT-ABC123');
    expect(scope.getState($panelStates)[12]).toBe('ready');
  });

  it('countersigns, then reads the properties again', async () => {
    const api = mockApi({
      'POST /api/mandates/5/countersign': () => json(200, makeMandate({ status: 'complete', can_countersign: false, agent_signed_at: '2026-11-22T10:00:00.000Z' })),
      'GET /api/properties': () => json(200, { items: [] }),
    });
    const scope = quiet();
    await allSettled(countersignClicked, { scope, params: makeMandate() });
    expect(scope.getState($mandates)[12]?.status).toBe('complete');
    expect(api.requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toContain('GET /api/properties');
  });

  it('declines only after the confirmation', async () => {
    const api = mockApi({ 'POST /api/mandates/5/decline': () => new Response(null, { status: 204 }), 'GET /api/properties': () => json(200, { items: [] }) });
    const no = fork({ handlers: [[confirmDeclineFx, (mandate: ReturnType<typeof makeMandate>) => ({ mandate, confirmed: false })], [fetchUserFx, () => makeUser({ type: 8 })]] });
    await allSettled(declineClicked, { scope: no, params: makeMandate() });
    expect(api.requests).toHaveLength(0);

    const yes = fork({ handlers: [[confirmDeclineFx, (mandate: ReturnType<typeof makeMandate>) => ({ mandate, confirmed: true })], [fetchUserFx, () => makeUser({ type: 8 })]] });
    await allSettled(declineClicked, { scope: yes, params: makeMandate() });
    expect(api.requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toContain('POST /api/mandates/5/decline');
    expect(yes.getState($mandates)[12]).toBeNull();
  });
});
