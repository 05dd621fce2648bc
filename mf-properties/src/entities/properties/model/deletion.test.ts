import { fetchUserFx } from '@coloc/shared';
import { json, makeUser, mockApi } from '@coloc/shared/testing';
import { allSettled, createWatch, fork } from 'effector';
import { makeSummary } from '../testing';
import { $deletingHomeIds, confirmDeletionFx, homeDeleted, homeDeletionRequested } from './deletion';
import { $properties, loadPropertiesFx } from './properties';

function scopeWith(confirmed: boolean) {
  const asked: number[] = [];
  const scope = fork({
    handlers: [
      [confirmDeletionFx, (homeId: number) => {
        asked.push(homeId);
        return { homeId, confirmed };
      }],
      [fetchUserFx, () => makeUser({ type: 2 })],
    ],
  });
  const deleted: number[] = [];
  createWatch({ unit: homeDeleted, scope, fn: (id) => deleted.push(id) });
  return { scope, asked, deleted };
}

async function withList(scope: ReturnType<typeof fork>) {
  mockApi({ 'GET /api/properties': () => json(200, { items: [makeSummary({ id: 3, step: 1 }), makeSummary({ id: 4 })] }) });
  await allSettled(loadPropertiesFx, { scope });
}

describe('deleting a home', () => {
  it('asks first, then deletes and drops the home from the list', async () => {
    const { scope, asked, deleted } = scopeWith(true);
    await withList(scope);
    const api = mockApi({ 'DELETE /api/homes/3': () => new Response(null, { status: 204 }) });

    await allSettled(homeDeletionRequested, { scope, params: 3 });

    expect(asked).toEqual([3]);
    expect(api.requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual(['DELETE /api/homes/3']);
    expect(deleted).toEqual([3]);
    expect(scope.getState($properties).map((item) => item.home.id)).toEqual([4]);
    expect(scope.getState($deletingHomeIds)).toEqual([]);
  });

  it('does nothing when the confirmation is declined', async () => {
    const { scope, deleted } = scopeWith(false);
    await withList(scope);
    const api = mockApi({});

    await allSettled(homeDeletionRequested, { scope, params: 3 });

    expect(api.requests).toHaveLength(0);
    expect(deleted).toEqual([]);
    expect(scope.getState($properties)).toHaveLength(2);
  });

  it('only stops waiting when the delete fails (SPEC 8)', async () => {
    const { scope, deleted } = scopeWith(true);
    await withList(scope);
    mockApi({ 'DELETE /api/homes/3': () => json(403, { error: "Vous n'avez pas accès à ce logement." }) });
    const states: number[][] = [];
    createWatch({ unit: $deletingHomeIds, scope, fn: (ids) => states.push(ids) });

    await allSettled(homeDeletionRequested, { scope, params: 3 });

    expect(states).toEqual([[3], []]);
    expect(deleted).toEqual([]);
    expect(scope.getState($properties).map((item) => item.home.id)).toEqual([3, 4]);
  });

  it('ignores a second press while the delete runs', async () => {
    const { scope, asked } = scopeWith(true);
    let release: () => void = () => undefined;
    mockApi({ 'DELETE /api/homes/3': () => new Promise<Response>((resolve) => (release = () => resolve(new Response(null, { status: 204 })))) });
    const first = allSettled(homeDeletionRequested, { scope, params: 3 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scope.getState($deletingHomeIds)).toEqual([3]);
    const second = allSettled(homeDeletionRequested, { scope, params: 3 });
    release();
    await Promise.all([first, second]);
    expect(asked).toEqual([3]);
  });
});
