import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/*
 * Opt-in PostgreSQL suites: TEST_DATABASE_URL (or API_TEST_POSTGRES_URL, which runs the whole
 * suite on PostgreSQL) points to a server where the user may create databases
 * (e.g. postgres://postgres@127.0.0.1:5432/postgres). Without either they are skipped.
 */
export const adminUrl = process.env.TEST_DATABASE_URL?.trim() || process.env.API_TEST_POSTGRES_URL?.trim() || undefined;
export const describePg = adminUrl ? describe : describe.skip;

async function asAdmin(sql: string): Promise<void> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** A fresh database named after `prefix`: its URL, and a drop for afterAll. */
export async function createScratchDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const database = `${prefix}_${randomBytes(4).toString('hex')}`;
  await asAdmin(`create database ${database}`);
  const url = new URL(adminUrl!);
  url.pathname = `/${database}`;
  return { url: url.toString(), drop: () => asAdmin(`drop database if exists ${database} with (force)`) };
}
