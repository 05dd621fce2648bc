import type { Compilable, CompiledQuery, Kysely } from 'kysely';

/*
 * A hot query of fixed shape (the session lookup on every signed-in request, the user object's
 * reads) built and compiled by Kysely once per database instead of on every call: building the
 * operation tree and compiling it to SQL cost more CPU than SQLite answering it.
 *
 * The query is built once with placeholders where the call's values go; each call swaps its own
 * values in, bound as parameters as before. Compiled once per database instance, because the SQL
 * is dialect-specific (`?` for SQLite, `$1` for PostgreSQL). Only for values that Kysely binds as
 * parameters (comparisons, `set` values): not for lists (`in`), limits, identifiers or raw SQL,
 * whose text would change with the value. Nothing of a result is kept.
 */

class Placeholder {
  constructor(readonly name: string) {}
}

export interface PreparedQuery<P, R> {
  /** All the rows, for these values. */
  execute(db: Kysely<any>, values: P): Promise<R[]>;
  /** The first row or undefined. */
  executeTakeFirst(db: Kysely<any>, values: P): Promise<R | undefined>;
  /** The compiled query for this database (for tests). */
  compiled(db: Kysely<any>): CompiledQuery<R>;
}

/**
 * `build(db, values)` must use each of `values` as a bound value only; it is called once per
 * database, with placeholders standing for the values.
 */
export function preparedQuery<P extends Record<string, unknown>, R>(names: readonly (keyof P & string)[], build: (db: Kysely<any>, values: P) => Compilable<R>): PreparedQuery<P, R> {
  const byDb = new WeakMap<Kysely<any>, CompiledQuery<R>>();
  const placeholders = Object.fromEntries(names.map((name) => [name, new Placeholder(name)])) as unknown as P;

  function compiled(db: Kysely<any>): CompiledQuery<R> {
    let query = byDb.get(db);
    if (!query) {
      query = build(db, placeholders).compile();
      const used = new Set(query.parameters.flatMap((value) => (value instanceof Placeholder ? [value.name] : [])));
      const unused = names.filter((name) => !used.has(name));
      // A value that did not end up as a parameter was written into the SQL text: refuse at once.
      if (unused.length > 0) throw new Error(`preparedQuery: ${unused.join(', ')} not bound as parameters in ${query.sql}`);
      byDb.set(db, query);
    }
    return query;
  }

  async function execute(db: Kysely<any>, values: P): Promise<R[]> {
    const query = compiled(db);
    const parameters = query.parameters.map((value) => (value instanceof Placeholder ? values[value.name] : value));
    const result = await db.executeQuery<R>({ ...query, parameters });
    return result.rows;
  }

  return {
    execute,
    async executeTakeFirst(db, values) {
      return (await execute(db, values))[0];
    },
    compiled,
  };
}
