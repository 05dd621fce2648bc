import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type App } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../../src/plugins/session';
import { copyMigratedSqlite, createPostgresTestDatabase, postgresAdminUrl, testEngine } from './test-database';

export { testEngine } from './test-database';

/**
 * For the few tests that only make sense on the SQLite file (they open it themselves, or test a
 * SQLite behaviour): skipped when the suite runs on PostgreSQL (API_TEST_POSTGRES_URL).
 */
export const describeSqliteOnly = testEngine === 'sqlite' ? describe : describe.skip;
export const itSqliteOnly = testEngine === 'sqlite' ? it : it.skip;

export interface TestContext {
  app: App;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/** Limits high enough that ordinary tests never meet them; rate-limit tests set their own. */
export const RELAXED_RATE_LIMITS: Config['rateLimits'] = {
  signinPerMinute: 1000,
  signupPerMinute: 1000,
  resetPerMinute: 1000,
  contactPerMinute: 1000,
  accountFailures: 1000,
  sourceFreeFailures: 1000,
  accountWindowMinutes: 15,
  // Tests sign up the same address more than once; the mail limit has its own test.
  signupMailMinutes: 0,
};

export type ConfigOverrides = Partial<Omit<Config, 'rateLimits'>> & { rateLimits?: Partial<Config['rateLimits']> };

/**
 * A fresh app on its own temporary DATA_DIR (outbox, images) and an empty WEB_ROOT, with its own
 * empty database: a SQLite file in DATA_DIR, or a new PostgreSQL database when
 * API_TEST_POSTGRES_URL is set (unless the test passes its own databaseUrl).
 */
export async function createTestApp(overrides: ConfigOverrides = {}): Promise<TestContext> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tp-api-test-'));
  const { rateLimits, ...rest } = overrides;
  const ownDatabase = postgresAdminUrl && rest.databaseUrl === undefined ? await createPostgresTestDatabase(postgresAdminUrl) : null;
  const config: Config = {
    ...loadConfig({}),
    dataDir,
    webRoot: path.join(dataDir, 'web'),
    publicUrl: 'http://localhost:8080',
    logLevel: 'silent',
    // Alert ticks are run by the tests that want them (alertsOf(app).tick()).
    alerts: { ...loadConfig({}).alerts, worker: false },
    ...(ownDatabase ? { databaseUrl: ownDatabase.url } : {}),
    ...rest,
    rateLimits: { ...RELAXED_RATE_LIMITS, ...rateLimits },
  };
  if (!config.databaseUrl) await copyMigratedSqlite(config.dataDir);
  const cleanUp = async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
    await ownDatabase?.drop();
  };
  let app: App;
  try {
    app = await buildApp(config);
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return {
    app,
    config,
    dataDir,
    async close() {
      await app.close();
      await cleanUp();
    },
  };
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${counter}@exemple.fr`;
}

export interface SignupInput {
  email?: string;
  password?: string;
  first_name?: string;
  name?: string;
  type?: string;
  business_name?: string;
  newsletter?: boolean;
}

export const DEFAULT_PASSWORD = 'motdepasse-solide';

/**
 * The `name=value` pair of the session cookie set by a response, for a Cookie header: `tp_session`
 * over plain HTTP, `__Host-tp_session` when the test app's PUBLIC_URL is https.
 */
export function sessionCookie(response: LightMyRequestResponse): string | null {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE || c.name === SECURE_SESSION_COOKIE);
  return cookie && cookie.value ? `${cookie.name}=${cookie.value}` : null;
}

/**
 * The link of the newest outbox mail to `to` that matches `pattern` (its first group is the token),
 * after pending deliveries finished; null when there is none.
 */
export async function linkTokenFromMail(app: App, to: string, pattern: RegExp): Promise<string | null> {
  await app.mailer.flush();
  const dir = app.mailer.outboxDir;
  if (!dir) return null;
  let files: string[];
  try {
    files = (await fs.readdir(dir)).filter((f) => f.endsWith('.eml')).sort().reverse();
  } catch {
    return null;
  }
  const recipient = new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\r?$`, 'im');
  for (const file of files) {
    const content = await fs.readFile(path.join(dir, file), 'utf8');
    if (!recipient.test(content)) continue;
    const match = content.match(pattern);
    if (match?.[1]) return match[1];
  }
  return null;
}

export const CONFIRM_LINK = /\/signup\/confirm\?token=([A-Za-z0-9_-]+)/;
export const SIGNIN_LINK = /\/signin\/link\?token=([A-Za-z0-9_-]+)/;

/**
 * Signs up as a visitor does: the form (202, « Vérifiez votre boîte mail »), then the confirmation
 * link of the mail it sent, which creates the account and signs in (201 with the user).
 * `response` is the confirmation's answer, `request` the form's.
 */
export async function signup(app: App, input: SignupInput = {}, headers: Record<string, string> = {}) {
  const body = {
    email: input.email ?? uniqueEmail(),
    password: input.password ?? DEFAULT_PASSWORD,
    first_name: input.first_name ?? 'Alice',
    name: input.name ?? 'Durand',
    type: input.type ?? 'users',
    ...(input.business_name !== undefined ? { business_name: input.business_name } : {}),
    ...(input.newsletter !== undefined ? { newsletter: input.newsletter } : {}),
  };
  const request = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: body, headers });
  if (request.statusCode !== 202) {
    throw new Error(`sign-up failed: ${request.statusCode} ${request.body}`);
  }
  const token = await linkTokenFromMail(app, body.email.trim().toLowerCase(), CONFIRM_LINK);
  if (!token) throw new Error(`sign-up failed: no confirmation mail to ${body.email}`);
  const response = await app.inject({ method: 'POST', url: '/api/auth/confirm-signup', payload: { token }, headers });
  if (response.statusCode !== 201) {
    throw new Error(`sign-up confirmation failed: ${response.statusCode} ${response.body}`);
  }
  return { request, response, body, token, user: response.json(), cookie: sessionCookie(response)! };
}

export async function signin(app: App, email: string, password: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password }, headers });
  return { response, cookie: sessionCookie(response) };
}

export async function myself(app: App, cookie: string | null) {
  return app.inject({ method: 'GET', url: '/api/users/myself', headers: cookie ? { cookie } : {} });
}

/** Every mail written to the outbox so far, oldest first, after pending deliveries finished. */
export async function readOutbox(ctx: TestContext): Promise<Array<{ file: string; content: string }>> {
  await ctx.app.mailer.flush();
  const dir = path.join(ctx.dataDir, 'outbox');
  let files: string[];
  try {
    files = (await fs.readdir(dir)).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(files.map(async (file) => ({ file, content: await fs.readFile(path.join(dir, file), 'utf8') })));
}
