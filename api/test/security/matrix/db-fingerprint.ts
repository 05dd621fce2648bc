import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../../src/db';

/**
 * Columns a request may write without changing anything that matters: the session's sliding
 * "last seen" mark is touched by any authenticated request, refused or not.
 */
const VOLATILE_COLUMNS: Record<string, readonly string[]> = { sessions: ['last_seen_at'] };

export interface DatabaseWatch {
  /** Before a call: remembers the state of every row. */
  before(): Promise<void>;
  /** After it: whether any row differs (volatile columns aside). */
  changed(): Promise<boolean>;
}

/**
 * Hashes every row of every table (SQLite or PostgreSQL). On SQLite, total_changes() of the one
 * connection tells when nothing at all was written, so most refused calls need no hashing.
 */
export async function watchDatabase(db: Db): Promise<DatabaseWatch> {
  const tables = (await db.introspection.getTables())
    .filter((table) => !table.isView && !/^kysely_/.test(table.name))
    .map((table) => ({
      name: table.name,
      columns: table.columns.map((column) => column.name).filter((column) => !(VOLATILE_COLUMNS[table.name] ?? []).includes(column)),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));

  async function hashAll(): Promise<string> {
    const hash = createHash('sha256');
    for (const table of tables) {
      const rows = await sql<Record<string, unknown>>`select ${sql.join(table.columns.map((c) => sql.ref(c)))} from ${sql.table(table.name)}`.execute(db);
      // Not every table has an id to order by: the serialized rows are sorted instead.
      const lines = rows.rows.map((row) => JSON.stringify(row, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))).sort();
      hash.update(`${table.name}\n${lines.join('\n')}\n`);
    }
    return hash.digest('hex');
  }

  const sqlite = await sql<{ n: number }>`select total_changes() as n`
    .execute(db)
    .then(() => true)
    .catch(() => false);
  const writes = async (): Promise<number | null> => (sqlite ? Number((await sql<{ n: number }>`select total_changes() as n`.execute(db)).rows[0]!.n) : null);

  let known: { hash: string; writes: number | null } | null = null;
  let start: { hash: string; writes: number | null } | null = null;

  return {
    async before() {
      const now = await writes();
      if (!known || now === null || known.writes !== now) known = { hash: await hashAll(), writes: now };
      start = known;
    },
    async changed() {
      if (!start) throw new Error('before() first');
      const now = await writes();
      if (now !== null && now === start.writes) return false;
      known = { hash: await hashAll(), writes: now };
      return known.hash !== start.hash;
    },
  };
}
