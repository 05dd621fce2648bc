import { expect, type APIRequestContext, type APIResponse, type Page } from '../fixtures/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

let counter = 0;

/** A fresh address per test: the database is shared by the whole run. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@exemple.fr`;
}

/** The newest mail written to the API's outbox (no SMTP in tests) addressed to `to`. */
export async function latestMailTo(to: string): Promise<string> {
  const outbox = join(process.env.E2E_DATA_DIR!, 'outbox');
  let found: string | undefined;
  await expect
    .poll(() => {
      const files = readdirSync(outbox, { withFileTypes: true }).filter((f) => f.name.endsWith('.eml')).map((f) => f.name).sort();
      found = files.reverse().map((name) => readFileSync(join(outbox, name), 'utf8')).find((mail) => mail.includes(to));
      return !!found;
    }, { message: `mail to ${to}` })
    .toBe(true);
  return found!;
}

/** The first link matching `pattern` in the newest mail to `to` that has one (polled until it comes). */
export async function linkInMailTo(to: string, pattern: RegExp, outbox = join(process.env.E2E_DATA_DIR!, 'outbox')): Promise<string> {
  const recipient = new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\r?$`, 'im');
  let link: string | undefined;
  await expect
    .poll(() => {
      // The outbox folder appears with the run's first mail, after the answer that sends it.
      if (!existsSync(outbox)) return false;
      const files = readdirSync(outbox, { withFileTypes: true }).filter((f) => f.name.endsWith('.eml')).map((f) => f.name).sort().reverse();
      for (const name of files) {
        const mail = readFileSync(join(outbox, name), 'utf8');
        if (!recipient.test(mail)) continue;
        link = pattern.exec(mail)?.[0];
        if (link) return true;
      }
      return false;
    }, { message: `mail to ${to} with ${pattern}`, timeout: 15_000 })
    .toBe(true);
  return link!;
}

/**
 * The confirmation link of the newest « Confirmez votre adresse » mail to `to`: sign-up answers
 * « Vérifiez votre boîte mail » for every address, and only this link creates the account.
 */
export function confirmationLinkFor(to: string, outbox?: string): Promise<string> {
  return linkInMailTo(to, /https?:\/\/\S+\/signup\/confirm\?token=[A-Za-z0-9_-]+/, outbox);
}

export interface SignupData {
  email: string;
  password: string;
  first_name: string;
  name: string;
  type: string;
  business_name?: string;
  newsletter?: boolean;
}

/**
 * Signs up through the API as the form does (202), then opens the mailed confirmation link the
 * same way (POST /api/auth/confirm-signup): `request` ends signed in, as sign-up used to leave it.
 * The answer is the confirmation's: 201 with the user.
 */
export async function signUpThroughMail(
  request: APIRequestContext,
  data: SignupData,
  { base = '', headers = {}, outbox }: { base?: string; headers?: Record<string, string>; outbox?: string } = {},
): Promise<APIResponse> {
  const asked = await request.post(`${base}/api/auth/signup`, { data, headers });
  expect(asked.status(), await asked.text()).toBe(202);
  const link = new URL(await confirmationLinkFor(data.email.toLowerCase(), outbox));
  const token = link.searchParams.get('token');
  const confirmed = await request.post(`${base}/api/auth/confirm-signup`, { data: { token }, headers });
  expect(confirmed.status(), await confirmed.text()).toBe(201);
  return confirmed;
}

/** After « Créer mon compte »: the check-mail screen names the address; its link is opened in this tab. */
export async function openConfirmationLink(page: Page, email: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Vérifiez votre boîte mail' })).toBeVisible();
  await expect(page.getByRole('main').getByText(email, { exact: true })).toBeVisible();
  const link = new URL(await confirmationLinkFor(email.toLowerCase()));
  await page.goto(`${link.pathname}${link.search}`);
}

/** Dismiss the cookie notice and the push / install prompts so they never cover a button. */
export async function acceptCookies(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem('tp_cookie_notice', '1');
    window.localStorage.setItem('tp_push_prompt_dismissed', '1');
    window.localStorage.setItem('tp_install_prompt_dismissed', '1');
  });
}

export const DEMO_PASSWORD = 'demo1234';

type Sqlite = new (file: string, options: { readonly: boolean }) => { prepare(sql: string): { all(...args: unknown[]): unknown[] }; close(): void };
// The API's own driver, read-only: the suite checks what was stored without an admin endpoint.
const Database = createRequire(join(__dirname, '..', '..', 'api', 'package.json'))('better-sqlite3') as Sqlite;

/** A read-only query on the API's database, for facts the UI does not show (owners, ids). */
export function queryDb<T>(sql: string, ...args: unknown[]): T[] {
  const db = new Database(join(process.env.E2E_DATA_DIR!, 'toitpartage.sqlite'), { readonly: true });
  try {
    return db.prepare(sql).all(...args) as T[];
  } finally {
    db.close();
  }
}

/** Page views stored since the visit whose path carries `marker` (that one included). */
export function pageViewsSince(marker: string): Array<{ path: string; title: string }> {
  const db = new Database(join(process.env.E2E_DATA_DIR!, 'toitpartage.sqlite'), { readonly: true });
  try {
    const rows = db.prepare('SELECT id, path, title FROM page_views ORDER BY id').all() as Array<{ id: number; path: string; title: string }>;
    const start = rows.findIndex((row) => row.path.includes(marker));
    return start === -1 ? [] : rows.slice(start).map(({ path, title }) => ({ path, title }));
  } finally {
    db.close();
  }
}
