import SqliteDatabase from 'better-sqlite3';
import { Kysely, sql, type Generated } from 'kysely';
import { cachingSqliteDialect, withStatementCache } from '../../src/db/sqlite-statement-cache';

interface TestDb {
  notes: { id: Generated<number>; owner: string; body: string };
}

function openDatabase() {
  const sqlite = new SqliteDatabase(':memory:');
  sqlite.exec('create table notes (id integer primary key, owner text not null, body text not null)');
  const insert = sqlite.prepare('insert into notes (owner, body) values (?, ?)');
  for (const [owner, body] of [['ana', 'a1'], ['ana', 'a2'], ['bob', 'b1'], ['bob', 'b2'], ['bob', 'b3']]) insert.run(owner, body);
  const prepared: string[] = [];
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((text: string) => {
    prepared.push(text);
    return prepare(text);
  }) as typeof sqlite.prepare;
  return { sqlite, prepared };
}

describe('SQLite statement cache', () => {
  let sqlite: SqliteDatabase.Database;
  let prepared: string[];
  let db: Kysely<TestDb>;

  beforeEach(() => {
    ({ sqlite, prepared } = openDatabase());
    db = new Kysely<TestDb>({ dialect: cachingSqliteDialect(sqlite) });
  });

  afterEach(async () => {
    await db.destroy();
  });

  const bodiesOf = (owner: string) => db.selectFrom('notes').select('body').where('owner', '=', owner).orderBy('id').execute();

  it('prepares a query once and binds each call its own values', async () => {
    expect(await bodiesOf('ana')).toEqual([{ body: 'a1' }, { body: 'a2' }]);
    expect(await bodiesOf('bob')).toEqual([{ body: 'b1' }, { body: 'b2' }, { body: 'b3' }]);
    expect(await bodiesOf('nobody')).toEqual([]);
    expect(prepared).toHaveLength(1);
  });

  it('reads the database afresh on every call: a write is seen by the next read', async () => {
    expect(await bodiesOf('ana')).toHaveLength(2);
    const inserted = await db.insertInto('notes').values({ owner: 'ana', body: 'a3' }).returning('id').executeTakeFirstOrThrow();
    expect(inserted.id).toBe(6);
    await db.updateTable('notes').set({ body: 'a1 bis' }).where('body', '=', 'a1').execute();
    const deleted = await db.deleteFrom('notes').where('body', '=', 'a2').executeTakeFirst();
    expect(deleted.numDeletedRows).toBe(1n);
    expect(await bodiesOf('ana')).toEqual([{ body: 'a1 bis' }, { body: 'a3' }]);
  });

  it('writes integer limits into the SQL, so that SQLite does not recompile the statement on every run', async () => {
    const query = db.selectFrom('notes').select('body').where('owner', '=', 'bob').orderBy('id').limit(2);
    expect(query.compile().sql).toBe('select "body" from "notes" where "owner" = ? order by "id" limit 2');
    expect(query.compile().parameters).toEqual(['bob']);
    expect(await query.execute()).toEqual([{ body: 'b1' }, { body: 'b2' }]);
    // Anything but an integer stays a bound parameter, never text in the SQL.
    const expression = db.selectFrom('notes').select('body').limit(sql<number>`${'1; drop table notes'}`);
    expect(expression.compile().sql).toBe('select "body" from "notes" limit ?');
  });

  it('keeps transactions working, rollback included', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ owner: 'ana', body: 'lost' }).execute();
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    await db.transaction().execute((trx) => trx.insertInto('notes').values({ owner: 'ana', body: 'kept' }).execute());
    expect((await bodiesOf('ana')).map((row) => row.body)).toEqual(['a1', 'a2', 'kept']);
  });

  it('streams rows', async () => {
    const bodies: string[] = [];
    for await (const row of db.selectFrom('notes').select('body').where('owner', '=', 'bob').orderBy('id').stream()) bodies.push(row.body);
    expect(bodies).toEqual(['b1', 'b2', 'b3']);
  });

  it('sees a schema change made after the statement was kept', async () => {
    const everything = () => db.selectFrom('notes').selectAll().where('id', '=', 1).execute();
    expect(Object.keys((await everything())[0]!)).toEqual(['id', 'owner', 'body']);
    await sql`alter table notes add column color text default 'blue'`.execute(db);
    expect((await everything())[0]).toEqual({ id: 1, owner: 'ana', body: 'a1', color: 'blue' });
  });
});

describe('withStatementCache', () => {
  it('keeps at most maxSize statements, the least recently used going first', () => {
    const { sqlite, prepared } = openDatabase();
    const cache = withStatementCache(sqlite, 2);
    const count = (owner: string) => cache.prepare('select count(*) as n from notes where owner = ?').all([owner]);
    count('ana');
    cache.prepare('select 1').all([]);
    count('bob'); // the count is now the most recently used
    cache.prepare('select 2').all([]); // evicts "select 1"
    expect(cache.cachedStatements).toBe(2);
    expect(count('bob')).toEqual([{ n: 3 }]);
    cache.prepare('select 1').all([]);
    expect(prepared).toEqual(['select count(*) as n from notes where owner = ?', 'select 1', 'select 2', 'select 1']);
    cache.close();
    expect(sqlite.open).toBe(false);
  });

  it('gives a statement of its own to a caller while the kept one is still being iterated', () => {
    const { sqlite } = openDatabase();
    const cache = withStatementCache(sqlite);
    const text = 'select body from notes where owner = ? order by id';
    const iterator = cache.prepare(text).iterate(['bob']);
    expect(iterator.next().value).toEqual({ body: 'b1' });
    expect(cache.prepare(text).all(['ana'])).toEqual([{ body: 'a1' }, { body: 'a2' }]);
    expect([...iterator]).toEqual([{ body: 'b2' }, { body: 'b3' }]);
    expect(cache.prepare(text).reader).toBe(true);
    expect(cache.prepare('delete from notes where id = ?').reader).toBe(false);
    cache.close();
  });
});
