import type { Kysely } from 'kysely';
import { nowIso, toCount } from '../index';
import { hashPassword } from '../../lib/password';
import type { Database } from '../types';
import { seedCities } from './cities';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
export { loadFrenchCities, seedCities } from './cities';

export interface SeedResult {
  users: number;
  cities: number;
}

/** Creates the demo accounts that do not exist yet. Returns how many were created. */
export async function seedDemoAccounts(db: Kysely<Database>): Promise<number> {
  const existing = new Set(
    (await db.selectFrom('users').select('email').where('email', 'in', DEMO_ACCOUNTS.map((a) => a.email)).execute()).map((u) => u.email),
  );
  const missing = DEMO_ACCOUNTS.filter((a) => !existing.has(a.email));
  if (missing.length === 0) return 0;
  // Hashed in parallel: @node-rs/argon2 runs on the libuv pool.
  const hashes = await Promise.all(missing.map(() => hashPassword(DEMO_PASSWORD)));
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    for (const [index, account] of missing.entries()) {
      const user = await trx
        .insertInto('users')
        .values({
          email: account.email,
          password_hash: hashes[index]!,
          first_name: account.first_name,
          name: account.name,
          type: account.type,
          registration_step: 100,
          business_name: account.business_name,
          avatar_color: account.avatar_color,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (account.home) {
        await trx
          .insertInto('homes')
          .values({ ...account.home, user_id: user.id, created_at: now, updated_at: now })
          .execute();
      }
    }
  });
  return missing.length;
}

async function isEmpty(db: Kysely<Database>, table: 'users' | 'cities'): Promise<boolean> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
  return toCount(row.count) === 0;
}

/** Full idempotent seed: missing demo accounts, and the cities if there are none. */
export async function seed(db: Kysely<Database>): Promise<SeedResult> {
  const users = await seedDemoAccounts(db);
  const cities = (await isEmpty(db, 'cities')) ? await seedCities(db) : 0;
  return { users, cities };
}

/** What the server runs at start-up: seeds each part only when its table is empty. */
export async function seedIfEmpty(db: Kysely<Database>): Promise<SeedResult> {
  const users = (await isEmpty(db, 'users')) ? await seedDemoAccounts(db) : 0;
  const cities = (await isEmpty(db, 'cities')) ? await seedCities(db) : 0;
  return { users, cities };
}
