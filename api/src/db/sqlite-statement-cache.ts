import type BetterSqlite3 from 'better-sqlite3';
import { SqliteDialect, SqliteQueryCompiler, ValueNode, type LimitNode, type QueryCompiler, type SqliteDatabase, type SqliteStatement } from 'kysely';

/**
 * Kysely's SQLite driver prepares every query it runs, and compiling SQL is most of the cost of a
 * short indexed lookup (a quarter of the CPU of GET /api/users/myself). The SQL text of a Kysely
 * query only depends on its shape, values being bound parameters, so a handful of texts come back
 * on every request: keeping their compiled statements saves that work.
 *
 * Only the compiled SQL is kept, never a result: each call binds its own parameters and reads the
 * database afresh. SQLite recompiles a kept statement by itself after a schema change (migrations).
 *
 * A kept statement is only worth it if SQLite does not recompile it anyway: the SQLite of
 * better-sqlite3 12 (3.53) lets the planner read the value bound to `limit ?`, and any new binding
 * of that parameter (better-sqlite3 binds on every run) expires the statement, so `select * from
 * homes … limit ?` was compiled afresh on every call (measured ~80 µs, against ~2 µs with
 * `limit 1`). Integer limits are therefore written into the SQL: one statement per distinct limit.
 */

/** Distinct texts kept; `in (?, ?, …)` lists of every length make the set open-ended. */
export const DEFAULT_STATEMENT_CACHE_SIZE = 500;

type Statement = BetterSqlite3.Statement<unknown[], unknown>;

/**
 * What Kysely sees of a statement: no raw/pluck/expand/safeIntegers switch is reachable, so a mode
 * set on one use can never leak into the next use of the same text.
 */
function statementFacade(statement: Statement): SqliteStatement {
  return {
    reader: statement.reader,
    // An array argument binds its items in order, as Kysely's own driver passes them.
    all: (parameters) => statement.all(parameters),
    run: (parameters) => statement.run(parameters),
    iterate: (parameters) => statement.iterate(parameters),
  };
}

export interface CachingSqliteDatabase extends SqliteDatabase {
  /** Statements currently kept (for tests). */
  readonly cachedStatements: number;
}

/** `database` as Kysely's SqliteDialect wants it, preparing each distinct SQL text once (LRU-bounded). */
export function withStatementCache(database: BetterSqlite3.Database, maxSize = DEFAULT_STATEMENT_CACHE_SIZE): CachingSqliteDatabase {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const cache = new Map<string, { statement: Statement; facade: SqliteStatement }>();
  return {
    get cachedStatements() {
      return cache.size;
    },
    prepare(sql) {
      const entry = cache.get(sql);
      if (entry) {
        // A statement still being iterated cannot run again until its iterator ends: that (rare)
        // caller gets a statement of its own rather than an error.
        if (entry.statement.busy) return statementFacade(database.prepare(sql));
        cache.delete(sql);
        cache.set(sql, entry);
        return entry.facade;
      }
      const statement = database.prepare(sql);
      const created = { statement, facade: statementFacade(statement) };
      cache.set(sql, created);
      if (cache.size > maxSize) cache.delete(cache.keys().next().value!);
      return created.facade;
    },
    close() {
      cache.clear();
      database.close();
    },
  };
}

/** Writes integer limits as literals (see above); anything else stays a bound parameter. */
class InlineLimitSqliteQueryCompiler extends SqliteQueryCompiler {
  protected override visitLimit(node: LimitNode): void {
    const limit = node.limit;
    if (ValueNode.is(limit) && !limit.immediate && isSafeInteger(limit.value)) {
      this.append(`limit ${limit.value}`);
      return;
    }
    super.visitLimit(node);
  }
}

function isSafeInteger(value: unknown): value is number | bigint {
  return typeof value === 'bigint' || Number.isSafeInteger(value);
}

class CachingSqliteDialect extends SqliteDialect {
  override createQueryCompiler(): QueryCompiler {
    return new InlineLimitSqliteQueryCompiler();
  }
}

/** Kysely's SQLite dialect over `database`, with the statement cache and literal limits above. */
export function cachingSqliteDialect(database: BetterSqlite3.Database, maxSize = DEFAULT_STATEMENT_CACHE_SIZE): SqliteDialect {
  return new CachingSqliteDialect({ database: withStatementCache(database, maxSize) });
}
