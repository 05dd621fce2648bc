import { expect, type Page } from '../fixtures/test';
import { readdirSync, readFileSync } from 'node:fs';
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
