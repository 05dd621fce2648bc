import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createDb, SQLITE_FILE_NAME } from '../../src/db';
import { migrateToLatest } from '../../src/db/migrations';

/*
 * API_TEST_POSTGRES_URL (an admin URL, e.g. postgres://postgres:postgres@127.0.0.1:5432/postgres)
 * runs every createTestApp on its own fresh PostgreSQL database instead of a SQLite file.
 * The schema is migrated once into a template database named after the migrations' source, so
 * each app costs one CREATE DATABASE … TEMPLATE, not a migration run; later runs reuse it.
 */
export const postgresAdminUrl = process.env.API_TEST_POSTGRES_URL?.trim() || null;

/** The engine every createTestApp of this run uses. */
export const testEngine: 'sqlite' | 'postgres' = postgresAdminUrl ? 'postgres' : 'sqlite';

const TEMPLATE_PREFIX = 'tp_tpl_';
const APP_PREFIX = 'tp_t_';
/** Serialises template builds between jest workers (any fixed 64-bit key). */
const TEMPLATE_LOCK_KEY = 824_411_008;

const MIGRATIONS_DIR = path.resolve(__dirname, '../../src/db/migrations');

/** Changes whenever a migration's source does, so an edited migration gets a new template. */
function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(file);
    hash.update(fs.readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, run: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Databases left by test processes that died before closing their apps. */
async function dropOrphans(admin: Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${APP_PREFIX}%`]);
  for (const { datname } of rows) {
    const pid = Number(datname.slice(APP_PREFIX.length).split('_')[0]);
    if (Number.isInteger(pid) && pid !== process.pid && !isAlive(pid)) {
      await admin.query(`drop database if exists ${datname} with (force)`).catch(() => undefined);
    }
  }
}

async function buildTemplate(adminUrl: string, admin: Client, template: string): Promise<void> {
  const building = `${template}_build`;
  await admin.query(`drop database if exists ${building} with (force)`);
  await admin.query(`create database ${building}`);
  const db = createDb({ dataDir: '', databaseUrl: databaseUrl(adminUrl, building) });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  // Renamed only once complete: a crash mid-migration never leaves a usable half template.
  await admin.query(`alter database ${building} rename to ${template}`);
  await admin.query(`alter database ${template} is_template true allow_connections false`);
  const stale = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1 and datname <> $2', [
    `${TEMPLATE_PREFIX}%`,
    template,
  ]);
  for (const { datname } of stale.rows) {
    await admin.query(`alter database ${datname} is_template false`).catch(() => undefined);
    await admin.query(`drop database if exists ${datname}`).catch(() => undefined);
  }
}

let templateReady: Promise<string> | null = null;

/** The migrated template's name, built by whichever worker gets there first. */
function migratedTemplate(adminUrl: string): Promise<string> {
  templateReady ??= withAdmin(adminUrl, async (admin) => {
    const template = `${TEMPLATE_PREFIX}${migrationsFingerprint()}`;
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (exists.rowCount === 0) await buildTemplate(adminUrl, admin, template);
      await dropOrphans(admin);
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
    return template;
  }).catch((error: unknown) => {
    templateReady = null;
    throw error;
  });
  return templateReady;
}

/**
 * pg's Pool.end() resolves once it has asked its connections to close, not once they are closed:
 * a forced drop right away would kill them under the closing clients, which then report an error.
 */
async function dropWhenDisconnected(admin: Client, database: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { rows } = await admin.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [database]);
    if (rows[0]!.n === 0) break;
    // Waits on the server: a test may still have jest's fake timers installed.
    await admin.query('select pg_sleep(0.1)');
  }
  await admin.query(`drop database if exists ${database} with (force)`);
}

let counter = 0;

/** A new, migrated, empty PostgreSQL database for one test app: its URL and its drop. */
export async function createPostgresTestDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  counter += 1;
  const database = `${APP_PREFIX}${process.pid}_${counter}_${randomBytes(3).toString('hex')}`;
  const create = async () => {
    const template = await migratedTemplate(adminUrl);
    await withAdmin(adminUrl, (admin) => admin.query(`create database ${database} template ${template}`));
  };
  try {
    await create();
  } catch (error) {
    // Another run with other migrations replaced the template meanwhile: build ours again.
    if ((error as { code?: string }).code !== '3D000') throw error;
    templateReady = null;
    await create();
  }
  return {
    url: databaseUrl(adminUrl, database),
    drop: () => withAdmin(adminUrl, (admin) => dropWhenDisconnected(admin, database)),
  };
}

/*
 * SQLite: the same idea with a file. The schema is migrated once into a template file in the
 * temporary directory (named after the migrations' source) and each app starts from a copy, so
 * buildApp finds every migration applied instead of running them all.
 */
const SQLITE_TEMPLATE_PREFIX = 'tp-api-test-template-';

function sqliteTemplatePath(): string {
  return path.join(os.tmpdir(), `${SQLITE_TEMPLATE_PREFIX}${migrationsFingerprint()}.sqlite`);
}

async function buildSqliteTemplate(template: string): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-api-template-'));
  try {
    const db = createDb({ dataDir: dir, databaseUrl: null });
    try {
      await migrateToLatest(db);
    } finally {
      // Closing the last connection checkpoints the WAL into the file: the copy is complete alone.
      await db.destroy();
    }
    // Several jest workers may build it at once: each renames a complete file, the last one wins.
    fs.renameSync(path.join(dir, SQLITE_FILE_NAME), template);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  for (const file of fs.readdirSync(os.tmpdir())) {
    if (file.startsWith(SQLITE_TEMPLATE_PREFIX) && path.join(os.tmpdir(), file) !== template) fs.rmSync(path.join(os.tmpdir(), file), { force: true });
  }
}

/** Puts a migrated, empty SQLite database where createDb will open it for this data folder. */
export async function copyMigratedSqlite(dataDir: string): Promise<void> {
  const template = sqliteTemplatePath();
  fs.mkdirSync(dataDir, { recursive: true });
  const target = path.join(dataDir, SQLITE_FILE_NAME);
  try {
    fs.copyFileSync(template, target);
  } catch (error) {
    // No template yet (or another run with other migrations just replaced it).
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await buildSqliteTemplate(template);
    fs.copyFileSync(template, target);
  }
}
