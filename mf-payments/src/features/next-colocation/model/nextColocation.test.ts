import { $user } from '@coloc/shared';
import { json, makeUser, mockApi } from '@coloc/shared/testing';
import { allSettled, fork } from 'effector';
import { LYON, makePlan, makeSearch, NANTES } from '../testing';
import { $loadState, $plan, nextColocationOpened, showColocationsFx } from './nextColocation';

const form = { moveDate: '2026-09-01', cities: [LYON, NANTES], budget: '650', note: '' };

describe('next co-location model', () => {
  it('loads the plan', async () => {
    mockApi({ 'GET /api/next-colocation': () => json(200, makePlan()) });
    const scope = fork();
    await allSettled(nextColocationOpened, { scope });
    expect(scope.getState($loadState)).toBe('ready');
    expect(scope.getState($plan)).toEqual(makePlan());
  });

  it('saves the plan, updates only cities and budget of the saved search, and gives the session the new search', async () => {
    const saved = makeSearch({ city_searches: [{ type: 'city', geoname: LYON }, { type: 'city', geoname: NANTES }], per_room_budget_max: 650 });
    const api = mockApi({
      'PUT /api/next-colocation': () => json(200, makePlan({ updated_at: '2026-03-15T10:00:00.000Z' })),
      'PUT /api/searches/9': () => json(200, saved),
    });
    const user = makeUser({ search: makeSearch(), search_id: 9 });
    const scope = fork({ values: [[$user, user]] });
    await allSettled(showColocationsFx, { scope, params: { form, user } });
    expect(await api.lastBody('PUT /api/next-colocation')).toEqual({ move_date: '2026-09-01', city_ids: [LYON.id, NANTES.id], budget_max_cents: 65000, note: null });
    expect(await api.lastBody('PUT /api/searches/9')).toEqual({
      city_searches: [
        { type: 'city', geoname: LYON },
        { type: 'city', geoname: NANTES },
      ],
      per_room_budget_max: 650,
    });
    expect(scope.getState($user)?.search).toEqual(saved);
    expect(scope.getState($plan)?.updated_at).toBe('2026-03-15T10:00:00.000Z');
  });

  it('creates the search when the user has none', async () => {
    const api = mockApi({
      'PUT /api/next-colocation': () => json(200, makePlan({ updated_at: '2026-03-15T10:00:00.000Z' })),
      'POST /api/searches': () => json(201, makeSearch({ id: 12 })),
    });
    const user = makeUser({ search: null, search_id: null });
    const scope = fork({ values: [[$user, user]] });
    await allSettled(showColocationsFx, { scope, params: { form, user } });
    expect(await api.lastBody('POST /api/searches')).toMatchObject({ per_room_budget_max: 650 });
    expect(scope.getState($user)?.search_id).toBe(12);
  });

  it('does not touch the search when the plan is refused', async () => {
    const api = mockApi({ 'PUT /api/next-colocation': () => json(400, { error: 'La date de déménagement ne peut pas être passée.' }) });
    const user = makeUser({ search: makeSearch(), search_id: 9 });
    const scope = fork({ values: [[$user, user]] });
    const result = await allSettled(showColocationsFx, { scope, params: { form, user } });
    expect(result.status).toBe('fail');
    expect(api.requests.some((r) => r.url.includes('/api/searches'))).toBe(false);
    expect(scope.getState($user)).toEqual(user);
  });
});
