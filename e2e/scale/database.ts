// Read-only questions to the cluster's database, with the API's own drivers (SQLite or PostgreSQL).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { clusterInfo } from './cluster-env';

const requireFromApi = createRequire(join(__dirname, '..', '..', 'api', 'package.json'));

type Sqlite = new (file: string, options: { readonly: boolean }) => { prepare(sql: string): { all(): unknown[] }; close(): void };
type PgClient = { connect(): Promise<void>; query(sql: string): Promise<{ rows: unknown[] }>; end(): Promise<void> };
type PgModule = { Client: new (options: { connectionString: string }) => PgClient };

/** Rows of one SELECT written in SQL common to both engines. */
export async function query<T>(statement: string): Promise<T[]> {
  const { dataDir, databaseUrl } = clusterInfo();
  if (databaseUrl) {
    const { Client } = requireFromApi('pg') as PgModule;
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(statement)).rows as T[];
    } finally {
      await client.end();
    }
  }
  const Database = requireFromApi('better-sqlite3') as Sqlite;
  const db = new Database(join(dataDir, 'toitpartage.sqlite'), { readonly: true });
  try {
    return db.prepare(statement).all() as T[];
  } finally {
    db.close();
  }
}
