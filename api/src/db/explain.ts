import { CompiledQuery, sql, type Kysely } from 'kysely';
import { dialectOf } from './index';

/**
 * The plan the database would follow for a query, one line per step: SQLite's EXPLAIN QUERY PLAN
 * details, PostgreSQL's EXPLAIN text. `avoidSeqScan` asks PostgreSQL for its best plan with
 * sequential scans priced out, which tells whether an index can serve the query on tables too
 * small for the planner to bother (SQLite always answers that way without statistics).
 */
export async function queryPlan(db: Kysely<any>, query: CompiledQuery, options: { avoidSeqScan?: boolean } = {}): Promise<string[]> {
  if (dialectOf(db) === 'sqlite') {
    const rows = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]));
    return rows.rows.map((row) => row.detail);
  }
  return db.connection().execute(async (connection) => {
    if (options.avoidSeqScan) await sql`set enable_seqscan = off`.execute(connection);
    try {
      const rows = await connection.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]));
      return rows.rows.map((row) => row['QUERY PLAN']);
    } finally {
      if (options.avoidSeqScan) await sql`reset enable_seqscan`.execute(connection);
    }
  });
}
