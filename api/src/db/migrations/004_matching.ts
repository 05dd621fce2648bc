import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../index';
import { withId } from './helpers';

/**
 * Matching (issue 4): likes and dislikes, and the change log that keeps the in-memory match index
 * in step with the database (modules/matching/match-index.ts).
 *
 * Every insert, update or delete of a user, profile, search, home or room appends the user id
 * and/or home id to match_changes, from a trigger: no module has to remember to notify matching,
 * and writes from seeds, the CLI or another API instance are seen too. Trigger syntax is the one
 * place where the two databases differ, so it is written twice here.
 */

/** Table, the user id and home id a row names (as `new.` / `old.` expressions), in trigger order. */
const WATCHED: ReadonlyArray<{ table: string; user: string | null; home: string | null }> = [
  { table: 'users', user: 'id', home: null },
  { table: 'profiles', user: 'user_id', home: null },
  { table: 'searches', user: 'user_id', home: null },
  { table: 'homes', user: 'user_id', home: 'id' },
  { table: 'rooms', user: null, home: 'home_id' },
];

const SQLITE_NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
const POSTGRES_NOW = `to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

function values(row: 'new' | 'old', watched: (typeof WATCHED)[number], now: string): string {
  const user = watched.user ? `${row}.${watched.user}` : 'null';
  const home = watched.home ? `${row}.${watched.home}` : 'null';
  return `insert into match_changes (user_id, home_id, changed_at) values (${user}, ${home}, ${now});`;
}

export async function up(db: Kysely<any>): Promise<void> {
  /*
   * One row per choice: `user_id` liked or disliked a person (target_user_id), a group
   * (target_group_id, reserved) or a home (target_home_id). `home_id` is the context: null for a
   * seeker's own choices, a home id for a professional's choices about profiles for that home.
   */
  await withId(db, db.schema.createTable('accordances'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('home_id', 'integer', (col) => col.references('homes.id').onDelete('cascade'))
    .addColumn('target_user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('target_group_id', 'integer')
    .addColumn('target_home_id', 'integer', (col) => col.references('homes.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // NULLs are distinct in a plain unique index on both databases, hence the coalesce expressions.
  await sql`create unique index accordances_unique_idx on accordances (user_id, coalesce(home_id, 0), coalesce(target_user_id, 0), coalesce(target_group_id, 0), coalesce(target_home_id, 0))`.execute(db);
  await db.schema.createIndex('accordances_user_type_idx').on('accordances').columns(['user_id', 'type', 'home_id']).execute();
  await db.schema.createIndex('accordances_target_user_idx').on('accordances').column('target_user_id').execute();
  await db.schema.createIndex('accordances_target_home_idx').on('accordances').column('target_home_id').execute();
  await db.schema.createIndex('accordances_home_id_idx').on('accordances').column('home_id').execute();

  await withId(db, db.schema.createTable('match_changes'))
    .addColumn('user_id', 'integer')
    .addColumn('home_id', 'integer')
    .addColumn('changed_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('match_changes_changed_at_idx').on('match_changes').column('changed_at').execute();

  if (dialectOf(db) === 'postgres') {
    for (const watched of WATCHED) {
      await sql
        .raw(
          `create function match_changes_${watched.table}() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    ${values('old', watched, POSTGRES_NOW)}
    return old;
  end if;
  ${values('new', watched, POSTGRES_NOW)}
  return new;
end
$$`,
        )
        .execute(db);
      await sql
        .raw(`create trigger match_changes_${watched.table} after insert or update or delete on ${watched.table} for each row execute function match_changes_${watched.table}()`)
        .execute(db);
    }
  } else {
    for (const watched of WATCHED) {
      for (const [event, row] of [['insert', 'new'], ['update', 'new'], ['delete', 'old']] as const) {
        await sql
          .raw(`create trigger match_changes_${watched.table}_${event} after ${event} on ${watched.table} begin ${values(row, watched, SQLITE_NOW)} end`)
          .execute(db);
      }
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    for (const watched of WATCHED) {
      await sql.raw(`drop trigger if exists match_changes_${watched.table} on ${watched.table}`).execute(db);
      await sql.raw(`drop function if exists match_changes_${watched.table}()`).execute(db);
    }
  } else {
    for (const watched of WATCHED) {
      for (const event of ['insert', 'update', 'delete']) await sql.raw(`drop trigger if exists match_changes_${watched.table}_${event}`).execute(db);
    }
  }
  await db.schema.dropTable('match_changes').ifExists().execute();
  await db.schema.dropTable('accordances').ifExists().execute();
}
