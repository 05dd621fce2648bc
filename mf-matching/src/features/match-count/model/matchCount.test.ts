import { matchCountChanged, type User } from '@coloc/shared';
import { json, makeUser, mockApi } from '@coloc/shared/testing';
import { allSettled, createWatch, fork } from 'effector';
import { countRequested } from './matchCount';

function published(scope: ReturnType<typeof fork>): number[] {
  const counts: number[] = [];
  createWatch({ unit: matchCountChanged, fn: (count) => counts.push(count), scope });
  return counts;
}

const search = { id: 4, city_searches: [{ type: 'city', geoname: { id: 1, name: 'Lyon', country_id: 6, admin1_code: null, admin1_name: null, admin2_code: null, admin2_name: null } }] } as unknown as User['search'];

describe('match count source', () => {
  it("publishes a seeker's count of compatible profiles", async () => {
    mockApi({ 'GET /api/match/user-match-users': () => json(200, { HitsCount: 85 }) });
    const scope = fork();
    const counts = published(scope);
    await allSettled(countRequested, { scope, params: { user: makeUser({ search }), homeId: null } });
    expect(counts).toEqual([85]);
  });

  it('publishes 0 without calling the server for a seeker without cities', async () => {
    const api = mockApi({});
    const scope = fork();
    const counts = published(scope);
    await allSettled(countRequested, { scope, params: { user: makeUser(), homeId: null } });
    expect(counts).toEqual([0]);
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it("counts a professional's profiles for the home of the URL, reading the no_mandate answer", async () => {
    mockApi({ 'GET /api/homes/12/nb-matching-v4': () => json(409, { error: 'no_mandate\nSignez le mandat pour contacter ces profils.\n7' }) });
    const scope = fork();
    const counts = published(scope);
    await allSettled(countRequested, { scope, params: { user: makeUser({ type: 4 }), homeId: 12 } });
    expect(counts).toEqual([7]);
  });
});
