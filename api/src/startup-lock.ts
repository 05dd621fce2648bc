import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import type { Config } from './config';
import { dialectOf, type Db } from './db';

/**
 * Start-up work (migrations, demo seed on an empty database) is done by one instance at a time:
 * two instances started together on an empty database would otherwise both seed the cities and
 * the demo accounts. The lock belongs to the process, so a crashed instance never leaves it held:
 * on PostgreSQL a session advisory lock (freed with its connection), on SQLite an exclusive
 * transaction on a small file beside the database (freed by the operating system).
 */

/** Any fixed number, the same for every instance of one installation. */
export const PG_STARTUP_LOCK_ID = 7_208_314_556;
export const SQLITE_STARTUP_LOCK_FILE = 'startup.lock';

export interface StartupLockOptions {
  /** Called once when another instance holds the lock, before waiting for it. */
  onWait?: () => void;
  /** SQLite only: how often the lock is tried again. */
  pollMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function withStartupLock<T>(
  db: Db,
  config: Pick<Config, 'dataDir'>,
  work: () => Promise<T>,
  options: StartupLockOptions = {},
): Promise<T> {
  if (dialectOf(db) === 'postgres') {
    return db.connection().execute(async (connection) => {
      const id = sql.lit(PG_STARTUP_LOCK_ID);
      const tried = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${id}) as locked`.execute(connection);
      if (!tried.rows[0]?.locked) {
        options.onWait?.();
        await sql`select pg_advisory_lock(${id})`.execute(connection);
      }
      try {
        return await work();
      } finally {
        await sql`select pg_advisory_unlock(${id})`.execute(connection);
      }
    });
  }

  // Not the database file itself: an exclusive transaction there would also block this process's
  // own connection.
  const lock = new SqliteDatabase(path.join(config.dataDir, SQLITE_STARTUP_LOCK_FILE));
  try {
    lock.pragma('busy_timeout = 0');
    for (let waited = false; ; ) {
      try {
        lock.exec('BEGIN EXCLUSIVE');
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
        if (!waited) options.onWait?.();
        waited = true;
        await sleep(options.pollMs ?? 200);
      }
    }
    try {
      return await work();
    } finally {
      lock.exec('ROLLBACK');
    }
  } finally {
    lock.close();
  }
}
