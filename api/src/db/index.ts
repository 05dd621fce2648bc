import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, type KyselyConfig } from 'kysely';
import { Pool } from 'pg';
import type { Config } from '../config';
import { cachingSqliteDialect } from './sqlite-statement-cache';
import type { Database } from './types';

export type { Database } from './types';
export type Db = Kysely<Database>;
export type DialectName = 'sqlite' | 'postgres';

export const SQLITE_FILE_NAME = 'toitpartage.sqlite';

/** `log`: Kysely's query log, for the benchmark and the query-plan tests that read the SQL sent. */
export function createDb(config: Pick<Config, 'dataDir' | 'databaseUrl'>, options: Pick<KyselyConfig, 'log'> = {}): Db {
  if (config.databaseUrl) {
    const pool = new Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle connection that the server closes (restart, failover, administrator) is reported on
    // the pool; without a listener that 'error' event would crash the process. The pool has already
    // dropped the connection and opens a new one for the next query.
    pool.on('error', (error) => console.error(`PostgreSQL: idle connection lost (${error.message})`));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...options });
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const sqlite = new SqliteDatabase(path.join(config.dataDir, SQLITE_FILE_NAME));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // Several processes (server, CLI, tests) may open the same file; wait instead of failing.
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: cachingSqliteDialect(sqlite), ...options });
}

export function dialectOf(db: Kysely<any>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Unique-constraint violation, for both drivers (lets a race on sign-up end as a 409, not a 500). */
export function isUniqueViolation(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

export function nowIso(date: Date = new Date()): string {
  return date.toISOString();
}

/** Integer 0/1 column value from a boolean. */
export function toInt(value: boolean): number {
  return value ? 1 : 0;
}

export function toBool(value: number | null | undefined): boolean {
  return value === 1 || (typeof value === 'number' && value !== 0);
}

/** count(*) is a bigint string on PostgreSQL and a number on SQLite. */
export function toCount(value: unknown): number {
  return typeof value === 'bigint' ? Number(value) : Number(value ?? 0);
}
