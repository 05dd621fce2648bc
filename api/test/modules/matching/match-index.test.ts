import { createTestApp, type TestContext } from '../../helpers/app';
import { resolveCriteria } from '../../../src/modules/matching/criteria';
import { findPeople } from '../../../src/modules/matching/find';
import { MatchIndex } from '../../../src/modules/matching/match-index';
import { insertCities } from '../homes/fixtures';
import { citySearch, seeker } from './fixtures';

let ctx: TestContext;
let count = 0;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

async function colocUser(): Promise<number> {
  count += 1;
  const now = new Date().toISOString();
  const row = await ctx.app.db
    .insertInto('users')
    .values({ email: `index.${count}@test.fr`, password_hash: 'x', first_name: 'Alex', name: 'Test', type: 1, registration_step: 100, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('the match index reads the change log', () => {
  it('applies a change that commits after a later one (an id below the last seen), then only newer rows', async () => {
    const db = ctx.app.db;
    const index = new MatchIndex();
    await index.ready(db);

    // What another instance's transaction looks like while it has not committed yet: its change
    // row holds an id, but a later transaction's row is visible first.
    const late = await colocUser();
    const lateRows = await db.selectFrom('match_changes').selectAll().where('user_id', '=', late).execute();
    expect(lateRows.length).toBeGreaterThan(0);
    await db.deleteFrom('match_changes').where('user_id', '=', late).execute();
    const early = await colocUser();
    await index.ready(db);
    expect(index.people.has(early)).toBe(true);
    expect(index.people.has(late)).toBe(false);

    // The late transaction commits: its rows appear below ids already applied.
    await db.insertInto('match_changes').values(lateRows).execute();
    await index.ready(db);
    expect(index.people.has(late)).toBe(true);

    // Once every id is seen, later writes still come through, deletions included.
    await db.deleteFrom('users').where('id', '=', early).execute();
    await index.ready(db);
    expect(index.people.has(early)).toBe(false);
    const next = await colocUser();
    await index.ready(db);
    expect(index.people.has(next)).toBe(true);
  });
});

describe('the match index repacks its entries', () => {
  it('finds the same people, once each, after moving every entry to a fresh copy', async () => {
    const db = ctx.app.db;
    const cities = await insertCities(db);
    // One person searching two cities (two grid cells), two searching one.
    const both = await seeker(ctx, { first_name: 'Basile', search: { city_searches: citySearch(cities.lyon, cities.villeurbanne), radius: 10 } });
    const lyon = await seeker(ctx, { first_name: 'Chloé', search: { city_searches: citySearch(cities.lyon), radius: 10 } });
    const me = await seeker(ctx, { first_name: 'Dora', search: { city_searches: citySearch(cities.lyon, cities.villeurbanne), radius: 10 } });
    const index = new MatchIndex();
    await index.ready(db);
    const { criteria } = await resolveCriteria(db, me.id, { search_id: me.searchId! });
    const find = () => findPeople(index, criteria, me.id, new Set(), null, '2026-11-27').map((entry) => entry.id).sort((a, b) => a - b);
    const before = find();
    expect(before).toEqual(expect.arrayContaining([both.id, lyon.id]));
    const entryBefore = index.people.get(both.id);

    index.repack();

    expect(index.people.get(both.id)).not.toBe(entryBefore);
    expect(index.people.get(both.id)?.person.profile.single).toEqual(entryBefore?.person.profile.single);
    expect(find()).toEqual(before);
    // A write after the repack replaces the copy in every cell of the entry.
    await db.updateTable('users').set({ registration_step: 50 }).where('id', '=', both.id).execute();
    await index.ready(db);
    expect(find()).toEqual(before.filter((id) => id !== both.id));
  });
});
