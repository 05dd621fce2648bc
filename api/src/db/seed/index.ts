import { sql, type Kysely } from 'kysely';
import { nowIso, toCount } from '../index';
import { hashPassword } from '../../lib/password';
import { newProfileValues } from '../../modules/profiles/store';
import { profileChanges } from '../../modules/profiles/update';
import { insertSearch, searchChanges } from '../../modules/searches/store';
import type { Database } from '../types';
import { seedCities } from './cities';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoCity } from './demo-accounts';
import { seedDemoHomes } from './homes';
import { seedDemoSeekers } from './profiles';
import { seedDemoVisits } from '../../modules/visits/seed';
import { seedDemoMessaging } from '../../modules/messaging/seed';
import { seedDemoGroup } from '../../modules/groups/seed';
import { seedDemoModeration } from '../../modules/moderation/seed';
import { seedDemoProperties } from '../../modules/properties/seed';
import { seedDemoRentals } from '../../modules/rentals/seed';
import { seedDemoPayments } from '../../modules/payments/seed';
import { seedDemoMandates } from '../../modules/mandates/seed';
import { seedDemoBankAccounts } from '../../modules/bank-accounts/seed';
import { seedDemoTenantFile } from '../../modules/tenant-file/seed';
import { seekersInDemoMatching } from './demo-matching';
import { seedDemoTenantSpace } from '../../modules/tenant-space/seed';
import { computeReferenceRent } from '../../modules/homes/reference-rent';
import { computeStep } from '../../modules/homes/step';
import { FRANCE_ID } from '../../modules/options';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
export { loadFrenchCities, seedCities } from './cities';

export interface SeedResult {
  users: number;
  cities: number;
  homes: number;
  seekers: number;
  visits: number;
  conversations: number;
  groups: number;
  /** Issue 6: landlords and invitations, moderation queue, tenancies/leases/documents. */
  properties: number;
  /** Issue 7: subscriptions and invoices, bank accounts, tenant files, rent requests. */
  payments: number;
}

/** The README's demo professionals: each gets a share of the demo listings. */
const LISTING_DEMO_ACCOUNTS = DEMO_ACCOUNTS.filter((account) => (account.type & 1) === 0).map((account) => account.email);

/** Ids of the demo search's cities; a city missing from the table (cities not seeded) is left out. */
async function demoCityIds(db: Kysely<Database>, cities: readonly DemoCity[]): Promise<number[]> {
  const ids: number[] = [];
  for (const city of cities) {
    const row = await db
      .selectFrom('cities')
      .select('id')
      .where('name', '=', city.name)
      .where('admin2_code', '=', city.admin2_code)
      .orderBy(sql`coalesce(population, 0)`, 'desc')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (row) ids.push(row.id);
  }
  return ids;
}

/**
 * Creates the demo accounts that do not exist yet, each with its profile (and search where it has
 * one), through the same checks as the API routes. Returns how many were created. Run it after
 * the cities so that the demo search finds its cities.
 */
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
      await trx
        .insertInto('profiles')
        .values({ ...newProfileValues(user.id, now), ...profileChanges(account.profile ?? {}, { importance: '{}' }) })
        .execute();
      if (account.search) {
        const cityIds = await demoCityIds(trx, account.search.cities);
        const input = { ...account.search.criteria, city_searches: cityIds.map((id) => ({ type: 'city' as const, geoname: { id } })) };
        await insertSearch(trx, user.id, await searchChanges(trx, input));
      }
      if (account.home) {
        const { city, rooms, ...home } = account.home;
        const [cityId] = await demoCityIds(trx, [city]);
        const cityRow = cityId === undefined ? undefined : await trx.selectFrom('cities').selectAll().where('id', '=', cityId).executeTakeFirst();
        const inserted = await trx
          .insertInto('homes')
          .values({
            ...home,
            user_id: user.id,
            city: cityRow?.name ?? city.name,
            country: cityRow?.country_id ?? FRANCE_ID,
            city_id: cityRow?.id ?? null,
            lat: cityRow?.lat ?? null,
            lng: cityRow?.lng ?? null,
            step: computeStep({ address: home.address, city_id: cityRow?.id ?? null, description: home.description, rooms, photoCount: 0 }),
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('rooms')
          .values(rooms.map((room) => ({ ...room, home_id: inserted.id, created_at: now, updated_at: now })))
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

/** The reference data alone (what SEED_DEMO=false still needs): the French cities, on an empty table. */
export async function seedCitiesIfEmpty(db: Kysely<Database>): Promise<number> {
  return (await isEmpty(db, 'cities')) ? seedCities(db) : 0;
}

/** Reference rents of the demo accounts' own listings, once the demo listings give comparables. */
async function refreshDemoReferenceRents(db: Kysely<Database>): Promise<void> {
  const homes = await db
    .selectFrom('homes')
    .innerJoin('users', 'users.id', 'homes.user_id')
    .select(['homes.id', 'homes.lat', 'homes.lng', 'homes.city_id', 'homes.country'])
    .where('users.email', 'in', DEMO_ACCOUNTS.map((account) => account.email))
    .where('homes.reference_rent_auto', '=', 0)
    .execute();
  for (const home of homes) {
    await db.updateTable('homes').set(await computeReferenceRent(db, home)).where('id', '=', home.id).execute();
  }
}

/** Full idempotent seed: the cities if there are none, the missing demo accounts, the demo listings once. */
export async function seed(db: Kysely<Database>, dataDir: string): Promise<SeedResult> {
  const cities = await seedCitiesIfEmpty(db);
  const users = await seedDemoAccounts(db);
  const homes = await seedDemoHomes(db, dataDir, { extraOwnerEmails: LISTING_DEMO_ACCOUNTS });
  const seekers = await seedDemoSeekers(db, dataDir);
  await refreshDemoReferenceRents(db);
  const { visits } = await seedDemoVisits(db);
  const conversations = await seedDemoMessaging(db);
  const { groups } = await seedDemoGroup(db);
  const properties = (await seedDemoProperties(db, dataDir)) + (await seedDemoModeration(db, dataDir)) + (await seedDemoRentals(db, dataDir));
  const payments =
    (await seedDemoPayments(db, dataDir)) +
    (await seedDemoBankAccounts(db, dataDir)) +
    (await seedDemoTenantFile(db, dataDir, seekersInDemoMatching)) +
    (await seedDemoTenantSpace(db, dataDir)) +
    (await seedDemoMandates(db));
  return { users, cities, homes, seekers, visits, conversations, groups, properties, payments };
}

/** What the server runs at start-up: seeds each part only when its table is empty. */
export async function seedIfEmpty(db: Kysely<Database>, dataDir: string): Promise<SeedResult> {
  const cities = await seedCitiesIfEmpty(db);
  const emptyUsers = await isEmpty(db, 'users');
  if (!emptyUsers) return { users: 0, cities, homes: 0, seekers: 0, visits: 0, conversations: 0, groups: 0, properties: 0, payments: 0 };
  const users = await seedDemoAccounts(db);
  const homes = await seedDemoHomes(db, dataDir, { extraOwnerEmails: LISTING_DEMO_ACCOUNTS });
  const seekers = await seedDemoSeekers(db, dataDir);
  await refreshDemoReferenceRents(db);
  const { visits } = await seedDemoVisits(db);
  const conversations = await seedDemoMessaging(db);
  const { groups } = await seedDemoGroup(db);
  const properties = (await seedDemoProperties(db, dataDir)) + (await seedDemoModeration(db, dataDir)) + (await seedDemoRentals(db, dataDir));
  const payments =
    (await seedDemoPayments(db, dataDir)) +
    (await seedDemoBankAccounts(db, dataDir)) +
    (await seedDemoTenantFile(db, dataDir, seekersInDemoMatching)) +
    (await seedDemoTenantSpace(db, dataDir)) +
    (await seedDemoMandates(db));
  return { users, cities, homes, seekers, visits, conversations, groups, properties, payments };
}
