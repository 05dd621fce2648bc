import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, type Generated } from 'kysely';
import { preparedQuery } from '../../src/db/prepared';
import { cachingSqliteDialect } from '../../src/db/sqlite-statement-cache';

interface TestDb {
  notes: { id: Generated<number>; owner: string; body: string; stars: number };
}

function openDb(rows: Array<[string, string, number]>): Kysely<TestDb> {
  const sqlite = new SqliteDatabase(':memory:');
  sqlite.exec('create table notes (id integer primary key, owner text not null, body text not null, stars integer not null)');
  const insert = sqlite.prepare('insert into notes (owner, body, stars) values (?, ?, ?)');
  for (const row of rows) insert.run(...row);
  return new Kysely<TestDb>({ dialect: cachingSqliteDialect(sqlite) });
}

const ROWS: Array<[string, string, number]> = [
  ['ana', 'a1', 3],
  ['ana', 'a2', 5],
  ['bob', 'b1', 1],
  ['bob', 'b2', 5],
  ['bob', 'b3', 4],
];

const notesOf = preparedQuery(['owner', 'minStars'], (db, { owner, minStars }: { owner: string; minStars: number }) =>
  (db as Kysely<TestDb>).selectFrom('notes').select(['id', 'body']).where('owner', '=', owner).where('stars', '>=', minStars).where('body', '!=', 'zz').orderBy('id').limit(2),
);

describe('preparedQuery', () => {
  let db: Kysely<TestDb>;
  beforeEach(() => {
    db = openDb(ROWS);
  });
  afterEach(async () => {
    await db.destroy();
  });

  it('answers what the same query built each time answers, for every value, with constants kept', async () => {
    for (const owner of ['ana', 'bob', 'nobody']) {
      for (const minStars of [0, 4, 5, 6]) {
        const built = await db.selectFrom('notes').select(['id', 'body']).where('owner', '=', owner).where('stars', '>=', minStars).where('body', '!=', 'zz').orderBy('id').limit(2).execute();
        expect(await notesOf.execute(db, { owner, minStars })).toEqual(built);
        expect(await notesOf.executeTakeFirst(db, { owner, minStars })).toEqual(built[0]);
      }
    }
  });

  it('compiles once per database and reads the data afresh on every call', async () => {
    const first = notesOf.compiled(db);
    await notesOf.execute(db, { owner: 'ana', minStars: 0 });
    expect(notesOf.compiled(db)).toBe(first);
    await db.insertInto('notes').values({ owner: 'ana', body: 'a0', stars: 9 }).execute();
    await db.deleteFrom('notes').where('body', '=', 'a1').execute();
    expect((await notesOf.execute(db, { owner: 'ana', minStars: 0 })).map((row) => row.body)).toEqual(['a2', 'a0']);

    const other = openDb([['ana', 'elsewhere', 1]]);
    try {
      expect(notesOf.compiled(other)).not.toBe(first);
      expect(await notesOf.execute(other, { owner: 'ana', minStars: 0 })).toEqual([{ id: 1, body: 'elsewhere' }]);
    } finally {
      await other.destroy();
    }
  });

  it("compiles in each database's own dialect (PostgreSQL numbers its parameters)", () => {
    // Compiling needs no connection: the pool is never asked for one.
    const postgres = new Kysely<TestDb>({ dialect: new PostgresDialect({ pool: {} as never }) });
    const compiled = notesOf.compiled(postgres);
    expect(compiled.sql).toContain('"owner" = $1');
    expect(compiled.sql).toContain('"stars" >= $2');
    expect(notesOf.compiled(db).sql).toContain('"owner" = ?');
  });

  it('refuses a value that is not bound as a parameter (its text would be compiled in)', () => {
    const wrong = preparedQuery(['owner'], (kysely, { owner }: { owner: string }) =>
      (kysely as Kysely<TestDb>).selectFrom('notes').select('id').where(sql<boolean>`owner = ${sql.raw(`'${String(owner)}'`)}`),
    );
    expect(() => wrong.compiled(db)).toThrow(/owner not bound as parameters/);
  });
});
