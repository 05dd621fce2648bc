import { createTestApp, type TestContext } from '../../helpers/app';
import { MatchIndex } from '../../../src/modules/matching/match-index';

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
