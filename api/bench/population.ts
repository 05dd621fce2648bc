/*
 * The benches' population (matching and alerts): 100,000 finished seekers from the demo's profile
 * generator (some sharing a home) and professionals' published listings up to 30,000 homes,
 * across the largest French cities. Deterministic (seeded random), so both benches measure the
 * same data.
 */
import { sql } from 'kysely';
import { Client } from 'pg';
import type { Db } from '../src/db';
import { seedCities } from '../src/db/seed/cities';
import { cityPicker, generateSeeker, insertSeekers, largestCities, randomSequence, type GeneratedSeeker, type Random, type SeedCity } from '../src/db/seed/profiles';
import { randomToken, sha256Hex } from '../src/lib/crypto';
import { SESSION_COOKIE } from '../src/plugins/session';

export interface PopulationOptions {
  profiles: number;
  homes: number;
  cities: number;
  /** Run ANALYZE afterwards (the planner's statistics). */
  analyze: boolean;
}

export interface Population {
  seekerIds: number[];
  /** The professionals' published listings and their owners. */
  proHomes: Array<{ homeId: number; userId: number }>;
}

const between = (random: Random, min: number, max: number) => min + random() * (max - min);
const integer = (random: Random, min: number, max: number) => Math.floor(between(random, min, max + 1));
export const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const roundTo = (value: number, step: number) => Math.round(value / step) * step;

function sample(random: Random, max: number, count: number): number[] {
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(integer(random, 1, max));
  return [...chosen].sort((a, b) => a - b);
}

/** A professional's published listing (no photo: the benchmark never reads images). */
function listing(random: Random, city: SeedCity, now: string) {
  const level = 350 + Math.min(500, Math.sqrt(city.population ?? 10_000) / 3);
  const roomCount = integer(random, 1, 5);
  return {
    home: {
      name: `Colocation ${roomCount} chambres à ${city.name}`,
      address: `${integer(random, 1, 120)} rue de la République`,
      address2: null,
      postal_code: city.admin2_code && /^[0-9]{2}$/.test(city.admin2_code) ? `${city.admin2_code}000` : null,
      city: city.name,
      country: city.country_id,
      city_id: city.id,
      lat: city.lat + between(random, -0.04, 0.04),
      lng: city.lng + between(random, -0.05, 0.05),
      step: 3,
      is_coloc: 1,
      published: random() < 0.92 ? 1 : 0,
      moderation_status: 'accepted' as const,
      home_type: 1,
      surface: roomCount * 15 + 30,
      bedroom_count: roomCount,
      floor: integer(random, 0, 6),
      elevator: 0,
      furnished: random() < 0.8 ? 1 : 0,
      amenities: JSON.stringify(sample(random, 15, 4)),
      handicap_friendly: random() < 0.1 ? 1 : 0,
      ecoloc: JSON.stringify(sample(random, 9, integer(random, 0, 3))),
      pay_by_service: random() < 0.03 ? 1 : 0,
      service_list: '[]',
      description: 'Grand appartement lumineux pensé pour la colocation.',
      wishes: null,
      created_at: now,
      updated_at: now,
    },
    rooms: Array.from({ length: roomCount }, (_, number) => ({
      number,
      name: null,
      rent: roundTo(level * between(random, 0.75, 1.3), 5),
      charges: roundTo(between(random, 30, 90), 5),
      surface: roundTo(between(random, 9, 18), 0.5),
      available_from: random() < 0.6 ? null : new Date(Date.now() + integer(random, 1, 120) * 86_400_000).toISOString().slice(0, 10),
      furnished: 1,
      private_bathroom: random() < 0.2 ? 1 : 0,
      private_toilets: random() < 0.15 ? 1 : 0,
      created_at: now,
      updated_at: now,
    })),
  };
}

export async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await run();
  console.log(`  ${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return result;
}

export async function populate(db: Db, options: PopulationOptions): Promise<Population> {
  await timed('cities', () => seedCities(db));
  const cities = await largestCities(db, options.cities);
  const random = randomSequence(4242);
  const pickCity = cityPicker(random, cities);
  const now = new Date();
  const nowText = now.toISOString();
  const hash = 'bench-no-password';

  const seekers: GeneratedSeeker[] = await timed('generate seekers', async () =>
    Array.from({ length: options.profiles }, (_, index) => generateSeeker(random, index, pickCity(), now)),
  );
  const seekerHomes = seekers.filter((s) => s.home).length;
  await timed(`insert ${options.profiles} seekers (${seekerHomes} with a shared home)`, () =>
    db.transaction().execute((trx) => insertSeekers(trx, seekers, hash, undefined, 200)),
  );

  const proCount = Math.max(1, Math.round(Math.max(0, options.homes - seekerHomes) / 40));
  const listings = Math.max(0, options.homes - seekerHomes);
  const proHomes: Array<{ homeId: number; userId: number }> = [];
  await timed(`insert ${proCount} professionals and ${listings} listings`, () =>
    db.transaction().execute(async (trx) => {
      const pros = await trx
        .insertInto('users')
        .values(
          Array.from({ length: proCount }, (_, i) => ({
            email: `pro.${i}@bench.toitpartage.fr`,
            password_hash: hash,
            first_name: 'Agence',
            name: `Bench ${i}`,
            type: i % 2 === 0 ? 2 : 4,
            registration_step: 100,
            business_name: i % 2 === 0 ? null : `Agence ${i}`,
            created_at: nowText,
            updated_at: nowText,
          })),
        )
        .returning('id')
        .execute();
      for (let i = 0; i < listings; i += 300) {
        const chunk = Array.from({ length: Math.min(300, listings - i) }, (_, k) => ({ ...listing(random, pickCity(), nowText), userId: pros[(i + k) % pros.length]!.id }));
        const rows = await trx
          .insertInto('homes')
          .values(chunk.map((entry) => ({ ...entry.home, user_id: entry.userId })))
          .returning(['id', 'user_id', 'published'])
          .execute();
        await trx
          .insertInto('rooms')
          .values(chunk.flatMap((entry, k) => entry.rooms.map((room) => ({ ...room, home_id: rows[k]!.id }))))
          .execute();
        for (const row of rows) if (row.published === 1) proHomes.push({ homeId: row.id, userId: row.user_id });
      }
    }),
  );
  // What PostgreSQL's autovacuum does by itself; SQLite needs it once for its planner statistics.
  if (options.analyze) await timed('analyze', () => sql`analyze`.execute(db));
  const ids = await db.selectFrom('users').select('id').where('type', '=', 1).execute();
  return { seekerIds: ids.map((row) => row.id), proHomes };
}

export async function sessionCookie(db: Db, userId: number): Promise<string> {
  const token = randomToken();
  const now = new Date();
  await db
    .insertInto('sessions')
    .values({
      token_hash: sha256Hex(token),
      user_id: userId,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + 86_400_000).toISOString(),
    })
    .execute();
  return `${SESSION_COOKIE}=${token}`;
}

/** A fresh database on the server of `adminUrl` (where the user may create databases): its URL and its drop. */
export async function postgresDatabase(adminUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now()}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = new Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}
