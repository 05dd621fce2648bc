import type { Kysely } from 'kysely';

/**
 * Indexes for the listing queries that filter by place and by rent (issue 8), on both engines.
 * Matching itself runs in memory (modules/matching/match-index.ts); what still reads homes by
 * place and rooms by rent in SQL is the reference rent of every home written
 * (modules/homes/reference-rent.ts): the 10 km box (homes_lat_lng_idx, migration 003), then the
 * département (cities → homes by city → rooms), each with the rooms' rent and charges.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Département scope: the cities of a département, then their homes.
  await db.schema.createIndex('cities_department_idx').on('cities').columns(['country_id', 'admin2_code']).execute();
  await db.schema.createIndex('homes_city_id_idx').on('homes').column('city_id').execute();
  // Budget: a home's rooms with their rent and charges, read from the index alone. It starts with
  // home_id, so it also serves every lookup rooms_home_id_idx served, which goes.
  await db.schema.createIndex('rooms_home_rent_idx').on('rooms').columns(['home_id', 'rent', 'charges']).execute();
  await db.schema.dropIndex('rooms_home_id_idx').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('rooms_home_id_idx').on('rooms').column('home_id').execute();
  await db.schema.dropIndex('rooms_home_rent_idx').execute();
  await db.schema.dropIndex('homes_city_id_idx').execute();
  await db.schema.dropIndex('cities_department_idx').execute();
}
